import { spreadsheetCell } from '@campus/core'
import ExcelJS from 'exceljs'
import type { AnySheetSpec, WorkbookRow } from './workbook'

/**
 * An .xlsx of `sheets` as bytes, for a workbook small enough to answer in the request (a few thousand rows):
 * the same sheets as {@link writeWorkbookToS3} writes (a bold header row from the columns, then one row per
 * item, formula-like text quoted), held in memory rather than streamed into S3. Anything bigger goes through a
 * job request (docs/architecture.md section 6).
 */
export async function workbookBytes(sheets: readonly AnySheetSpec[]): Promise<Uint8Array<ArrayBuffer>> {
  const workbook = new ExcelJS.Workbook()
  for (const sheet of sheets) {
    const worksheet = workbook.addWorksheet(sheet.name)
    worksheet.columns = sheet.columns.map(({ header, key, width }) => ({ header, key, width }))
    worksheet.getRow(1).font = { bold: true }
    for await (const row of sheet.rows) worksheet.addRow(safeCells(row))
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer())
}

/** The row with formula-like text quoted (`spreadsheetCell`), numbers and dates as they are. */
const safeCells = (row: WorkbookRow): WorkbookRow =>
  Object.fromEntries(Object.entries(row).map(([key, value]) => [key, spreadsheetCell(value)]))
