import { Modal, SimpleGrid, Stack, Text } from '@mantine/core'
import { GradeLegend, overallAverageText, ReportFigure, type ReportFigures, ReportTable } from './report-text'
import { NoReport } from './no-report'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** One row of a survey report (a subject and staff, a group) question by question, in the legacy text view. */
export function ReportFiguresModal({
  title,
  report,
  onClose,
}: {
  title: string
  report: ReportFigures
  onClose: () => void
}) {
  const { t } = useStaffTranslation('feedback')
  return (
    <Modal opened onClose={onClose} title={title} size="xl">
      {report.polledUser > 0 ? (
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            <ReportFigure label={t('reports.polledUser')} value={report.polledUser} />
            <Text fw={600}>{overallAverageText(t, report)}</Text>
          </SimpleGrid>
          <GradeLegend />
          <ReportTable report={report} />
        </Stack>
      ) : (
        <NoReport />
      )}
    </Modal>
  )
}
