import { Badge } from '@mantine/core'
import { percentOf } from '@/components/exports/export-job'
import { ExportProgress } from '@/components/exports/export-progress'
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

/** How far a background job has come: "<what>", "<done> of <total>" (or "starting…") and a bar. */
export function JobProgress({ what, done, total }: { what: string; done: number; total: number }) {
  const { t } = useStaffTranslation('naacReports')
  return (
    <ExportProgress
      what={what}
      detail={total > 0 ? t('jobStatus.progress', { done, total }) : t('jobStatus.starting')}
      percent={percentOf({ done, total })}
    />
  )
}
