import * as z from 'zod'
import { isWellFormedText } from '../text'

/**
 * A NAAC template's form: the field descriptors of the JSON file an administrator uploads (legacy-client.md
 * 5.2), read once when the template is saved and kept as data, so entries, the sample workbook and the import
 * are all checked by the same rules, on the server and in the page.
 */

/** The kinds of field a form may hold. */
export const NAAC_FIELD_TYPES = [
  'tableHeading',
  'text',
  'textarea',
  'textDate',
  'number',
  'select',
  'file',
  'date',
  'hidden',
] as const
export type NaacFieldType = (typeof NAAC_FIELD_TYPES)[number]

/** The key of the version field the server adds to every form (its label `version` hides it from tables). */
export const NAAC_VERSION_KEY = 'jsonVersion'

/** Most fields a form may have, and the longest text a field's value may hold. */
export const NAAC_MAX_FIELDS = 100
export const NAAC_VALUE_MAX_LENGTH = 10_000

/** A form field as stored: the descriptor read from the JSON file, checked and with its key. */
export interface NaacFormField {
  key: string
  label: string
  type: NaacFieldType
  required: boolean
  /** The choices of a `select`. */
  options: string[]
  /** The allowed extensions of a `file` as the JSON names them (`(pdf|PDF)`, `pdf, docx`). */
  regex: string
  /** Help shown under the control, as HTML: stored as given, sanitized wherever it is shown. */
  helptext: string
}

/** A template's form at one version. */
export interface NaacForm {
  version: number
  fields: NaacFormField[]
}

/** Fields that take a value from a person (headings and hidden fields do not). */
export const isEnteredField = (field: Pick<NaacFormField, 'type'>) =>
  field.type !== 'tableHeading' && field.type !== 'hidden'

/** Fields a workbook row carries: entered fields without files (a file is attached to the entry afterwards). */
export const isSheetField = (field: Pick<NaacFormField, 'type'>) =>
  isEnteredField(field) && field.type !== 'file'

const text = (value: unknown) => (typeof value === 'string' ? value : undefined)

const DescriptorSchema = z.looseObject({
  label: z.string().optional(),
  type: z.string().optional(),
  required: z.union([z.string(), z.boolean()]).optional(),
  options: z.unknown().optional(),
  regex: z.string().optional(),
  helptext: z.string().optional(),
  value: z.unknown().optional(),
})

/** A form definition read from a JSON file, or the problems that stop it, each naming its field. */
export type NaacFormParse = { ok: true; fields: NaacFormField[] } | { ok: false; problems: string[] }

const KEY = /^[A-Za-z][A-Za-z0-9_]{0,63}$/

/**
 * Reads an uploaded form definition: `{ "fields": { <key>: descriptor } }` or the descriptors at the top level,
 * in the order the file lists them. Every problem is reported with the field's position and key ("Field 3
 * (startDate): type must be one of …"), not only the first, so one upload shows everything to mend. The
 * version field (`jsonVersion`) is the server's and is skipped.
 */
export function parseNaacForm(json: unknown): NaacFormParse {
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    return { ok: false, problems: ['The file must hold a JSON object of fields'] }
  const root = json as Record<string, unknown>
  const source =
    typeof root.fields === 'object' && root.fields !== null && !Array.isArray(root.fields)
      ? (root.fields as Record<string, unknown>)
      : root
  const entries = Object.entries(source).filter(
    ([key]) => key !== NAAC_VERSION_KEY && !(source === root && (key === 'title' || key === 'description')),
  )
  const problems: string[] = []
  const fields: NaacFormField[] = []
  if (entries.length === 0) problems.push('The form has no fields')
  if (entries.length > NAAC_MAX_FIELDS) problems.push(`A form may have at most ${NAAC_MAX_FIELDS} fields`)
  const labels = new Map<string, string>()
  entries.slice(0, NAAC_MAX_FIELDS).forEach(([key, raw], index) => {
    const where = `Field ${index + 1} (${key.slice(0, 64)})`
    const fault = (message: string) => problems.push(`${where}: ${message}`)
    if (!KEY.test(key)) fault('the key must start with a letter and hold only letters, digits and _')
    const parsed = DescriptorSchema.safeParse(raw)
    if (!parsed.success) return fault('must be an object with label and type')
    const descriptor = parsed.data
    const type = NAAC_FIELD_TYPES.find((name) => name === descriptor.type)
    if (!type) return fault(`type must be one of ${NAAC_FIELD_TYPES.join(', ')}`)
    const label = (text(descriptor.label) ?? '').trim()
    if (!label) fault('label is required')
    else if (label.length > 300) fault('label must be at most 300 characters')
    else if (!isWellFormedText(label)) fault('label holds a broken character')
    const labelKey = label.toLowerCase()
    if (label && type !== 'tableHeading' && labels.has(labelKey))
      fault(`label "${label}" is also field ${labels.get(labelKey)}'s; each column needs its own`)
    if (label && type !== 'tableHeading') labels.set(labelKey, String(index + 1))
    const required = String(descriptor.required ?? 'false')
      .trim()
      .toLowerCase()
    if (required !== 'true' && required !== 'false') fault('required must be "true" or "false"')
    let options: string[] = []
    if (type === 'select') {
      const list = Array.isArray(descriptor.options) ? descriptor.options : undefined
      if (!list?.length) fault('a select needs a list of options')
      else if (!list.every((option) => typeof option === 'string' && option.trim()))
        fault('every option must be text')
      else options = [...new Set(list.map((option) => (option as string).trim()))]
    }
    const regex = (descriptor.regex ?? '').trim()
    if (type === 'file' && !fileExtensions(regex).length)
      fault('a file needs its extensions in regex, such as (pdf|PDF)')
    fields.push({
      key,
      label,
      type,
      required: required === 'true' && type !== 'tableHeading' && type !== 'hidden',
      options,
      regex: type === 'file' ? regex : '',
      helptext: (descriptor.helptext ?? '').slice(0, 5000),
    })
  })
  return problems.length ? { ok: false, problems } : { ok: true, fields }
}

/** The lower-case extensions a file field's regex names: `(pdf|PDF)`, `.pdf, .docx`, `pdf|jpg`. */
export function fileExtensions(regex: string): string[] {
  const names = regex
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((name) => /^[a-z0-9]{2,5}$/.test(name))
  return [...new Set(names)]
}

const DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/

/** True for a real calendar day written `dd/MM/yyyy` (30/10/1994), the only date form NAAC entries keep. */
export function isNaacDate(value: string): boolean {
  const match = DATE.exec(value)
  if (!match) return false
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return (
    year >= 1900 &&
    year <= 2200 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  )
}

/** The problem with one field's text value, or undefined when it is fine (an empty optional field is fine). */
export function naacValueProblem(field: NaacFormField, value: string): string | undefined {
  const trimmed = value.trim()
  if (!trimmed) return field.required ? `${field.label} is required` : undefined
  if (value.length > NAAC_VALUE_MAX_LENGTH)
    return `${field.label} must be at most ${NAAC_VALUE_MAX_LENGTH} characters`
  if (!isWellFormedText(value)) return `${field.label} holds a broken character`
  switch (field.type) {
    case 'date':
      return isNaacDate(trimmed) ? undefined : `${field.label}: use the date format dd/MM/yyyy (30/10/1994)`
    case 'number':
      return /^-?\d[\d,]*(\.\d+)?$/.test(trimmed) ? undefined : `${field.label} must be a number`
    case 'select':
      return field.options.includes(trimmed)
        ? undefined
        : `${field.label} must be one of: ${field.options.join(', ')}`
    case 'text':
    case 'textarea':
    case 'textDate':
    case 'file':
    case 'hidden':
    case 'tableHeading':
      return undefined
  }
}
