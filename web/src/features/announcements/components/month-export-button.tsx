import { ExportJobButton } from '@/components/exports/export-job-button'
import { monthExportSource, startMonthExport } from '../api/sms'
import { formatMonthYear } from '../utils/format'
import { useStaffTranslation } from '@/lib/i18n/staff'

/**
 * A month's workbook, built on the server: the button asks for it, a bar shows how far along it is, and once it
 * is READY the file downloads (with a link to save it again while the link lasts). A failure says why; the
 * button tries again.
 */
export function MonthExportButton({ monthYear }: { monthYear: string }) {
  const { t } = useStaffTranslation('announcementsStaff')
  const month = formatMonthYear(monthYear)
  const workbook = (fileName: string | undefined) => fileName ?? t('monthExport.theWorkbook')
  return (
    <ExportJobButton
      source={monthExportSource(monthYear)}
      start={() => startMonthExport(monthYear)}
      size="compact"
      saveWhenReady
      texts={{
        button: t('monthExport.download'),
        buttonLabel: t('monthExport.downloadLabel', { month }),
        progress: (job) => t('monthExport.preparing', { fileName: workbook(job.fileName) }),
        progressLabel: () => t('monthExport.progressLabel', { month }),
        download: (job) => t('monthExport.saveAgain', { fileName: workbook(job.fileName) }),
        startFailed: t('monthExport.startError'),
        buildFailed: t('monthExport.buildFailed'),
      }}
    />
  )
}
