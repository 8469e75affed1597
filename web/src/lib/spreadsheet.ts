import { fromSpreadsheetText, spreadsheetCell } from '@campus/core'
import type * as ExcelJS from 'exceljs'
import type { Workbook, Worksheet } from 'exceljs'
import type { TFunction } from 'i18next'
import { saveFile } from './save-file'

/**
 * Reading and writing Excel workbooks in the browser. exceljs is large (948 kB minified, 258 kB gzipped), so it loads
 * only when a screen imports or exports, never with the shell. Workbooks are built here rather than on the
 * server: the data is already in the page, and the Lambdas stay under their size budget (ADR 0008).
 */
const loadExcel = async () => {
  // The package's browser build is a UMD bundle; Vite exposes it as the default export.
  const module = (await import('exceljs')) as unknown as { default?: typeof ExcelJS }
  return module.default ?? (module as unknown as typeof ExcelJS)
}

export interface SheetColumn<Row> {
  header: string
  key: keyof Row & string
  width?: number
  /** Values the cell must be one of; the template shows them as a dropdown. */
  choices?: readonly string[]
  /** A note shown on the header cell (what to write, which format). */
  note?: string
}

export interface SheetSpec<Row> {
  name: string
  columns: readonly SheetColumn<Row>[]
  rows: readonly Row[]
}

/** The header row's style: bold on a light fill, so a filled template still reads as a form. */
function styleHeader(sheet: Worksheet) {
  const header = sheet.getRow(1)
  header.font = { bold: true }
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE7F0FA' } }
  sheet.views = [{ state: 'frozen', ySplit: 1 }]
}

/**
 * Adds a dropdown for each column with choices. Choices live on a hidden "Lists" sheet, because an inline
 * list is limited to 255 characters and department names soon pass that.
 */
function addChoices<Row>(workbook: Workbook, sheet: Worksheet, spec: SheetSpec<Row>, lastRow: number) {
  const withChoices = spec.columns.filter((column) => column.choices?.length)
  if (!withChoices.length) return
  const lists = workbook.getWorksheet('Lists') ?? workbook.addWorksheet('Lists', { state: 'hidden' })
  withChoices.forEach((column) => {
    const listColumn = lists.columnCount + 1
    const choices = column.choices ?? []
    choices.forEach((choice, index) => {
      lists.getCell(index + 1, listColumn).value = spreadsheetCell(choice)
    })
    const letter = lists.getColumn(listColumn).letter
    const target = spec.columns.indexOf(column) + 1
    for (let row = 2; row <= lastRow; row++) {
      sheet.getCell(row, target).dataValidation = {
        type: 'list',
        allowBlank: true,
        formulae: [`Lists!$${letter}$1:$${letter}$${choices.length}`],
        showErrorMessage: true,
        errorTitle: column.header,
        error: `Choose one of the listed ${column.header.toLowerCase()} values.`,
      }
    }
  })
}

/**
 * Builds a workbook from sheets. Text that a spreadsheet would read as a formula (`=`, `+`, `-`, `@`, tab, CR
 * first) is written with a leading quote (`spreadsheetText`, shared with the server's exports), so a value a
 * person typed into the portal never runs as a formula; `readFirstSheet` drops that quote again.
 */
export async function buildWorkbook(
  sheets: readonly SheetSpec<Record<string, unknown>>[],
  options: { blankRows?: number } = {},
): Promise<Workbook> {
  const excel = await loadExcel()
  const workbook = new excel.Workbook()
  workbook.created = new Date()
  for (const spec of sheets) {
    const sheet = workbook.addWorksheet(spec.name)
    sheet.columns = spec.columns.map(({ header, key, width }) => ({
      header,
      key,
      width: width ?? Math.max(12, header.length + 4),
    }))
    spec.rows.forEach((row) =>
      sheet.addRow(
        Object.fromEntries(Object.entries(row).map(([key, value]) => [key, spreadsheetCell(value)])),
      ),
    )
    spec.columns.forEach((column, index) => {
      if (column.note) sheet.getCell(1, index + 1).note = column.note
    })
    styleHeader(sheet)
    addChoices(workbook, sheet, spec, spec.rows.length + 1 + (options.blankRows ?? 0))
  }
  return workbook
}

/** Builds a workbook from sheets (`buildWorkbook`) and saves it under `fileName` in the browser's downloads. */
export async function downloadWorkbook(
  fileName: string,
  sheets: readonly SheetSpec<Record<string, unknown>>[],
  options: { blankRows?: number } = {},
) {
  const workbook = await buildWorkbook(sheets, options)
  const buffer = await workbook.xlsx.writeBuffer()
  saveFile(
    new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
    fileName,
  )
}

/** One filled row of a sheet: its row number in the workbook and its cells by header text. */
export interface SheetRow {
  row: number
  cells: Record<string, string>
}

/**
 * The text a person sees in a cell: dates as YYYY-MM-DD, formulas as their result, rich text joined, and text
 * the portal wrote with a leading quote (see `buildWorkbook`) as it was before.
 */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (value instanceof Date) return value.toISOString().slice(0, 10)
  if (typeof value === 'object') {
    const cell = value as { result?: unknown; richText?: { text: string }[]; text?: unknown }
    if (cell.richText)
      return cell.richText
        .map((part) => part.text)
        .join('')
        .trim()
    if ('result' in cell) return cellText(cell.result)
    if (cell.text !== undefined) return cellText(cell.text)
    return ''
  }
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return typeof value === 'string' ? fromSpreadsheetText(value.trim()) : ''
}

export class SpreadsheetError extends Error {}

/**
 * Reads the first sheet of an .xlsx file: the first row names the columns, every later row with any
 * content becomes a {@link SheetRow}. Throws a {@link SpreadsheetError} with a message for the person when
 * the file is not a workbook or has no header row.
 */
export async function readFirstSheet(
  file: File,
  t: TFunction<'components'>,
): Promise<{ headers: string[]; rows: SheetRow[] }> {
  if (!/\.xlsx$/i.test(file.name)) throw new SpreadsheetError(t('workbook.notXlsx'))
  const excel = await loadExcel()
  const workbook = new excel.Workbook()
  try {
    await workbook.xlsx.load(await file.arrayBuffer())
  } catch {
    throw new SpreadsheetError(t('workbook.unreadable', { name: file.name }))
  }
  return readSheetOf(workbook, t)
}

/** The first visible sheet of a loaded workbook, as `readFirstSheet` gives it. */
export function readSheetOf(
  workbook: Workbook,
  t: TFunction<'components'>,
): { headers: string[]; rows: SheetRow[] } {
  const sheet = workbook.worksheets.find((candidate) => candidate.state !== 'hidden')
  if (!sheet) throw new SpreadsheetError(t('workbook.noSheet'))
  const headers: string[] = []
  sheet.getRow(1).eachCell({ includeEmpty: true }, (cell, column) => {
    headers[column - 1] = cellText(cell.value)
  })
  if (!headers.some(Boolean)) throw new SpreadsheetError(t('workbook.noHeaders'))
  const rows: SheetRow[] = []
  sheet.eachRow((row, rowNumber) => {
    if (rowNumber === 1) return
    const cells: Record<string, string> = {}
    headers.forEach((header, index) => {
      if (header) cells[header] = cellText(row.getCell(index + 1).value)
    })
    if (Object.values(cells).some(Boolean)) rows.push({ row: rowNumber, cells })
  })
  return { headers, rows }
}
