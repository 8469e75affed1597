import { Modal, SimpleGrid, Stack, Text } from '@mantine/core'
import { GradeLegend, overallAverageText, ReportFigure, type ReportFigures, ReportTable } from './report-text'
import { NoReport } from './no-report'

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
  return (
    <Modal opened onClose={onClose} title={title} size="xl">
      {report.polledUser > 0 ? (
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            <ReportFigure label="Polled user" value={report.polledUser} />
            <Text fw={600}>{overallAverageText(report)}</Text>
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
