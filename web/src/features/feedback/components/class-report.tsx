import { useClassReport } from '../api/survey-reports'
import { FeedbackExportButton } from './export-button'
import { ReportRowsTable } from './report-rows-table'
import { SurveyReportTab } from './survey-report-tab'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** A survey's results per class (group): responses and average; a row opens its questions. */
export function ClassReport({ surveyId }: { surveyId: string }) {
  const { t } = useStaffTranslation('feedback')
  const report = useClassReport(surveyId)
  const classes = report.data?.classes ?? []
  const answered = classes.some((summary) => summary.polledUser > 0)

  return (
    <SurveyReportTab loadError={t('reports.classLoadError')} report={report} answered={answered}>
      <FeedbackExportButton kind="class_feedback_report" surveyId={surveyId} />
      <ReportRowsTable
        label={t('reports.classLabel')}
        minWidth={480}
        rows={classes}
        rowKey={(summary) => summary.groupId}
        rowName={(summary) => summary.groupName}
      />
    </SurveyReportTab>
  )
}
