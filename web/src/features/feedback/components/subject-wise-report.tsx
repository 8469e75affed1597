import { surveyFlow, type SurveyReportRow } from '@campus/core'
import { Skeleton, Stack } from '@mantine/core'
import { LoadError } from '@/components/ui/load-error'
import { useSubjectWiseReport } from '../api/survey-reports'
import { targetLabel } from '../utils/survey-targets'
import { FeedbackExportButton } from './export-button'
import { NoReport } from './no-report'
import { type ReportColumn, ReportRowsTable } from './report-rows-table'

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
    <Stack>
      <LoadError title="The subject-wise report did not load" error={report.error} />
      {!report.data && !report.error && <Skeleton h={200} />}
      {report.data && !answered && <NoReport />}
      {answered && (
        <>
          <FeedbackExportButton kind="SubjectWise" surveyId={surveyId} />
          <ReportRowsTable
            label="Subject-wise report"
            minWidth={subjects ? 760 : 480}
            rows={rows}
            rowKey={(row) => row.targetId}
            rowName={targetLabel}
            columns={subjects ? SUBJECT_COLUMNS : []}
          />
        </>
      )}
    </Stack>
  )
}
