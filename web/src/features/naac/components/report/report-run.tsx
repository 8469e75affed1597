import { useFaculties } from '@/lib/academics'
import { Alert, Button, Stack, Text } from '@mantine/core'
import { useExportJob } from '@/components/exports/use-export-job'
import { ApiError } from '@/lib/api-error'
import { notify } from '@/lib/notify'
import {
  latestRunSource,
  type ReportRun,
  type RunScope,
  startConsolidation,
  startRun,
  useRefreshReports,
} from '../../api/reports'
import { formatDateTime } from '../../utils/format'
import { JobProgress } from './job-status'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** What a run builds, in names: "Faculty of Engineering and Technology, GENERAL", "criterion 3, MEDICAL". */
function useScopeText(run: ReportRun) {
  const { t } = useStaffTranslation('naacReports')
  const faculties = useFaculties()
  const { facultyIds, type, criteria } = run.scope
  const names = facultyIds?.map(
    (id) => faculties.data?.find((faculty) => faculty.id === id)?.name ?? t('reportRun.aFaculty'),
  )
  const parts = [
    names && (names.length > 3 ? t('reportRun.faculties', { number: names.length }) : names.join(', ')),
    criteria && t('reportRun.criterion', { criteria }),
    type,
  ].filter(Boolean)
  return parts.length ? parts.join(', ') : t('reportRun.everyReport')
}

function RunLine({ run }: { run: ReportRun }) {
  const { t } = useStaffTranslation('naacReports')
  const scope = useScopeText(run)
  if (run.status === 'PROCESSING')
    return (
      <Stack gap={4}>
        <JobProgress what={t('reportRun.building', { scope })} done={run.done} total={run.total} />
        <Text size="xs" c="dimmed">
          {t('reportRun.startedBy', { name: run.startedByName, time: formatDateTime(run.startedOn) })}
        </Text>
      </Stack>
    )
  if (run.status === 'FAILED')
    return (
      <Alert color="red" title={t('reportRun.failed', { scope })} p="xs">
        {run.reason ?? t('reportRun.tryAgain')}
      </Alert>
    )
  return (
    <Text size="sm" c="dimmed">
      {t('reportRun.finished', {
        scope,
        time: formatDateTime(run.finishedOn ?? run.startedOn),
        rebuilt: run.rebuilt,
        unchanged: run.unchanged,
      })}
    </Text>
  )
}

/**
 * The latest build of the report workbooks, college-wide: its progress while it runs (read every two
 * seconds), then how it ended; when one seen running finishes, the report lists are read again.
 */
export function LatestRun() {
  const refresh = useRefreshReports()
  const latest = useExportJob({ ...latestRunSource, onFinished: refresh })
  return <div aria-live="polite">{latest.job && <RunLine run={latest.job} />}</div>
}

/**
 * Starts a run (or the administrator's nightly build now), disabled while one runs; a refusal is said in the
 * server's words (a 409, one already running, as news: the page then shows that one).
 */
function useRunStarter() {
  const { t } = useStaffTranslation('naacReports')
  const latest = useExportJob(latestRunSource)
  const start = (begin: () => Promise<ReportRun>) =>
    void latest.start(begin, {
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) notify('info', error.message)
        else notify('error', error instanceof ApiError ? error.message : t('reportRun.notStarted'))
      },
    })
  return { start, starting: latest.starting, running: latest.running }
}

/** A button that builds some reports now (`POST /boot/naacReports/runs`): disabled while a build runs. */
export function RunButton({
  scope,
  children,
  variant = 'default',
}: {
  scope: RunScope
  children: string
  variant?: 'default' | 'filled'
}) {
  const { start, starting, running } = useRunStarter()
  return (
    <Button
      variant={variant}
      loading={starting}
      disabled={running}
      onClick={() => start(() => startRun(scope))}
    >
      {children}
    </Button>
  )
}

/** ADMIN: "Merge Naac Consolidate", every faculty's workbooks built now rather than tonight. */
export function ConsolidateAllButton({ facultyIds }: { facultyIds: readonly string[] }) {
  const { t } = useStaffTranslation('naacReports')
  const { start, starting, running } = useRunStarter()
  return (
    <Button
      variant="default"
      loading={starting}
      disabled={running || !facultyIds.length}
      onClick={() => start(() => startConsolidation(facultyIds))}
    >
      {t('reportRun.consolidateAll')}
    </Button>
  )
}
