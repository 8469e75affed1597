import { Button } from '@mantine/core'
import { useState } from 'react'
import { notify } from '@/lib/notify'

/** "Export to Excel": spins while the workbook is built, and says so when it cannot be. */
export function ExportButton({ onExport, disabled }: { onExport: () => Promise<void>; disabled?: boolean }) {
  const [exporting, setExporting] = useState(false)

  async function exportWorkbook() {
    setExporting(true)
    try {
      await onExport()
    } catch (error) {
      notify('error', error instanceof Error ? `The export failed: ${error.message}` : 'The export failed.')
    } finally {
      setExporting(false)
    }
  }

  return (
    <Button variant="default" loading={exporting} disabled={disabled} onClick={() => void exportWorkbook()}>
      Export to Excel
    </Button>
  )
}
