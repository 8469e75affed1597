import { Skeleton, Stack } from '@mantine/core'
import { LoadError } from '@/components/ui/load-error'
import { useClassReport } from '../api/survey-reports'
import { FeedbackExportButton } from './export-button'
import { NoReport } from './no-report'
import { ReportRowsTable } from './report-rows-table'

/** A survey's results per class (group): responses and average; a row opens its questions. */
export function ClassReport({ surveyId }: { surveyId: string }) {
  const report = useClassReport(surveyId)
  const classes = report.data?.classes ?? []
  const answered = classes.some((summary) => summary.polledUser > 0)

  return (
    <Stack>
      <LoadError title="The class report did not load" error={report.error} />
      {!report.data && !report.error && <Skeleton h={200} />}
      {report.data && !answered && <NoReport />}
      {answered && (
        <>
          <FeedbackExportButton kind="class_feedback_report" surveyId={surveyId} />
          <ReportRowsTable
            label="Class report"
            minWidth={480}
            rows={classes}
            rowKey={(summary) => summary.groupId}
            rowName={(summary) => summary.groupName}
          />
        </>
      )}
    </Stack>
  )
}
