import { isEnteredField, type NaacFormField } from '@campus/core'
import type { AnySheetSpec, WorkbookRow } from './workbook'

/**
 * The sheets of the NAAC report workbooks (legacy-client.md 2.5 "consolidated Excel", functions/naac/reports):
 * one sheet per template, one row per entry, a column per entered field of every form version the entries were
 * made with (files as their file name), framed by where the entry comes from and where its review stands.
 */

/** A column of a template's sheet: a form field by key, headed by its label. */
export interface NaacReportField {
  key: string
  label: string
  type: NaacFormField['type']
}

/** An entry as a report row reads it. */
export interface NaacReportEntry {
  facultyName: string
  facultyDeptName: string
  /** Values by field key: text, or a kept file `{ fileName }`. */
  fields: Record<string, unknown>
  status: string
  createdByName: string
  createdOn: number
  modifiedOn: number
}

const FRAME_BEFORE = [
  { header: 'S.No', key: '#sno', width: 6 },
  { header: 'Faculty', key: '#faculty', width: 24 },
  { header: 'Department', key: '#department', width: 28 },
]
const FRAME_AFTER = [
  { header: 'Status', key: '#status', width: 12 },
  { header: 'Created By', key: '#createdBy', width: 22 },
  { header: 'Created On', key: '#createdOn', width: 20 },
  { header: 'Modified On', key: '#modifiedOn', width: 20 },
]

/**
 * The columns of a template's entries over its form versions, oldest first: each entered field once, by key,
 * headed by the label of the newest version that has it, in the newest form's order with fields only older
 * forms had after them. An entry keeps the version it was made with, so an old entry's values still show.
 */
export function naacReportFields(versions: readonly { version: number; fields: readonly NaacFormField[] }[]) {
  const byKey = new Map<string, NaacReportField>()
  const newestFirst = [...versions].sort((a, b) => b.version - a.version)
  for (const { fields } of newestFirst)
    for (const field of fields)
      if (isEnteredField(field) && !byKey.has(field.key))
        byKey.set(field.key, { key: field.key, label: field.label, type: field.type })
  return [...byKey.values()]
}

/** A stored value as a cell: text as it is, a file as its name. */
function cellOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value || undefined
  if (value && typeof value === 'object' && 'fileName' in value) {
    const { fileName } = value as { fileName?: unknown }
    return typeof fileName === 'string' ? fileName : undefined
  }
  return undefined
}

/** Excel's 31 characters, none of `*?:\/[]`, and unique in the workbook (case-insensitively, as Excel compares). */
export function naacSheetName(subCriteria: string, title: string, used: Set<string>): string {
  const clean = (text: string) =>
    text
      .replace(/[*?:\\/[\]]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  const base = clean(`${subCriteria} ${title}`).slice(0, 31).trim() || 'Template'
  let name = base
  for (let n = 2; used.has(name.toLowerCase()); n++) name = `${base.slice(0, 31 - `(${n})`.length)}(${n})`
  used.add(name.toLowerCase())
  return name
}

/** A date-time as the report shows it in the college's zone: `26/11/2026 14:05`. */
/**
 * The date-time format of a zone, made once: a formatter costs far more to make than to use, and one per cell
 * (200,000 in a faculty's workbook) grew memory by gigabytes outside the JS heap (tests/bench/naac-consolidated.ts).
 */
function dateTimeFormatOf(timeZone: string) {
  const format = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  })
  return (at: number) => format.format(at).replace(',', '')
}

/**
 * One template's sheet for writeWorkbookToS3: rows are read from `entries` as they are written, numbered from 1.
 * @example
 * naacReportSheet({ name: naacSheetName('1.1.1', 'Syllabus', used), fields, entries: readEntries(), timeZone })
 */
export function naacReportSheet(options: {
  name: string
  fields: readonly NaacReportField[]
  entries: Iterable<NaacReportEntry> | AsyncIterable<NaacReportEntry>
  timeZone: string
}): AnySheetSpec {
  const { fields, entries, timeZone } = options
  const columns = [
    ...FRAME_BEFORE,
    ...fields.map((field) => ({
      header: field.label,
      key: `f:${field.key}`,
      width: Math.min(50, Math.max(12, field.label.length + 2)),
    })),
    ...FRAME_AFTER,
  ]
  const shownOn = dateTimeFormatOf(timeZone)
  async function* rows(): AsyncIterable<WorkbookRow> {
    let sno = 0
    for await (const entry of entries) {
      const row: WorkbookRow = {
        '#sno': ++sno,
        '#faculty': entry.facultyName,
        '#department': entry.facultyDeptName,
        '#status': entry.status,
        '#createdBy': entry.createdByName,
        '#createdOn': shownOn(entry.createdOn),
        '#modifiedOn': shownOn(entry.modifiedOn),
      }
      for (const field of fields) row[`f:${field.key}`] = cellOf(entry.fields[field.key])
      yield row
    }
  }
  return { name: options.name, columns, rows: rows() }
}
