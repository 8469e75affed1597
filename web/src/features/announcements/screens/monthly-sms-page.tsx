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

function MonthlyReport() {
  const months = useMonthlySms()
  const rows = (months.data ?? []).map((month, index) => ({ ...month, number: index + 1 }))

  return (
    <>
      <LoadError title="The monthly report did not load" error={months.error} />
      <DataTable
        aria-label="Monthly SMS"
        {...ACTIONS_LIST_TABLE}
        fetching={months.isLoading}
        records={rows}
        idAccessor="monthYear"
        noRecordsText="No SMS have been sent yet."
        columns={[
          { accessor: 'number', title: '#', width: 50, ...shownFrom('sm') },
          {
            accessor: 'monthYear',
            title: 'Month & Year',
            noWrap: true,
            render: (month) => formatMonthYear(month.monthYear),
          },
          { accessor: 'smsCount', title: 'Total SMS Sent', ...shownFrom('xs') },
          { accessor: 'smsFailCount', title: 'Total Fail Count', ...shownFrom('xs') },
          {
            accessor: 'export',
            title: 'Export Excel',
            render: (month) =>
              month.smsCount ? (
                <MonthExportButton monthYear={month.monthYear} />
              ) : (
                <Text size="sm" c="dimmed">
                  Nothing to export
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
  return (
    <AccessGate
      title="Monthly SMS"
      allows={maySeeSmsLog}
      refusal="The SMS report is for the administrator, HODs and faculty."
    >
      {() => (
        <TitledPage title="Monthly SMS">
          <MonthlyReport />
        </TitledPage>
      )}
    </AccessGate>
  )
}
