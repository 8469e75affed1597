import { isEnteredField, type NaacEntryView, type NaacFormField, type NaacFormView } from '@campus/core'
import { formFieldsOf } from './form-fields'

/** A field shown as a column of the submitted list. */
export type FieldColumn = Pick<NaacFormField, 'key' | 'label' | 'type' | 'regex' | 'required'>

/** Field columns the submitted list shows before it leaves the rest to the entry's view. */
export const MAX_FIELD_COLUMNS = 6

/**
 * The field columns of the submitted list: every entered field (headings, hidden fields and `version` are never
 * columns) of the template's current form in its order, then any an older entry holds that the form no longer
 * has; the first {@link MAX_FIELD_COLUMNS} shown so the table stays readable, and how many more there are,
 * which the entry's view shows.
 */
export function fieldColumnsOf(
  form: Pick<NaacFormView, 'fields'> | undefined,
  entries: readonly Pick<NaacEntryView, 'fieldValues'>[],
  max = MAX_FIELD_COLUMNS,
) {
  const columns = new Map<string, FieldColumn>()
  const fields = [
    ...(form ? formFieldsOf(form.fields) : []),
    ...entries.flatMap((entry) => formFieldsOf(entry.fieldValues)),
  ]
  for (const { key, label, type, regex, required } of fields)
    if (isEnteredField({ type }) && !columns.has(key)) columns.set(key, { key, label, type, regex, required })
  const all = [...columns.values()]
  return { shown: all.slice(0, max), more: Math.max(0, all.length - max) }
}
