import { TextInput } from '@mantine/core'
import { useState } from 'react'
import { toDateInput } from '@/lib/date-input'

interface FieldProps {
  value: string
  onChange: (value: string) => void
  error: string | undefined
}

/** "Survey name", the first field of the create and edit dialogs. */
export function SurveyNameInput({ value, onChange, error }: FieldProps) {
  return (
    <TextInput
      label="Survey name"
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
  // The earliest day the date picker offers; fixed when the form opens.
  const [today] = useState(() => toDateInput(Date.now()))
  return (
    <TextInput
      label="Closing date"
      description="It takes answers until the end of this day"
      type="date"
      required
      min={today}
      value={value}
      onChange={(change) => onChange(change.currentTarget.value)}
      error={error}
    />
  )
}
