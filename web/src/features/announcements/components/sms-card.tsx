import { Badge, Group, Paper, Stack, Text } from '@mantine/core'
import { TypedText } from '@/components/ui/typed-text'
import type { SmsLogEntry } from '../api/sms'
import { formatDateTime } from '../utils/format'
import type { SmsStatus } from '../utils/sms-log'
import { useStaffTranslation } from '@/lib/i18n/staff'

// Filled AA shades: light badges in these colours fail contrast.
const STATUS_COLORS: Record<SmsStatus, string> = { P: 'yellow.9', S: 'teal.9', F: 'red.8' }

/** One SMS of the log (legacy card): who sent it to whom, the text, the phone and its status. */
export function SmsCard({ entry }: { entry: SmsLogEntry }) {
  const { t } = useStaffTranslation('announcementsStaff')
  return (
    <Paper withBorder p="sm" component="li" style={{ listStyle: 'none' }}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {t('smsCard.sentTo', { from: entry.fUser, to: entry.toName, userType: entry.toUserType })}
          </Text>
          <Badge color={STATUS_COLORS[entry.status]} variant="filled" style={{ flexShrink: 0 }}>
            {t(`smsStatus.${entry.status}`)}
          </Badge>
        </Group>
        <TypedText size="sm">{entry.msg}</TypedText>
        <Group gap="md">
          <Text size="xs" c="dimmed">
            {entry.phone}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDateTime(entry.createdOn)}
          </Text>
          <Text size="xs" c="dimmed">
            {t('smsCard.parts', { count: entry.segments })}
          </Text>
        </Group>
        {entry.status === 'F' && entry.reason && (
          <Text size="xs" c="red.8">
            {entry.reason}
          </Text>
        )}
      </Stack>
    </Paper>
  )
}
