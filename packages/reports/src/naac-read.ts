import { isSheetField, type NaacFormField } from '@campus/core'
import ExcelJS from 'exceljs'
import { NAAC_ERRORS_HEADER, NAAC_ROW_HEADER, type NaacCellValue } from './naac-sample'

/** One field's cell of a row: its text as the import checks it, and its value as the file held it. */
export interface NaacReadCell {
  /** Text as typed; a number as Excel shows it (15 significant digits); a date cell as dd/MM/yyyy. */
  text: string
  value: NaacCellValue
  /** Set when the cell cannot be read as a value at all (an Excel error such as #N/A). */
  problem?: string
}

/** A row with something in it, by its number in the sheet (the header is row 1). */
export interface NaacReadRow {
  row: number
  /** Every sheet field's cell by field key (an absent cell is empty text). */
  cells: Record<string, NaacReadCell>
}

/** The rows of an uploaded workbook, or why the file as a whole is refused. */
export type NaacSheetRead = { ok: true; rows: NaacReadRow[] } | { ok: false; problem: string }

/** Raised when the bytes are no workbook exceljs can open. */
export class UnreadableWorkbook extends Error {}

/** Labels compared as people type them: case, repeated and edge spaces (and non-breaking ones) do not matter. */
const normalized = (text: string) => text.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase()

const two = (n: number) => String(n).padStart(2, '0')

/**
 * A date cell as dd/MM/yyyy. Excel keeps a date as a serial number of days with no time zone, and exceljs
 * hands it over as that wall-clock time in UTC, so the day is read in UTC: the day the sheet shows, also for
 * a time late in the evening (read in India's zone, 30/10/1994 23:00 would become the 31st).
 */
const dayOf = (date: Date) =>
  `${two(date.getUTCDate())}/${two(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`

/** A number as Excel shows it: 15 significant digits, so 0.1 + 0.2 is 0.3 and 9876543210 stays whole. */
const numberText = (value: number) => String(Number(value.toPrecision(15)))

/** The text and value of a cell, whatever exceljs gives for it (rich text, a formula's result, a link). */
function cellOf(value: ExcelJS.CellValue, label: string): NaacReadCell {
  if (value === null || value === undefined) return { text: '', value: undefined }
  if (typeof value === 'string') return { text: value, value }
  if (typeof value === 'number') return { text: numberText(value), value }
  if (typeof value === 'boolean') return { text: value ? 'TRUE' : 'FALSE', value }
  if (value instanceof Date)
    return Number.isNaN(value.getTime())
      ? { text: '', value: undefined, problem: `${label}: the cell holds a date Excel cannot show` }
      : { text: dayOf(value), value }
  if ('error' in value)
    return { text: '', value: undefined, problem: `${label}: the cell holds the Excel error ${value.error}` }
  if ('richText' in value) {
    const text = value.richText.map((part) => part.text).join('')
    return { text, value: text }
  }
  if ('hyperlink' in value) {
    // A link's text may itself be rich text, though the type says string.
    const text = typeof value.text === 'string' ? value.text : cellOf(value.text, label).text
    return { text, value: text }
  }
  if ('formula' in value || 'sharedFormula' in value) return cellOf(value.result ?? null, label)
  return { text: '', value: undefined }
}

const plural = (count: number, one: string) =>
  `${count.toLocaleString('en-US')} ${one}${count === 1 ? '' : 's'}`

/**
 * Reads the first sheet of an uploaded .xlsx against a form: row 1 must hold the label of every field a row
 * carries, in any order (the Row and Errors columns of a returned error workbook are skipped); each later row
 * with anything in a field's column is a row to import. Fewer than `maxRows` such rows, or the file is refused
 * as a whole, with a message naming what to mend.
 * @throws UnreadableWorkbook when the bytes are not a workbook exceljs can open
 */
export async function readNaacSheet(
  bytes: Uint8Array,
  form: readonly NaacFormField[],
  options: { maxRows: number },
): Promise<NaacSheetRead> {
  const workbook = new ExcelJS.Workbook()
  try {
    // exceljs declares a Buffer of its own for `load`; a node Buffer is one at run time.
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ExcelJS.Buffer)
  } catch (error) {
    throw new UnreadableWorkbook(error instanceof Error ? error.message : String(error))
  }
  const sheet = workbook.worksheets.find((each) => each.state === 'visible') ?? workbook.worksheets[0]
  if (!sheet || sheet.actualRowCount === 0)
    return {
      ok: false,
      problem: 'The first sheet is empty: fill in the sample workbook and upload it again.',
    }

  const fields = form.filter(isSheetField)
  const byLabel = new Map(fields.map((field) => [normalized(field.label), field]))
  const skipped = new Set([normalized(NAAC_ROW_HEADER), normalized(NAAC_ERRORS_HEADER)])
  const columns = new Map<string, number>()
  const unknown: string[] = []
  const repeated: string[] = []
  sheet.getRow(1).eachCell((cell, column) => {
    const header = cellOf(cell.value, '').text.trim()
    if (!header) return
    const field = byLabel.get(normalized(header))
    if (!field) {
      if (!skipped.has(normalized(header))) unknown.push(header)
    } else if (columns.has(field.key)) repeated.push(field.label)
    else columns.set(field.key, column)
  })
  const missing = fields.filter((field) => !columns.has(field.key)).map((field) => field.label)
  const faults = [
    missing.length ? `missing ${missing.join(', ')}` : '',
    unknown.length ? `unknown ${unknown.join(', ')}` : '',
    repeated.length ? `repeated ${repeated.join(', ')}` : '',
  ].filter(Boolean)
  if (faults.length) return { ok: false, problem: `Headers must match the sample: ${faults.join('; ')}` }

  const rows: NaacReadRow[] = []
  let counted = 0
  sheet.eachRow((row, number) => {
    if (number === 1) return
    const cells: Record<string, NaacReadCell> = {}
    let filled = false
    for (const field of fields) {
      const cell = cellOf(row.getCell(columns.get(field.key)!).value, field.label)
      cells[field.key] = cell
      if (cell.text.trim() || cell.problem) filled = true
    }
    if (!filled) return
    counted += 1
    if (counted <= options.maxRows) rows.push({ row: number, cells })
  })
  if (counted > options.maxRows)
    return {
      ok: false,
      problem: `The workbook has ${plural(counted, 'row')}; one import takes at most ${plural(options.maxRows, 'row')}. Split it into smaller workbooks and import each.`,
    }
  return { ok: true, rows }
}
