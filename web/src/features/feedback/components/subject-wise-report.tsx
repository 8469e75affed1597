import { surveyFlow, type SurveyReportRow } from '@campus/core'
import { useSubjectWiseReport } from '../api/survey-reports'
import { targetLabel } from '../utils/survey-targets'
import { FeedbackExportButton } from './export-button'
import { type ReportColumn, ReportRowsTable } from './report-rows-table'
import { SurveyReportTab } from './survey-report-tab'

const SUBJECT_COLUMNS: ReportColumn<SurveyReportRow>[] = [
  { header: 'Subject code', cell: (row) => row.subjectCode ?? '—' },
  { header: 'Subject', cell: (row) => row.subjectName ?? '—', wraps: true },
  { header: 'Staff', cell: (row) => row.staffName ?? '—', wraps: true },
]

/** A survey's results per subject and staff (per group, for group surveys); a row opens its questions. */
export function SubjectWiseReport({ surveyId }: { surveyId: string }) {
  const report = useSubjectWiseReport(surveyId)
  const rows = report.data?.rows ?? []
  const answered = rows.some((row) => row.polledUser > 0)
  // A group survey's rows are groups: it has no subject or staff to show.
  const subjects = report.data ? surveyFlow(report.data.survey.type) === 'subject' : true

  return (
    <SurveyReportTab name="subject-wise report" report={report} answered={answered}>
      <FeedbackExportButton kind="SubjectWise" surveyId={surveyId} />
      <ReportRowsTable
        label="Subject-wise report"
        minWidth={subjects ? 760 : 480}
        rows={rows}
        rowKey={(row) => row.targetId}
        rowName={targetLabel}
        columns={subjects ? SUBJECT_COLUMNS : []}
      />
    </SurveyReportTab>
  )
}
