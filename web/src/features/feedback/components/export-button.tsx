import type { FeedbackExportKind } from '@campus/core'
import { Box } from '@mantine/core'
import { ExportJobButton } from '@/components/exports/export-job-button'
import { feedbackExportSource, startFeedbackExport } from '../api/exports'
import { useStaffTranslation } from '@/lib/i18n/staff'

/**
 * Builds a feedback workbook on the server: asks for it, shows how far along it is, then offers the file to
 * download; a failure says why and offers to try again. Survey workbooks name a survey, the staff report a
 * staff member. Not printed with the report.
 */
export function FeedbackExportButton({
  kind,
  surveyId,
  staffId,
}: {
  kind: FeedbackExportKind
  surveyId?: string
  staffId?: string
}) {
  const { t } = useStaffTranslation('feedback')
  const request = { kind, surveyId, staffId }
  const workbook = (fileName: string | undefined) => fileName ?? t('export.theWorkbook')
  return (
    <Box data-print-hide>
      <ExportJobButton
        source={feedbackExportSource(request)}
        start={() => startFeedbackExport(request)}
        texts={{
          button: t('export.label'),
          progress: (job) => t('export.preparing', { file: workbook(job.fileName) }),
          progressLabel: (job) => t('export.preparingLabel', { file: workbook(job.fileName) }),
          download: (job) => t('export.download', { file: workbook(job.fileName) }),
          notStartedTitle: t('export.failedTitle'),
          failedTitle: t('export.failedTitle'),
          startFailed: t('export.startFailed'),
          buildFailed: t('export.buildFailed'),
          tryAgain: t('export.tryAgain'),
        }}
      />
    </Box>
  )
}
