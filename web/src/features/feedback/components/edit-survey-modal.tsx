import { type SurveyDetail, UpdateSurveySchema } from '@campus/core'
import type { FormEvent } from 'react'
import { FailureAlert } from '@/components/form/failure-alert'
import { FormModal } from '@/components/form/form-modal'
import { useFormSave } from '@/components/form/use-form-save'
import { updateSurvey } from '../api/surveys'
import { useSurveyFields } from '../hooks/use-survey-fields'
import { endOfDateInput, toDateInput } from '@/lib/date-input'
import { closingDateProblem } from '../utils/closing-date'
import { ClosingDateInput, SurveyNameInput } from './survey-fields'
import { useStaffTranslation } from '@/lib/i18n/staff'

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
  const { t } = useStaffTranslation('feedback')
  const savedDate = toDateInput(survey.closesOn)
  const form = useFormSave({ failedMessage: t('editSurvey.failed') })
  const { fields, inputs } = useSurveyFields({ name: survey.name, closingDate: savedDate }, form)
  const { name, closingDate } = fields

  async function save(event: FormEvent) {
    form.start(event)
    const dateProblem = closingDateProblem(t, closingDate, savedDate)
    if (dateProblem) return form.setErrors({ closesOn: dateProblem })
    const changes = {
      ...(name.trim() !== survey.name ? { name } : {}),
      ...(closingDate !== savedDate ? { closesOn: endOfDateInput(closingDate) } : {}),
    }
    if (!Object.keys(changes).length) return onClose()
    const body = form.check(UpdateSurveySchema, changes)
    if (!body) return
    await form.send(() => updateSurvey(survey.id, body), { success: t('editSurvey.saved'), onSaved, onClose })
  }

  return (
    <FormModal
      title={t('editSurvey.title', { name: survey.name })}
      size="md"
      onClose={onClose}
      onSubmit={save}
      saving={form.saving}
      submitLabel={t('editSurvey.save')}
    >
      <FailureAlert title={t('editSurvey.notSaved')} failure={form.failure} />
      <SurveyNameInput {...inputs.name} />
      <ClosingDateInput {...inputs.closingDate} />
    </FormModal>
  )
}
