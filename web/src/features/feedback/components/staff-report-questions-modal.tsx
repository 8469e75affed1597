import type { SurveyReportRow } from '@campus/core'
import { Modal, Stack, Text } from '@mantine/core'
import { averageText, rowSubject, rowSurveyName } from '../utils/staff-report'
import { GradeLegend, ReportTable } from './report-text'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** One target's figures question by question: how many gave each number of stars, and each average. */
export function StaffReportQuestionsModal({ row, onClose }: { row: SurveyReportRow; onClose: () => void }) {
  const { t } = useStaffTranslation('feedback')
  return (
    <Modal opened onClose={onClose} title={rowSurveyName(row)} size="xl">
      <Stack>
        <Text>{[rowSubject(row), row.groupName].filter(Boolean).join(' · ')}</Text>
        <Text>
          {t('staffReport.responses', { count: row.polledUser, average: averageText(row.overAllAvg) })}
        </Text>
        <GradeLegend />
        <ReportTable report={row} />
      </Stack>
    </Modal>
  )
}
