import 'mantine-datatable/styles.css'
import { Button, Text } from '@mantine/core'
import { DataTable } from 'mantine-datatable'
import { useState } from 'react'
import { AccessGate } from '@/components/ui/access-gate'
import { LoadError } from '@/components/ui/load-error'
import { keyboardScrollable } from '@/components/ui/table-scroll'
import { TitledPage } from '@/components/ui/titled-page'
import { ApiError } from '@/lib/api-error'
import { notify } from '@/lib/notify'
import { saveUrl } from '@/lib/save-file'
import { exportMonth, useMonthlySms } from '../api/sms'
import { maySeeSmsLog } from '../utils/access'
import { formatMonthYear } from '../utils/format'

function MonthlyReport() {
  const months = useMonthlySms()
  const [exporting, setExporting] = useState<string>()
  const rows = (months.data ?? []).map((month, index) => ({ ...month, number: index + 1 }))

  async function download(monthYear: string) {
    setExporting(monthYear)
    try {
      const workbook = await exportMonth(monthYear)
      saveUrl(workbook.downloadUrl, workbook.fileName)
    } catch (error) {
      notify('error', error instanceof ApiError ? error.message : 'The export failed. Try again.')
    } finally {
      setExporting(undefined)
    }
  }

  return (
    <>
      <LoadError title="The monthly report did not load" error={months.error} />
      <DataTable
        aria-label="Monthly SMS"
        withTableBorder
        striped
        minHeight={160}
        scrollAreaProps={keyboardScrollable}
        fetching={months.isLoading}
        records={rows}
        idAccessor="monthYear"
        noRecordsText="No SMS have been sent yet."
        columns={[
          { accessor: 'number', title: '#', width: 50 },
          {
            accessor: 'monthYear',
            title: 'Month & Year',
            render: (month) => formatMonthYear(month.monthYear),
          },
          { accessor: 'smsCount', title: 'Total SMS Sent' },
          { accessor: 'smsFailCount', title: 'Total Fail Count' },
          {
            accessor: 'export',
            title: 'Export Excel',
            render: (month) =>
              month.smsCount ? (
                <Button
                  size="compact-xs"
                  variant="light"
                  loading={exporting === month.monthYear}
                  aria-label={`Download ${formatMonthYear(month.monthYear)} as Excel`}
                  onClick={() => void download(month.monthYear)}
                >
                  Download
                </Button>
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

/** announcement/monthlysms (Monthly SMS Review): each month's SMS and failures, with its workbook. */
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
