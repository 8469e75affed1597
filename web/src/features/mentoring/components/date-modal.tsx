import { TextInput } from '@mantine/core'
import { type FormEvent, useState } from 'react'
import { FailureAlert } from '@/components/form/failure-alert'
import { FormModal } from '@/components/form/form-modal'
import { useFormSave } from '@/components/form/use-form-save'
import { fromDateInput, toDateInput } from '@/lib/date-input'
import { useStaffTranslation } from '@/lib/i18n/staff'
import { type MentorRecord, refreshMentoring, setStudentDates } from '../api/mentors'

/** Which date the dialog sets: From (`startDate`) or To (`endDate`). */
export type DateField = 'startDate' | 'endDate'

/** Update From Date / Update To Date: one date for the selected students of a mentor record. */
export function DateModal({
  record,
  studentIds,
  field,
  onClose,
}: {
  record: MentorRecord
  studentIds: ReadonlySet<string>
  field: DateField
  onClose: () => void
}) {
  const { t } = useStaffTranslation('mentoring')
  const form = useFormSave({ toast: 'unexplained' })
  const [value, setValue] = useState(() => toDateInput(Date.now()))
  const [problem, setProblem] = useState<string>()
  const words = field === 'startDate' ? 'from' : 'to'

  async function save(event: FormEvent) {
    form.start(event)
    const epochMs = fromDateInput(value)
    if (epochMs === undefined) return setProblem(t('dates.required'))
    setProblem(undefined)
    await form.send(() => setStudentDates(record, studentIds, field, epochMs), {
      success: t('dates.saved'),
      onSaved: refreshMentoring,
      onClose,
    })
  }

  return (
    <FormModal
      title={t(`dates.${words}Title`)}
      onClose={onClose}
      onSubmit={save}
      saving={form.saving}
      submitLabel={t('dates.save')}
    >
      <TextInput
        type="date"
        label={t(`dates.${words}Label`)}
        required
        value={value}
        onChange={(change) => setValue(change.currentTarget.value)}
        error={problem}
        data-autofocus
      />
      {/* The server's refusal names a student's row (an end before its start), not this field: shown whole. */}
      <FailureAlert title={t('dates.notSaved')} failure={form.failure ?? Object.values(form.errors)[0]} />
    </FormModal>
  )
}
