import type { NaacFormField } from '@campus/core'
import { Alert, Button, Group, Paper, Stack } from '@mantine/core'
import { type FormEvent, useState } from 'react'
import { FailureAlert } from '@/components/form/failure-alert'
import { useFormSave } from '@/components/form/use-form-save'
import { notify } from '@/lib/notify'
import type { EntryFieldValue } from '../api/entries'
import { entryFieldsOf, type FormValue, type FormValues, formProblems } from '../utils/form-fields'
import { NaacFormFields } from './naac-form-fields'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** The server names a field's problem by its path (`fields.<key>`); the form shows it against that field. */
const byFieldKey = (errors: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(errors).map(([path, message]) => [path.replace(/^fields\./, ''), message]),
  )

/**
 * A NAAC entry's form, new or edited (legacy-client 3.1): the template's fields in form order, checked in the
 * page by the rules the server uses before anything is sent; a required file missing is also said as the
 * legacy toast ("<label>  required"). Saving waits for any upload under way.
 */
export function EntryForm({
  fields,
  initialValues = {},
  version,
  submitLabel,
  success,
  onSave,
  onSaved,
}: {
  fields: readonly NaacFormField[]
  initialValues?: FormValues
  /** The form version the entry is saved with (`jsonVersion`). */
  version: string | number | undefined
  submitLabel: string
  /** The toast once saved. */
  success: string
  onSave: (fields: Record<string, EntryFieldValue>) => Promise<unknown>
  onSaved: () => unknown
}) {
  const { t } = useStaffTranslation('naac')
  const form = useFormSave({ toast: 'unexplained' })
  const [values, setValues] = useState<FormValues>(initialValues)
  const [uploads, setUploads] = useState(0)
  const errors = byFieldKey(form.errors)
  const problemCount = Object.keys(errors).length

  function change(key: string, value: FormValue) {
    setValues((current) => ({ ...current, [key]: value }))
    form.clearError(key)
    form.clearError(`fields.${key}`)
  }

  async function submit(event: FormEvent) {
    form.start(event)
    const problems = formProblems(fields, values, t)
    form.setErrors(problems)
    const missingFile = fields.find((field) => field.type === 'file' && problems[field.key])
    if (missingFile) notify('error', problems[missingFile.key] ?? '')
    if (Object.keys(problems).length) return
    await form.send(() => onSave(entryFieldsOf(fields, values, version)), { success, onSaved })
  }

  return (
    <Paper withBorder p="md" component="form" onSubmit={(event) => void submit(event)} noValidate>
      <Stack>
        <NaacFormFields
          fields={fields}
          values={values}
          errors={errors}
          onChange={change}
          onUploadingChange={(uploading) => setUploads((count) => Math.max(0, count + (uploading ? 1 : -1)))}
        />
        {problemCount > 0 && (
          <Alert color="red" role="alert">
            {t('entryForm.problems', { count: problemCount })}
          </Alert>
        )}
        <FailureAlert title={t('notSaved')} failure={form.failure} />
        <Group justify="flex-end">
          <Button type="submit" loading={form.saving} disabled={uploads > 0}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </Paper>
  )
}
