import { type Gender, GENDERS } from '@campus/core'
import type { SheetColumn } from '@/lib/spreadsheet'
import { type RowIssue, sameText } from '@/components/spreadsheet-import/import-task'

/**
 * The columns the staff and student workbooks share (name, email, phone, gender and the address), their cells
 * in an export, and how an import reads them back. Each workbook places them among its own columns.
 */

export const PERSON_HEADERS = {
  name: 'Name*',
  email: 'Email*',
  phone: 'Phone',
  gender: 'Gender',
  addressline1: 'Address Line 1',
  addressline2: 'Address Line 2',
  city: 'City',
  state: 'State',
  pin: 'PIN',
} as const
const H = PERSON_HEADERS

type Column = SheetColumn<Record<string, unknown>>

/** The name, email, phone and gender columns; a workbook keyed on email says so in the email's note. */
export const personColumns = {
  name: { header: H.name, key: H.name, width: 28 },
  email: (note?: string): Column => ({ header: H.email, key: H.email, width: 30, ...(note ? { note } : {}) }),
  phone: { header: H.phone, key: H.phone, width: 14, note: '10 digits, optionally with +91' },
  gender: { header: H.gender, key: H.gender, choices: GENDERS },
} satisfies Record<string, Column | ((note?: string) => Column)>

/** The address columns, last in both workbooks. */
export const addressColumns: Column[] = [
  { header: H.addressline1, key: H.addressline1, width: 24 },
  { header: H.addressline2, key: H.addressline2, width: 24 },
  { header: H.city, key: H.city },
  { header: H.state, key: H.state },
  { header: H.pin, key: H.pin },
]

/** What the shared columns read from a person's record. */
export interface PersonRecord {
  name: string
  email: string
  phone?: string
  gender?: string
  addressline1?: string
  addressline2?: string
  city?: string
  state?: string
  pin?: string
}

/** A person's shared cells in an exported row. */
export const personSheetCells = (person: PersonRecord): Record<string, unknown> => ({
  [H.name]: person.name,
  [H.email]: person.email,
  [H.phone]: person.phone,
  [H.gender]: person.gender,
  [H.addressline1]: person.addressline1,
  [H.addressline2]: person.addressline2,
  [H.city]: person.city,
  [H.state]: person.state,
  [H.pin]: person.pin,
})

/** Reads a sheet row's cells by header, trimmed; a missing cell reads as empty. */
export const cellReader =
  (cells: Record<string, string>) =>
  (header: string): string =>
    cells[header]?.trim() ?? ''

/** The gender cell as one of the portal's genders; anything else is an issue. */
export function readGender(cell: (header: string) => string, errors: RowIssue[]): Gender | undefined {
  const gender = GENDERS.find((choice) => sameText(choice, cell(H.gender)))
  if (cell(H.gender) && !gender)
    errors.push({ field: H.gender, message: `must be one of ${GENDERS.join(', ')}` })
  return gender
}

/** The shared fields of an import row, from cells already checked; blank optional cells are left out. */
export function personImportFields(cell: (header: string) => string, gender: Gender | undefined) {
  const optional = (header: string) => cell(header) || undefined
  return {
    name: cell(H.name),
    email: cell(H.email),
    phone: optional(H.phone),
    gender,
    addressline1: optional(H.addressline1),
    addressline2: optional(H.addressline2),
    city: optional(H.city),
    state: optional(H.state),
    pin: optional(H.pin),
  }
}
