import { Badge, Group, Text } from '@mantine/core'
import { useStaffTranslation } from '@/lib/i18n/staff'
import type { StudentSignals } from '../api/signals'

/** What a mentor should look at for a student: missing and late assignments, unanswered surveys; nothing when all is well. */
export function SignalBadges({ signals }: { signals: StudentSignals | undefined }) {
  const { t } = useStaffTranslation('mentoring')
  const badges = [
    { count: signals?.assignments.missing ?? 0, label: 'signals.missing', color: 'red' },
    { count: signals?.assignments.late ?? 0, label: 'signals.late', color: 'orange' },
    { count: signals?.surveys.unanswered ?? 0, label: 'signals.surveys', color: 'blue' },
  ] as const
  const shown = badges.filter(({ count }) => count > 0)
  if (!shown.length)
    return (
      <Text size="sm" c="dimmed">
        {t('signals.none')}
      </Text>
    )
  return (
    <Group gap={4}>
      {shown.map(({ count, label, color }) => (
        <Badge key={label} color={color} variant="light">
          {t(label, { count })}
        </Badge>
      ))}
    </Group>
  )
}
