import { surveyFlow, type SurveyReportRow } from '@campus/core'
import { useSubjectWiseReport } from '../api/survey-reports'
import { targetLabel } from '../utils/survey-targets'
import { FeedbackExportButton } from './export-button'
import { type ReportColumn, ReportRowsTable } from './report-rows-table'
import { SurveyReportTab } from './survey-report-tab'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** A survey's results per subject and staff (per group, for group surveys); a row opens its questions. */
export function SubjectWiseReport({ surveyId }: { surveyId: string }) {
  const { t } = useStaffTranslation('feedback')
  const subjectColumns: ReportColumn<SurveyReportRow>[] = [
    { header: t('reports.subjectCode'), cell: (row) => row.subjectCode ?? '—' },
    { header: t('reports.subject'), cell: (row) => row.subjectName ?? '—', wraps: true },
    { header: t('reports.staff'), cell: (row) => row.staffName ?? '—', wraps: true },
  ]
  const report = useSubjectWiseReport(surveyId)
  const rows = report.data?.rows ?? []
  const answered = rows.some((row) => row.polledUser > 0)
  // A group survey's rows are groups: it has no subject or staff to show.
  const subjects = report.data ? surveyFlow(report.data.survey.type) === 'subject' : true

  return (
    <SurveyReportTab loadError={t('reports.subjectWiseLoadError')} report={report} answered={answered}>
      <FeedbackExportButton kind="SubjectWise" surveyId={surveyId} />
      <ReportRowsTable
        label={t('reports.subjectWiseLabel')}
        minWidth={subjects ? 760 : 480}
        rows={rows}
        rowKey={(row) => row.targetId}
        rowName={targetLabel}
        columns={subjects ? subjectColumns : []}
      />
    </SurveyReportTab>
  )
}
