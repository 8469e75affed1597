import { Badge, Stack, Text } from '@mantine/core'
import { percentOf } from '@/components/exports/export-job'
import { ExportProgress } from '@/components/exports/export-progress'
import { formatDateTime } from '../../utils/format'
import type { JobStatus } from '../../utils/job-status'
import { useStaffTranslation } from '@/lib/i18n/staff'

/**
 * How each state of a background job shows (filled AA shades, as the entry statuses); its word is the
 * namespace's `jobStatus.status.<state>`.
 */
const STATES = {
  PROCESSING: { color: 'yellow.9', text: 'black' },
  COMPLETED: { color: 'teal.9', text: 'white' },
  FAILED: { color: 'red.9', text: 'white' },
} as const satisfies Record<JobStatus, unknown>

/** A build's or merge's state as a badge. */
export function JobStatusBadge({ status }: { status: JobStatus }) {
  const { t } = useStaffTranslation('naacReports')
  const { color, text } = STATES[status]
  return (
    <Badge color={color} c={text} variant="filled" data-status={status}>
      {t(`jobStatus.status.${status}`)}
    </Badge>
  )
}

/**
 * How far a background job has come: "<what>", "<done> of <total>" (or "starting…") and a bar; with
 * `lastProgressOn`, when it last moved, so a reader tells a slow job from one that stopped (a merge silent
 * for some minutes is replaced by asking again).
 */
export function JobProgress({
  what,
  done,
  total,
  lastProgressOn,
}: {
  what: string
  done: number
  total: number
  lastProgressOn?: number | undefined
}) {
  const { t } = useStaffTranslation('naacReports')
  return (
    <Stack gap={2}>
      <ExportProgress
        what={what}
        detail={total > 0 ? t('jobStatus.progress', { done, total }) : t('jobStatus.starting')}
        percent={percentOf({ done, total })}
      />
      {lastProgressOn !== undefined && (
        <Text size="xs" c="dimmed" data-testid="last-progress">
          {t('jobStatus.lastProgress', { time: formatDateTime(lastProgressOn) })}
        </Text>
      )}
    </Stack>
  )
}
