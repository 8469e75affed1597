import { Skeleton, Stack } from '@mantine/core'
import type { ReactNode } from 'react'
import { LoadError } from '@/components/ui/load-error'
import { NoReport } from './no-report'

/**
 * One report tab of a survey: why it did not load, a skeleton while it loads, a note while nobody has answered,
 * then the report itself.
 */
export function SurveyReportTab({
  loadError,
  report,
  answered,
  skeletonHeight = 200,
  children,
}: {
  /** The title of its load error: "The class report did not load". */
  loadError: string
  report: { data?: unknown; error?: Error }
  /** Whether anyone has answered, so there are results to show. */
  answered: boolean
  skeletonHeight?: number
  children: ReactNode
}) {
  return (
    <Stack>
      <LoadError title={loadError} error={report.error} />
      {!report.data && !report.error && <Skeleton h={skeletonHeight} />}
      {Boolean(report.data) && !answered && <NoReport />}
      {answered && children}
    </Stack>
  )
}
