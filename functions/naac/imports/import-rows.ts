import { isSheetField, naacValueProblem, type NaacFormField } from '@campus/core'
import type { NaacReadRow, NaacRefusedRow } from '@campus/reports'

/** A row that meets the form: its values by field key, trimmed, empty ones left out (as an entry keeps them). */
export interface AcceptedRow {
  row: number
  fields: Record<string, string>
}

export interface CheckedRows {
  accepted: AcceptedRow[]
  /** Rows with a problem, their cells as the file held them, for the workbook of refused rows. */
  refused: NaacRefusedRow[]
  /** The first refused row's text, as the legacy client shows it: "Row 4: Date of event: use …". */
  firstError?: string
}

const loosely = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase()

/** A select's value as the form spells its option ("ug" is UG); other text as it is, to be refused. */
const optionOf = (field: NaacFormField, text: string) =>
  field.options.find((option) => loosely(option) === loosely(text)) ?? text

/**
 * Checks every read row against the form by the rules entries are checked by (`naacValueProblem`, shared with
 * the form page): required fields, dates dd/MM/yyyy, numbers, select options. A row's problems are all named.
 */
export function checkRows(form: readonly NaacFormField[], rows: readonly NaacReadRow[]): CheckedRows {
  const fields = form.filter(isSheetField)
  const accepted: AcceptedRow[] = []
  const refused: NaacRefusedRow[] = []
  for (const { row, cells } of rows) {
    const problems: string[] = []
    const values: Record<string, string> = {}
    for (const field of fields) {
      const cell = cells[field.key] ?? { text: '', value: undefined }
      if (cell.problem) {
        problems.push(cell.problem)
        continue
      }
      const text = field.type === 'select' ? optionOf(field, cell.text) : cell.text
      const problem = naacValueProblem(field, text)
      if (problem) problems.push(problem)
      else if (text.trim()) values[field.key] = text.trim()
    }
    if (problems.length)
      refused.push({
        row,
        values: Object.fromEntries(fields.map((field) => [field.key, cells[field.key]?.value])),
        errors: problems.join('; '),
      })
    else accepted.push({ row, fields: values })
  }
  const first = refused[0]
  return { accepted, refused, ...(first ? { firstError: `Row ${first.row}: ${first.errors}` } : {}) }
}
