import { Alert, Code, Group, Skeleton, Stack, Text } from '@mantine/core'
import { Labelled } from '@/components/ui/labelled-value'
import type { AnnouncementPreview } from '../api/announcements'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** The receivers the server counted, by type. */
function ReceiverCounts({ receivers }: { receivers: AnnouncementPreview['receivers'] }) {
  const { t } = useStaffTranslation('announcementsStaff')
  const counts: [string, number][] = [
    [t('smsPreview.hod'), receivers.HOD],
    [t('smsPreview.faculty'), receivers.FACULTY],
    [t('smsPreview.students'), receivers.STUDENT],
    [t('smsPreview.parents'), receivers.PARENT],
  ]
  return (
    <Group gap="lg" data-testid="receiver-counts">
      {counts.map(([label, count]) => (
        <Labelled key={label} label={label}>
          <Text fw={600}>{count}</Text>
        </Labelled>
      ))}
    </Group>
  )
}

/**
 * What sending will do, as the server works it out (`POST /boot/announcement/preview`): who receives it, and
 * with an SMS its exact text, encoding and segments, how many SMS go, what they cost of the quota, what is
 * left, and who has no phone number.
 */
export function SmsPreview({
  preview,
  sms,
  loading,
}: {
  preview: AnnouncementPreview | undefined
  sms: boolean
  loading: boolean
}) {
  const { t } = useStaffTranslation('announcementsStaff')
  if (!preview) return loading ? <Skeleton h={120} /> : null
  const { sms: text } = preview
  const short = text.parts > text.available
  return (
    <Stack gap="sm" aria-busy={loading}>
      <ReceiverCounts receivers={preview.receivers} />
      {sms && (
        <Stack gap="xs">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t('smsPreview.smsExact')}
          </Text>
          <Code block data-testid="sms-text" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {text.text}
          </Code>
          <Text size="xs" c="dimmed">
            {t('smsPreview.linkKeyNote')}
          </Text>
          <Text size="sm">
            {t('smsPreview.summary', {
              encoding: text.encoding,
              segments: t('smsPreview.segments', { count: text.segments }),
              messages: t('smsPreview.messages', { count: text.messages }),
              parts: t('smsPreview.parts', { count: text.parts }),
              available: t('smsPreview.parts', { count: text.available }),
            })}
          </Text>
          {text.truncated && (
            <Text size="sm" c="dimmed">
              {t('smsPreview.truncated')}
            </Text>
          )}
          {text.skippedNoPhone > 0 && (
            <Text size="sm" c="orange.9" data-testid="no-phone">
              {t('smsPreview.noPhone', { count: text.skippedNoPhone })}
            </Text>
          )}
          {short && (
            <Alert color="red" title={t('smsPreview.notEnoughTitle')}>
              {t('smsPreview.notEnough', { parts: text.parts, available: text.available })}
            </Alert>
          )}
        </Stack>
      )}
    </Stack>
  )
}
