import { type SurveyDetail, UpdateSurveySchema } from '@campus/core'
import { Modal, Stack } from '@mantine/core'
import { useState, type FormEvent } from 'react'
import { FormActions } from '@/components/ui/form-actions'
import { notify } from '@/lib/notify'
import { updateSurvey } from '../api/surveys'
import { useFormSave } from '../hooks/use-form-save'
import { closingDateProblem, dateInputOf, endOfDateInput } from '../utils/closing-date'
import { issueMessages } from '../utils/form-errors'
import { FailureAlert } from './failure-alert'
import { ClosingDateInput, SurveyNameInput } from './survey-fields'

/** Edit a survey: its name and the day it closes. Only what changed is sent. */
export function EditSurveyModal({
  survey,
  onClose,
  onSaved,
}: {
  survey: SurveyDetail
  onClose: () => void
  onSaved: (survey: SurveyDetail) => void
}) {
  const savedDate = dateInputOf(survey.closesOn)
  const [name, setName] = useState(survey.name)
  const [closingDate, setClosingDate] = useState(savedDate)
  const form = useFormSave('The survey was not saved. Try again.')

  async function save(event: FormEvent) {
    form.start(event)
    const dateProblem = closingDateProblem(closingDate, savedDate)
    if (dateProblem) return form.setErrors({ closesOn: dateProblem })
    const changes = {
      ...(name.trim() !== survey.name ? { name } : {}),
      ...(closingDate !== savedDate ? { closesOn: endOfDateInput(closingDate) } : {}),
    }
    if (!Object.keys(changes).length) return onClose()
    const parsed = UpdateSurveySchema.safeParse(changes)
    if (!parsed.success) return form.setErrors(issueMessages(parsed.error))
    form.setErrors({})
    await form.send(async () => {
      const updated = await updateSurvey(survey.id, parsed.data)
      notify('success', 'Survey saved')
      onSaved(updated)
      onClose()
    })
  }

  return (
    <Modal opened onClose={onClose} title={`Edit ${survey.name}`} size="md">
      <form onSubmit={(submitted) => void save(submitted)} noValidate>
        <Stack>
          <FailureAlert title="Not saved" failure={form.failure} />
          <SurveyNameInput
            value={name}
            onChange={(value) => {
              setName(value)
              form.setErrors((current) => ({ ...current, name: '' }))
            }}
            error={form.errors.name}
          />
          <ClosingDateInput
            value={closingDate}
            onChange={(value) => {
              setClosingDate(value)
              form.setErrors((current) => ({ ...current, closesOn: '' }))
            }}
            error={form.errors.closesOn}
          />
          <FormActions onCancel={onClose} saving={form.saving}>
            Save
          </FormActions>
        </Stack>
      </form>
    </Modal>
  )
}
