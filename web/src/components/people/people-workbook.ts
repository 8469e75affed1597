import { type Gender, GENDERS } from '@campus/core'
import type { Namespace, TFunction } from 'i18next'
import { call, identityApi } from '@/lib/api-client'
import type { SheetColumn } from '@/lib/spreadsheet'
import { type ImportPlan, readSheetRow, withoutBlanks } from '@/components/spreadsheet-import/import-task'

/**
 * The columns the staff and student workbooks share (name, email, phone, gender and the address), their cells
 * in an export, and how an import reads them back. Each workbook places them among its own columns. The headers
 * stay English whatever the reader's language: an import finds its cells by them.
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

/** The name, email, phone, gender and address columns; a workbook keyed on email says so in the email's note. */
export const personColumns = (t: TFunction<'components'>) =>
  ({
    name: { header: H.name, key: H.name, width: 28 },
    email: (note?: string): Column => ({
      header: H.email,
      key: H.email,
      width: 30,
      ...(note ? { note } : {}),
    }),
    phone: { header: H.phone, key: H.phone, width: 14, note: t('personWorkbook.phoneNote') },
    gender: { header: H.gender, key: H.gender, choices: GENDERS },
    /** The address columns, last in both workbooks. */
    address: [
      { header: H.addressline1, key: H.addressline1, width: 24 },
      { header: H.addressline2, key: H.addressline2, width: 24 },
      { header: H.city, key: H.city },
      { header: H.state, key: H.state },
      { header: H.pin, key: H.pin },
    ],
  }) satisfies Record<string, Column | Column[] | ((note?: string) => Column)>

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
const personSheetCells = (person: PersonRecord): Record<string, unknown> => ({
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

/**
 * Reads a person's sheet row (see readSheetRow), with the gender cell and the shared fields of the import
 * row, from cells already checked; blank optional cells are left out.
 */
function readPersonRow(
  cells: Record<string, string>,
  required: readonly string[],
  t: TFunction<'components'>,
) {
  const row = readSheetRow(cells, required, t)
  const optional = (header: string) => row.cell(header) || undefined
  return {
    ...row,
    gender: () => row.choice(GENDERS, H.gender),
    personFields: (gender: Gender | undefined) => ({
      name: row.cell(H.name),
      email: row.cell(H.email),
      phone: optional(H.phone),
      gender,
      addressline1: optional(H.addressline1),
      addressline2: optional(H.addressline2),
      city: optional(H.city),
      state: optional(H.state),
      pin: optional(H.pin),
    }),
  }
}

type ImportBody = Parameters<typeof identityApi.api.user.import.$post>[0]['json']
type PersonKind = ImportBody['kind']

/** The request fields of one kind of person's import row, without the row number the import adds. */
export type PersonImportRow<Kind extends PersonKind> = Omit<
  Extract<ImportBody, { kind: Kind }>['rows'][number],
  'row'
>

/** A person's sheet row as a workbook reads its own cells: by header, with the issues found so far. */
export type PersonRowReader = ReturnType<typeof readSheetRow>

/** The import fields a workbook reads itself: all but the shared ones. */
export type OwnImportFields<Kind extends PersonKind> = Omit<
  PersonImportRow<Kind>,
  keyof ReturnType<ReturnType<typeof readPersonRow>['personFields']>
>

/** The import plan of one kind of person: its template is "<noun> template.xlsx" and its rows go to the user import. */
function personImportPlan<Kind extends PersonKind>(
  kind: Kind,
  noun: string,
  columns: ImportPlan<PersonImportRow<Kind>>['columns'],
  mapRow: ImportPlan<PersonImportRow<Kind>>['mapRow'],
): ImportPlan<PersonImportRow<Kind>> {
  return {
    kind: noun,
    noun,
    templateFileName: `${noun} template.xlsx`,
    columns,
    mapRow,
    sendChunk: (rows) => call(identityApi.api.user.import.$post({ json: { kind, rows } as ImportBody })),
  }
}

/**
 * The words a workbook writes in its notes and row messages: its feature's own (`t`) and those of the shared
 * columns and checks (`shared`).
 */
export interface WorkbookTexts<N extends Namespace> {
  t: TFunction<N>
  shared: TFunction<'components'>
}

/** What a people list exports and imports: the columns, a person's exported row, and the import. */
export interface PersonWorkbook<Row, Fields> {
  columns: Column[]
  sheetRow: (row: Row) => Record<string, unknown>
  importPlan: ImportPlan<Fields>
}

/**
 * One kind of person's workbook, for the portal's current lookups (departments and the like): the export and
 * the import template share its columns, so an exported list can be corrected and imported back. The shared
 * cells (name, email, phone, gender, address) are written and read here; the workbook gives its own.
 */
export const personWorkbook =
  <Kind extends PersonKind, Row extends PersonRecord, Lookups, N extends Namespace>({
    kind,
    noun,
    required,
    columns,
    sheetRow,
    readRow,
  }: {
    kind: Kind
    noun: (t: TFunction<N>) => string
    /** The headers a row may not leave blank. */
    required: readonly string[]
    /** Every column, the shared ones (personColumns) placed among the workbook's own. */
    columns: (lookups: Lookups, texts: WorkbookTexts<N>) => Column[]
    /** A row's own cells in an export. */
    sheetRow: (row: Row, lookups: Lookups) => Record<string, unknown>
    /**
     * Reads a sheet row's own fields, adding an issue to `row.errors` for every cell that does not match the
     * portal's lists; undefined when they cannot be read at all.
     */
    readRow: (
      row: PersonRowReader,
      lookups: Lookups,
      texts: WorkbookTexts<N>,
    ) => OwnImportFields<Kind> | undefined
  }) =>
  (lookups: Lookups, texts: WorkbookTexts<N>): PersonWorkbook<Row, PersonImportRow<Kind>> => ({
    columns: columns(lookups, texts),
    sheetRow: (row) => ({ ...personSheetCells(row), ...sheetRow(row, lookups) }),
    importPlan: personImportPlan(kind, noun(texts.t), columns(lookups, texts), (cells) => {
      const row = readPersonRow(cells, required, texts.shared)
      const gender = row.gender()
      const own = readRow(row, lookups, texts)
      if (row.errors.length || !own) return { errors: row.errors }
      const fields = { ...row.personFields(gender), ...own } as PersonImportRow<Kind>
      return { fields: withoutBlanks(fields) }
    }),
  })
