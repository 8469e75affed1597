import {
  badRequest,
  isEnteredField,
  NAAC_VERSION_KEY,
  naacValueProblem,
  type NaacFormField,
} from '@campus/core'

/** A file reference as a body names it (the read-back `url` already dropped). */
export interface FileInput {
  fileKey: string
  versionId?: string
}

/** A kept file on an entry. */
export interface EntryFile {
  versionId: string
  fileKey: string
  fileName: string
}

/** An entry's stored values: text by key, or a kept file. */
export type EntryFields = Record<string, string | EntryFile>

/** What a body's fields come to: the text values, and each file field's reference (null: none). */
export interface CheckedValues {
  text: Record<string, string>
  files: Record<string, FileInput | null>
}

type BodyValue = string | FileInput | null

export const isFile = (value: unknown): value is EntryFile =>
  typeof value === 'object' && value !== null && 'fileKey' in value

/** The legacy client's words for a required file left out (two spaces, as it writes them). */
export const fileRequired = (label: string) => `${label}  required`

/**
 * Checks an entry's values against its form: unknown keys, a file where text belongs (or text where a file
 * does), each text value by the field's rules (`naacValueProblem`, shared with the page), required files.
 * Every problem is reported with its field's path; the message is the first.
 */
export function checkValues(
  form: readonly NaacFormField[],
  fields: Record<string, BodyValue>,
): CheckedValues {
  const byKey = new Map(form.filter(isEnteredField).map((field) => [field.key, field]))
  const problems: { path: string; message: string }[] = []
  const unknown = Object.keys(fields).filter((key) => key !== NAAC_VERSION_KEY && !byKey.has(key))
  for (const key of unknown)
    problems.push({ path: `fields.${key}`, message: `${key} is not a field of this form` })
  const text: Record<string, string> = {}
  const files: Record<string, FileInput | null> = {}
  for (const field of byKey.values()) {
    const value = fields[field.key] ?? null
    const path = `fields.${field.key}`
    if (field.type === 'file') {
      if (typeof value === 'string' && value.trim())
        problems.push({ path, message: `${field.label}: upload a file` })
      const file = typeof value === 'object' && value !== null ? value : null
      if (field.required && !file) problems.push({ path, message: fileRequired(field.label) })
      files[field.key] = file
      continue
    }
    if (typeof value === 'object' && value !== null) {
      problems.push({ path, message: `${field.label} takes text, not a file` })
      continue
    }
    const problem = naacValueProblem(field, value ?? '')
    if (problem) problems.push({ path, message: problem })
    else if (value?.trim()) text[field.key] = value.trim()
  }
  if (problems.length) throw badRequest('VALIDATION_FAILED', problems[0]!.message, problems)
  return { text, files }
}

/** The fields' values with files as they are kept, for comparing two versions of an entry. */
export const sameValue = (a: string | EntryFile | undefined, b: string | EntryFile | undefined) =>
  isFile(a) || isFile(b)
    ? isFile(a) && isFile(b) && a.fileKey === b.fileKey && a.versionId === b.versionId
    : (a ?? '') === (b ?? '')
