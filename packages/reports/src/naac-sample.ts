import { isSheetField, type NaacFormField } from '@campus/core'
import ExcelJS from 'exceljs'

/**
 * The workbooks of a NAAC template's Excel import (legacy-client.md 5.2): the sample a faculty department fills
 * in, and the workbook of refused rows an import hands back. Both have one column per field a row carries
 * (`isSheetField`: no files, headings or hidden fields), in form order, headed by the field's label, which is
 * how the import finds its columns again (naac-read.ts).
 */

/** The sheet the rows go in; the import reads the first sheet whatever its name. */
export const NAAC_SHEET_NAME = 'Entries'
/** The hidden sheet holding the choices of every select, one column each. */
export const NAAC_LISTS_SHEET_NAME = 'Lists'
/** The extra columns of the workbook of refused rows; the import ignores them, so the fixed file goes back as is. */
export const NAAC_ROW_HEADER = 'Row'
export const NAAC_ERRORS_HEADER = 'Errors'

/** How a date is typed, as the notes and the import's messages say it. */
export const NAAC_DATE_HINT = 'dd/MM/yyyy (30/10/1994)'

/** A value as a cell of the file held it: text, a number, TRUE/FALSE or a date. */
export type NaacCellValue = string | number | boolean | Date | undefined

/** A refused row for the workbook of refused rows: its number in the uploaded sheet, its cells, its problems. */
export interface NaacRefusedRow {
  row: number
  /** The value of each field's cell by field key, as the file held it. */
  values: Record<string, NaacCellValue>
  errors: string
}

export interface NaacSheetOptions {
  /** Rows below the header that get the dropdowns: as many as one import takes. */
  rows: number
}

const MIN_WIDTH = 12
const MAX_WIDTH = 60

/** What a field's header note says: how to type its values. */
function noteOf(field: NaacFormField): string | undefined {
  const lines = [
    field.type === 'date' ? `Type the date as ${NAAC_DATE_HINT}.` : undefined,
    field.type === 'number' ? 'A number.' : undefined,
    field.type === 'select' ? 'Choose one of the list.' : undefined,
    field.required ? 'Required.' : undefined,
  ].filter(Boolean)
  return lines.length ? lines.join('\n') : undefined
}

/** A width that fits the label and, for a select, its longest choice (in characters, as Excel counts them). */
const widthOf = (field: NaacFormField) =>
  Math.min(
    MAX_WIDTH,
    Math.max(
      MIN_WIDTH,
      field.label.length + 2,
      ...field.options.map((option) => option.length + 4),
      field.type === 'date' ? NAAC_DATE_HINT.length : 0,
    ),
  )

/** A column's letters: 1 is A, 27 is AA. */
const letterOf = (column: number) => {
  let letters = ''
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters
  return letters
}

/**
 * A sheet's data validations by range. exceljs 4.4 has them (`worksheet.dataValidations`) but its types leave
 * them out; a range is one rule in the file, where a validation per cell would be 10,000 to squeeze together.
 */
const validationsOf = (sheet: ExcelJS.Worksheet) =>
  (sheet as unknown as { dataValidations: { add(range: string, rule: ExcelJS.DataValidation): void } })
    .dataValidations

/**
 * Adds the rows sheet (header row bold and frozen, widths that fit) and, when the form has selects, the hidden
 * Lists sheet their dropdowns read. `before` and `after` are extra columns around the fields'. A date column
 * is formatted as text, so Excel keeps `30/10/1994` as typed instead of turning it into a serial number or
 * reading it as 10 Oct by the computer's locale. Answers the rows sheet and the column of each field.
 */
function layOut(
  workbook: ExcelJS.Workbook,
  form: readonly NaacFormField[],
  options: NaacSheetOptions & { before?: string[]; after?: string[] },
) {
  const fields = form.filter(isSheetField)
  const sheet = workbook.addWorksheet(NAAC_SHEET_NAME, { views: [{ state: 'frozen', ySplit: 1 }] })
  const before = options.before ?? []
  const headers = [...before, ...fields.map((field) => field.label), ...(options.after ?? [])]
  const header = sheet.getRow(1)
  header.font = { bold: true }
  headers.forEach((text, index) => {
    header.getCell(index + 1).value = text
    sheet.getColumn(index + 1).width = Math.max(MIN_WIDTH, text.length + 2)
  })

  const selects = fields.filter((field) => field.type === 'select')
  const lists = selects.length ? workbook.addWorksheet(NAAC_LISTS_SHEET_NAME, { state: 'hidden' }) : undefined
  const lastRow = options.rows + 1
  const columnOf = new Map<string, number>()
  fields.forEach((field, index) => {
    const number = before.length + index + 1
    columnOf.set(field.key, number)
    const column = sheet.getColumn(number)
    column.width = widthOf(field)
    if (field.type === 'date') column.numFmt = '@'
    const note = noteOf(field)
    if (note) header.getCell(number).note = note
    if (field.type !== 'select' || !lists) return
    const listColumn = selects.indexOf(field) + 1
    const choices = [field.label, ...field.options]
    choices.forEach((text, row) => {
      lists.getCell(row + 1, listColumn).value = text
    })
    const list = letterOf(listColumn)
    const letter = letterOf(number)
    validationsOf(sheet).add(`${letter}2:${letter}${lastRow}`, {
      type: 'list',
      allowBlank: true,
      formulae: [`${NAAC_LISTS_SHEET_NAME}!$${list}$2:$${list}$${field.options.length + 1}`],
      showErrorMessage: true,
      errorStyle: 'stop',
      errorTitle: field.label.slice(0, 32),
      error: 'Choose one of the list.',
    })
  })
  return { sheet, columnOf }
}

const bytesOf = async (workbook: ExcelJS.Workbook) => new Uint8Array(await workbook.xlsx.writeBuffer())

/** The sample workbook of a form: the header row of its sheet fields, dropdowns for selects, notes on dates. */
export async function naacSampleWorkbook(
  form: readonly NaacFormField[],
  options: NaacSheetOptions,
): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook()
  layOut(workbook, form, options)
  return bytesOf(workbook)
}

/**
 * The refused rows of an import, laid out as the sample with their row number first and their problems last,
 * each value as the uploaded file held it (a date cell stays a date). Fixed, it can be uploaded again as it is:
 * the import skips the Row and Errors columns.
 */
export async function naacErrorWorkbook(
  form: readonly NaacFormField[],
  refused: readonly NaacRefusedRow[],
  options: NaacSheetOptions,
): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook()
  const { sheet, columnOf } = layOut(workbook, form, {
    ...options,
    before: [NAAC_ROW_HEADER],
    after: [NAAC_ERRORS_HEADER],
  })
  const errorsColumn = columnOf.size + 2
  sheet.getColumn(errorsColumn).width = MAX_WIDTH
  sheet.getColumn(errorsColumn).alignment = { wrapText: true, vertical: 'top' }
  refused.forEach((refusal, index) => {
    const row = sheet.getRow(index + 2)
    row.getCell(1).value = refusal.row
    for (const [key, column] of columnOf) {
      const value = refusal.values[key]
      if (value === undefined || value === '') continue
      const cell = row.getCell(column)
      cell.value = value
      if (value instanceof Date) cell.numFmt = 'dd/mm/yyyy'
    }
    row.getCell(errorsColumn).value = refusal.errors
  })
  return bytesOf(workbook)
}
