import { useState } from 'react'
import type { FormSave } from '@/components/form/use-form-save'

/**
 * A survey dialog's fields (create, edit): a change forgets the message against the field, the closing date's
 * being the schema's `closesOn`. `inputs` binds the name and closing date inputs both dialogs have.
 */
export function useSurveyFields<Fields extends { name: string; closingDate: string }>(
  initial: Fields,
  form: FormSave,
) {
  const [fields, setFields] = useState<Fields>(initial)

  const set = <K extends keyof Fields & string>(name: K, value: Fields[K]) => {
    setFields((current) => ({ ...current, [name]: value }))
    form.clearError(name === 'closingDate' ? 'closesOn' : name)
  }

  const inputs = {
    name: { value: fields.name, onChange: (value: string) => set('name', value), error: form.errors.name },
    closingDate: {
      value: fields.closingDate,
      onChange: (value: string) => set('closingDate', value),
      error: form.errors.closesOn,
    },
  }
  return { fields, set, inputs }
}
