import { TextInput } from '@mantine/core'
import { useState } from 'react'
import { toDateInput } from '@/lib/date-input'
import { useStaffTranslation } from '@/lib/i18n/staff'

interface FieldProps {
  value: string
  onChange: (value: string) => void
  error: string | undefined
}

/** "Survey name", the first field of the create and edit dialogs. */
export function SurveyNameInput({ value, onChange, error }: FieldProps) {
  const { t } = useStaffTranslation('feedback')
  return (
    <TextInput
      label={t('survey.nameLabel')}
      required
      maxLength={200}
      value={value}
      onChange={(change) => onChange(change.currentTarget.value)}
      error={error}
      data-autofocus
    />
  )
}

/** "Closing date": the last day a survey takes answers, today or later. */
export function ClosingDateInput({ value, onChange, error }: FieldProps) {
  const { t } = useStaffTranslation('feedback')
  // The earliest day the date picker offers; fixed when the form opens.
  const [today] = useState(() => toDateInput(Date.now()))
  return (
    <TextInput
      label={t('survey.closingDateLabel')}
      description={t('survey.closingDateDescription')}
      type="date"
      required
      min={today}
      value={value}
      onChange={(change) => onChange(change.currentTarget.value)}
      error={error}
    />
  )
}
