import { Skeleton, Text, Timeline } from '@mantine/core'
import { LoadError } from '@/components/ui/load-error'
import { useStaffTranslation } from '@/lib/i18n/staff'
import type { MentorshipPeriod } from '../api/mentor-log'
import { formatMentorDate } from '../utils/dates'
import { TitledCard } from './titled-card'

/** Mentors: every period of the student's mentoring, the current one first, with its dates and when it ended. */
export function MentorTimeline({
  periods,
  loading,
  error,
}: {
  periods: readonly MentorshipPeriod[]
  loading: boolean
  error: Error | undefined
}) {
  const { t } = useStaffTranslation('mentoring')
  return (
    <TitledCard id="mentor-timeline" title={t('timeline.title')}>
      <LoadError title={t('timeline.loadError')} error={error} />
      {loading && <Skeleton h={60} />}
      {!loading && !error && !periods.length && <Text c="dimmed">{t('timeline.none')}</Text>}
      <Timeline active={periods.findIndex((period) => period.current)} bulletSize={14}>
        {periods.map((period, index) => (
          <Timeline.Item
            key={`${period.staffId}-${String(period.assignedOn ?? index)}`}
            title={period.staffName ?? period.staffId}
          >
            <Text size="sm">
              {t('timeline.dates', {
                from: formatMentorDate(period.startDate),
                to: formatMentorDate(period.endDate),
              })}
            </Text>
            <Text size="xs" c="dimmed">
              {period.current
                ? t('timeline.current', { on: formatMentorDate(period.assignedOn) })
                : t('timeline.ended', {
                    on: formatMentorDate(period.assignedOn),
                    removed: formatMentorDate(period.removedOn),
                  })}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </TitledCard>
  )
}
