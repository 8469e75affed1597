import ExcelJS from 'exceljs'
import type { Download } from '@playwright/test'

/** Rows of a downloaded workbook's first visible sheet, keyed by its header row. */
export async function readDownloadedRows(download: Download): Promise<Record<string, string>[]> {
  const path = await download.path()
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.readFile(path)
  const sheet = workbook.worksheets.find((candidate) => candidate.state !== 'hidden')
  if (!sheet) throw new Error('The workbook has no visible sheet')
  const headers: string[] = []
  sheet.getRow(1).eachCell((cell, column) => {
    headers[column - 1] = cell.text
  })
  const rows: Record<string, string>[] = []
  sheet.eachRow((row, number) => {
    if (number === 1) return
    const values = Object.fromEntries(headers.map((header, index) => [header, row.getCell(index + 1).text]))
    if (Object.values(values).some(Boolean)) rows.push(values)
  })
  return rows
}

/**
 * Fills a downloaded template the way a college office would: one row per person under the template's own
 * header row, keeping its dropdowns. Returns the file to upload.
 */
export async function fillTemplate(
  template: Download,
  rows: readonly Record<string, string | number>[],
  savePath: string,
): Promise<string> {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.readFile(await template.path())
  const sheet = workbook.worksheets.find((candidate) => candidate.state !== 'hidden')
  if (!sheet) throw new Error('The template has no visible sheet')
  const headers: string[] = []
  sheet.getRow(1).eachCell((cell, column) => {
    headers[column - 1] = cell.text
  })
  rows.forEach((values, index) => {
    const row = sheet.getRow(index + 2)
    for (const [header, value] of Object.entries(values)) {
      const column = headers.indexOf(header)
      if (column < 0) throw new Error(`The template has no column "${header}"; it has ${headers.join(', ')}`)
      row.getCell(column + 1).value = value
    }
    row.commit()
  })
  await workbook.xlsx.writeFile(savePath)
  return savePath
}
