import {
  badRequest,
  NAAC_VERSION_KEY,
  parseNaacForm,
  type NaacForm,
  type NaacFormField,
  type NaacFormFieldView,
  type NaacFormView,
} from '@campus/core'
import type { StoredTemplate } from './entities'

/** The fields a stored form holds (kept as data: `any` in the table). */
export const fieldsOf = (stored: { fields: unknown }) => stored.fields as NaacFormField[]

/** A template's current form. */
export const formOf = (template: StoredTemplate): NaacForm => ({
  version: template.version,
  fields: fieldsOf(template),
})

/** A field in the legacy descriptor shape (`required` as text). */
export const fieldView = (field: NaacFormField): NaacFormFieldView => ({
  label: field.label,
  type: field.type,
  required: field.required ? 'true' : 'false',
  options: field.options,
  regex: field.regex,
  helptext: field.helptext,
})

/** `getForm`: the fields by key in form order, then the version field the client copies into an entry. */
export const formView = (template: StoredTemplate): NaacFormView => ({
  title: template.title,
  ...(template.description ? { description: template.description } : {}),
  subCriteria: template.subCriteria,
  version: template.version,
  fields: {
    ...Object.fromEntries(fieldsOf(template).map((field) => [field.key, fieldView(field)])),
    [NAAC_VERSION_KEY]: {
      label: 'version',
      type: 'hidden',
      required: 'false',
      options: [],
      regex: '',
      helptext: '',
      value: String(template.version),
    },
  },
})

/**
 * Reads an uploaded JSON form file: a 400 FORM_INVALID that lists every problem (the first few in the message,
 * all in `details.problems`), so one upload shows the administrator everything to mend.
 */
export function readFormFile(bytes: Uint8Array): NaacFormField[] {
  let json: unknown
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) as unknown
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'unreadable'
    throw badRequest('FORM_INVALID', `The form file is not valid JSON: ${reason}`, { problems: [reason] })
  }
  const parsed = parseNaacForm(json)
  if (parsed.ok) return parsed.fields
  const shown = parsed.problems.slice(0, 5).join('; ')
  const more = parsed.problems.length > 5 ? ` (and ${parsed.problems.length - 5} more)` : ''
  throw badRequest('FORM_INVALID', `The form file has problems: ${shown}${more}`, {
    problems: parsed.problems,
  })
}
