import 'mantine-datatable/styles.css'
import { Text } from '@mantine/core'
import { DataTable } from 'mantine-datatable'
import { AccessGate } from '@/components/ui/access-gate'
import { LoadError } from '@/components/ui/load-error'
import { ACTIONS_LIST_TABLE } from '@/components/ui/list-table'
import { shownFrom } from '@/components/ui/table-columns'
import { TitledPage } from '@/components/ui/titled-page'
import { useMonthlySms } from '../api/sms'
import { MonthExportButton } from '../components/month-export-button'
import { maySeeSmsLog } from '../utils/access'
import { formatMonthYear } from '../utils/format'
import { useStaffTranslation } from '@/lib/i18n/staff'

function MonthlyReport() {
  const { t } = useStaffTranslation('announcementsStaff')
  const months = useMonthlySms()
  const rows = (months.data ?? []).map((month, index) => ({ ...month, number: index + 1 }))

  return (
    <>
      <LoadError title={t('monthly.loadError')} error={months.error} />
      <DataTable
        aria-label={t('monthly.title')}
        {...ACTIONS_LIST_TABLE}
        fetching={months.isLoading}
        records={rows}
        idAccessor="monthYear"
        noRecordsText={t('monthly.empty')}
        columns={[
          { accessor: 'number', title: '#', width: 50, ...shownFrom('sm') },
          {
            accessor: 'monthYear',
            title: t('monthly.monthYear'),
            noWrap: true,
            render: (month) => formatMonthYear(month.monthYear),
          },
          { accessor: 'smsCount', title: t('monthly.smsCount'), ...shownFrom('xs') },
          { accessor: 'smsFailCount', title: t('monthly.failCount'), ...shownFrom('xs') },
          {
            accessor: 'export',
            title: t('monthly.export'),
            render: (month) =>
              month.smsCount ? (
                <MonthExportButton monthYear={month.monthYear} />
              ) : (
                <Text size="sm" c="dimmed">
                  {t('monthly.nothingToExport')}
                </Text>
              ),
          },
        ]}
      />
    </>
  )
}

/**
 * announcement/monthlysms (Monthly SMS Review): each month's SMS and failures, with its workbook, which the
 * server builds in the background (the row shows its progress, then the file downloads).
 */
export function Component() {
  const { t } = useStaffTranslation('announcementsStaff')
  return (
    <AccessGate title={t('monthly.title')} allows={maySeeSmsLog} refusal={t('monthly.refusal')}>
      {() => (
        <TitledPage title={t('monthly.title')}>
          <MonthlyReport />
        </TitledPage>
      )}
    </AccessGate>
  )
}
