import { useClassReport } from '../api/survey-reports'
import { FeedbackExportButton } from './export-button'
import { ReportRowsTable } from './report-rows-table'
import { SurveyReportTab } from './survey-report-tab'

/** A survey's results per class (group): responses and average; a row opens its questions. */
export function ClassReport({ surveyId }: { surveyId: string }) {
  const report = useClassReport(surveyId)
  const classes = report.data?.classes ?? []
  const answered = classes.some((summary) => summary.polledUser > 0)

  return (
    <SurveyReportTab name="class report" report={report} answered={answered}>
      <FeedbackExportButton kind="class_feedback_report" surveyId={surveyId} />
      <ReportRowsTable
        label="Class report"
        minWidth={480}
        rows={classes}
        rowKey={(summary) => summary.groupId}
        rowName={(summary) => summary.groupName}
      />
    </SurveyReportTab>
  )
}
