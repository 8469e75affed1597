import { Group, Skeleton, Stack, Text, Title } from '@mantine/core'
import { LoadError } from '@/components/ui/load-error'
import { useStaffReport } from '../api/staff-report'
import { FeedbackExportButton } from './export-button'
import { StaffReportTable } from './staff-report-table'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** One staff member's survey results, newest survey first, with their staff_feedback_report workbook. */
export function StaffReport({ staffId }: { staffId: string }) {
  const { t } = useStaffTranslation('feedback')
  const report = useStaffReport(staffId)
  const data = report.data

  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        {data?.staffName && (
          <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
            {data.staffName}
          </Title>
        )}
        <FeedbackExportButton kind="staff_feedback_report" staffId={staffId} />
      </Group>
      <LoadError title={t('staffReport.loadError')} error={report.error} />
      {!data && !report.error && <Skeleton h={240} />}
      {data &&
        (data.rows.length ? (
          <StaffReportTable rows={data.rows} minResponses={data.minResponses} />
        ) : (
          <Text>{t('staffReport.empty')}</Text>
        ))}
    </Stack>
  )
}
