import type { NaacFormField } from '@campus/core'
import { Divider, Select, Textarea, TextInput, Title } from '@mantine/core'
import {
  type FormValue,
  type FormValues,
  fromDateInputValue,
  isFileValue,
  textOf,
  toDateInputValue,
} from '../utils/form-fields'
import { NaacFileInput } from './naac-file-input'
import { SafeHtml } from '@/components/ui/safe-html'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** Selects longer than this can be searched. */
const SEARCHABLE_OPTIONS = 8

interface FieldProps {
  field: NaacFormField
  value: FormValue
  error: string | undefined
  onChange: (value: FormValue) => void
  onUploadingChange: (uploading: boolean) => void
}

/** One field of a NAAC form, by its type (legacy-client 3.1 NaacFormComponent); help text as safe HTML. */
function NaacField({ field, value, error, onChange, onUploadingChange }: FieldProps) {
  const { t } = useStaffTranslation('naac')
  const description = field.helptext ? <SafeHtml html={field.helptext} inline /> : undefined
  // Help goes under the control, as the legacy form showed it.
  const common = {
    label: field.label,
    required: field.required,
    description,
    error,
    inputWrapperOrder: ['label', 'input', 'description', 'error'] as (
      'label' | 'input' | 'description' | 'error'
    )[],
  }
  const text = textOf(value)
  switch (field.type) {
    case 'tableHeading':
      return (
        <Divider
          mt="sm"
          labelPosition="left"
          label={
            <Title order={2} size="h4" c="dark">
              {field.label}
            </Title>
          }
        />
      )
    case 'hidden':
      return null
    case 'textarea':
      return (
        <Textarea
          {...common}
          autosize
          minRows={3}
          maxRows={12}
          value={text}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      )
    case 'number':
      return (
        <TextInput
          {...common}
          inputMode="decimal"
          value={text}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      )
    case 'select':
      return (
        <Select
          {...common}
          data={field.options}
          searchable={field.options.length > SEARCHABLE_OPTIONS}
          clearable={!field.required}
          placeholder={t('entryForm.chooseOne')}
          value={text || null}
          onChange={(choice) => onChange(choice ?? '')}
        />
      )
    case 'date':
      return (
        <TextInput
          {...common}
          type="date"
          value={toDateInputValue(text)}
          onChange={(event) => onChange(fromDateInputValue(event.currentTarget.value))}
        />
      )
    case 'file':
      return (
        <NaacFileInput
          label={field.label}
          required={field.required}
          description={description}
          error={error}
          regex={field.regex}
          value={isFileValue(value) ? value : undefined}
          onChange={onChange}
          onUploadingChange={onUploadingChange}
        />
      )
    case 'text':
    case 'textDate':
      return <TextInput {...common} value={text} onChange={(event) => onChange(event.currentTarget.value)} />
  }
}

/** A NAAC form's fields in form order, bound to the values being entered. */
export function NaacFormFields({
  fields,
  values,
  errors,
  onChange,
  onUploadingChange,
}: {
  fields: readonly NaacFormField[]
  values: FormValues
  errors: Record<string, string>
  onChange: (key: string, value: FormValue) => void
  onUploadingChange: (uploading: boolean) => void
}) {
  return fields.map((field) => (
    <NaacField
      key={field.key}
      field={field}
      value={values[field.key]}
      error={errors[field.key]}
      onChange={(value) => onChange(field.key, value)}
      onUploadingChange={onUploadingChange}
    />
  ))
}
