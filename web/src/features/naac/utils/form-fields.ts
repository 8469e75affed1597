import {
  isEnteredField,
  NAAC_FIELD_TYPES,
  NAAC_VERSION_KEY,
  type NaacFieldType,
  type NaacFieldValueView,
  type NaacFormField,
  type NaacFormFieldView,
  type NaacFormView,
  naacValueProblem,
} from '@campus/core'
import type { TFunction } from 'i18next'
import type { EntryFieldValue } from '../api/entries'

/**
 * A form's fields as @campus/core describes them (`NaacFormField`), read from what the server answers, and the
 * checks it runs: the page uses the same rules as the server, so both say the same thing.
 */

/** A file a field holds: an upload's reference, the name it was uploaded with, and its link once saved. */
export interface FileValue {
  versionId: string
  fileKey: string
  fileName?: string | undefined
  url?: string | undefined
}

/** What a field holds while the form is filled: text (dates dd/MM/yyyy), a file, or nothing. */
export type FormValue = string | FileValue | undefined

export type FormValues = Record<string, FormValue>

/**
 * A field as the server describes it: a form's descriptor (`getForm`, `required` as 'true' or 'false') or an
 * entry's labelled value (`fieldValues`, options as `{ myArrayList }`).
 */
export type FormDescriptor = Pick<NaacFormFieldView, 'label' | 'type'> & {
  required?: string | boolean | undefined
  options?: unknown
  regex?: string | undefined
  helptext?: string | undefined
}

/** The label of the version field the server adds to every form: never a column or a value to show. */
const VERSION_LABEL = 'version'

const isFieldType = (type: string): type is NaacFieldType =>
  (NAAC_FIELD_TYPES as readonly string[]).includes(type)

/** A select's choices: a list, or `{ myArrayList: [...] }` as entries carry them (legacy-client 2.5). */
export function optionsOf(options: unknown): string[] {
  const list = Array.isArray(options)
    ? (options as unknown[])
    : typeof options === 'object' &&
        options !== null &&
        Array.isArray((options as { myArrayList?: unknown }).myArrayList)
      ? (options as { myArrayList: unknown[] }).myArrayList
      : []
  return list.filter((option): option is string => typeof option === 'string')
}

/** One descriptor as a core form field; undefined for the version field and anything of an unknown type. */
export function formFieldOf(key: string, descriptor: FormDescriptor): NaacFormField | undefined {
  if (key === NAAC_VERSION_KEY || descriptor.label.trim().toLowerCase() === VERSION_LABEL) return undefined
  if (!isFieldType(descriptor.type)) return undefined
  const required =
    String(descriptor.required ?? 'false')
      .trim()
      .toLowerCase() === 'true'
  return {
    key,
    label: descriptor.label,
    type: descriptor.type,
    required: required && isEnteredField(descriptor),
    options: optionsOf(descriptor.options),
    regex: descriptor.regex ?? '',
    helptext: descriptor.helptext ?? '',
  }
}

/** A form's fields in form order (`getForm`'s `fields`, or an entry's `fieldValues`). */
export const formFieldsOf = (descriptors: Record<string, FormDescriptor>): NaacFormField[] =>
  Object.entries(descriptors).flatMap(([key, descriptor]) => formFieldOf(key, descriptor) ?? [])

/** The form version a new entry is made with: `fields.jsonVersion.value` (legacy-client 5.2). */
export const formVersionOf = (form: NaacFormView) => form.fields[NAAC_VERSION_KEY]?.value ?? form.version

export const isFileValue = (value: FormValue): value is FileValue => typeof value === 'object'

/** An entry field's text: its value when that is text, else empty (a file, nothing). */
export const entryTextOf = (value: Pick<NaacFieldValueView, 'value'> | undefined) =>
  typeof value?.value === 'string' ? value.value : ''

/** A value's text; a file or nothing reads as empty. */
export const textOf = (value: FormValue) => (typeof value === 'string' ? value : '')

/** What an entry's field holds, as the form edits it. */
function formValueOf(field: Pick<NaacFormField, 'type'>, value: NaacFieldValueView | undefined): FormValue {
  if (!value) return undefined
  if (field.type === 'file') {
    const file = typeof value.value === 'object' && value.value !== null ? value.value : undefined
    const fileKey = value.fileKey ?? file?.fileKey
    return fileKey
      ? { versionId: value.versionId ?? file?.versionId ?? '', fileKey, url: value.url }
      : undefined
  }
  return typeof value.value === 'string' ? value.value : undefined
}

/** An entry's values as the form edits them, by field key. */
export const formValuesOf = (
  fields: readonly NaacFormField[],
  values: Record<string, NaacFieldValueView>,
): FormValues => Object.fromEntries(fields.map((field) => [field.key, formValueOf(field, values[field.key])]))

/**
 * What is wrong with one field's value, in the server's words: a required file missing is
 * "<label>  required" (legacy-client 3.1, two spaces), anything else `naacValueProblem` of @campus/core.
 */
function fieldProblem(field: NaacFormField, value: FormValue, t: TFunction<'naac'>): string | undefined {
  if (!isEnteredField(field)) return undefined
  if (field.type === 'file')
    return field.required && !isFileValue(value)
      ? t('entryForm.fileRequired', { label: field.label })
      : undefined
  return naacValueProblem(field, textOf(value))
}

/** Every problem of a filled form, by field key. */
export function formProblems(
  fields: readonly NaacFormField[],
  values: FormValues,
  t: TFunction<'naac'>,
): Record<string, string> {
  return Object.fromEntries(
    fields.flatMap((field) => {
      const problem = fieldProblem(field, values[field.key], t)
      return problem ? [[field.key, problem]] : []
    }),
  )
}

/**
 * The `fields` an entry is saved with: every entered field's text (trimmed; empty when cleared) and each
 * file's reference, plus the form version (`jsonVersion`) when there is one.
 */
export function entryFieldsOf(
  fields: readonly NaacFormField[],
  values: FormValues,
  version: string | number | undefined,
): Record<string, EntryFieldValue> {
  const body: Record<string, EntryFieldValue> = {}
  for (const field of fields) {
    if (!isEnteredField(field)) continue
    const value = values[field.key]
    if (field.type === 'file') {
      if (isFileValue(value)) body[field.key] = { versionId: value.versionId, fileKey: value.fileKey }
    } else body[field.key] = textOf(value).trim()
  }
  if (version !== undefined && version !== '') body[NAAC_VERSION_KEY] = String(version)
  return body
}

const NAAC_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/
const INPUT_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** A dd/MM/yyyy value as a date input holds it (yyyy-MM-dd); empty when it is not such a date. */
export function toDateInputValue(value: string) {
  const match = NAAC_DATE.exec(value.trim())
  return match ? `${match[3]}-${match[2]}-${match[1]}` : ''
}

/** A date input's yyyy-MM-dd as NAAC keeps dates (dd/MM/yyyy, legacy-client 5.2); empty stays empty. */
export function fromDateInputValue(value: string) {
  const match = INPUT_DATE.exec(value)
  return match ? `${match[3]}/${match[2]}/${match[1]}` : ''
}

/**
 * An entry's fields for editing: as the entry carries them (its form version's labels, types and rules), with
 * the help text, and any options the entry lacks, from the template's current form where the key is the same.
 */
export function editFieldsOf(
  values: Record<string, FormDescriptor>,
  current: Record<string, FormDescriptor> | undefined,
): NaacFormField[] {
  const now = new Map((current ? formFieldsOf(current) : []).map((field) => [field.key, field]))
  return formFieldsOf(values).map((field) => {
    const latest = now.get(field.key)
    if (!latest) return field
    return {
      ...field,
      helptext: field.helptext || latest.helptext,
      options: field.options.length ? field.options : latest.options,
    }
  })
}
