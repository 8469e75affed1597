import { Button } from '@mantine/core'
import { useState } from 'react'
import { notify } from '@/lib/notify'
import { useTranslation } from 'react-i18next'

/** "Export to Excel": spins while the workbook is built, and says so when it cannot be. */
export function ExportButton({ onExport, disabled }: { onExport: () => Promise<void>; disabled?: boolean }) {
  const { t } = useTranslation('common')
  const [exporting, setExporting] = useState(false)

  async function exportWorkbook() {
    setExporting(true)
    try {
      await onExport()
    } catch (error) {
      notify(
        'error',
        error instanceof Error
          ? t('ui.exportFailedBecause', { reason: error.message })
          : t('ui.exportFailed'),
      )
    } finally {
      setExporting(false)
    }
  }

  return (
    <Button variant="default" loading={exporting} disabled={disabled} onClick={() => void exportWorkbook()}>
      {t('ui.exportToExcel')}
    </Button>
  )
}
