import { useState, type FormEvent } from 'react'
import { FailureAlert } from '@/components/form/failure-alert'
import { FormModal } from '@/components/form/form-modal'
import { useFormSave } from '@/components/form/use-form-save'
import { type StaffRef, type Subject, updateSubjectTaught } from '../api/subjects-taught'
import { StaffPicker } from './staff-picker'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** Names who teaches a subject taught. */
export function StaffAssignmentModal({
  subject,
  onClose,
  onSaved,
}: {
  subject: Subject
  onClose: () => void
  onSaved: () => void
}) {
  const { t } = useStaffTranslation('curriculum')
  const [staff, setStaff] = useState<StaffRef[]>(subject.stafflist)
  const form = useFormSave()

  async function save(event: FormEvent) {
    form.start(event)
    await form.send(() => updateSubjectTaught({ id: subject.id, stafflist: staff }), {
      success: t('staffAssignment.saved', { code: subject.subjectCode }),
      onSaved,
      onClose,
    })
  }

  return (
    <FormModal
      title={t('staffAssignment.title', { code: subject.subjectCode, name: subject.subjectName })}
      size="lg"
      onClose={onClose}
      onSubmit={save}
      saving={form.saving}
      submitLabel={t('staffAssignment.save')}
    >
      <StaffPicker
        departmentId={subject.departmentId}
        value={staff}
        onChange={setStaff}
        error={form.errors.stafflist}
      />
      <FailureAlert failure={form.failure} />
    </FormModal>
  )
}
