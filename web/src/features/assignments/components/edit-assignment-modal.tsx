import { type FormEvent, useState } from 'react'
import { FailureAlert } from '@/components/form/failure-alert'
import { FormModal } from '@/components/form/form-modal'
import { useFormSave } from '@/components/form/use-form-save'
import { type AssignmentRecord, updateAssignment } from '../api/assignments'
import { type AssignmentDraft, bodyFieldsOf, draftOf, draftProblems } from '../utils/draft'
import { draftUpdater } from '../utils/draft-updater'
import { AssignmentFields } from './assignment-fields'
import { useStaffTranslation } from '@/lib/i18n/staff'

/**
 * "Update" (legacy-client 3.4): an assignment's title, description, files (keep, remove or add), deadline,
 * submission setting and maximum mark, saved whole (`PUT /api/assignment/update`).
 */
export function EditAssignmentModal({
  assignment,
  onClose,
  onSaved,
}: {
  assignment: AssignmentRecord
  onClose: () => void
  onSaved: () => unknown
}) {
  const { t } = useStaffTranslation('assignments')
  const form = useFormSave({ failedMessage: t('edit.failed') })
  const [draft, setDraft] = useState<AssignmentDraft>(() => draftOf(assignment))
  const [uploading, setUploading] = useState(false)
  const savedDeadline = draftOf(assignment).deadline
  const update = draftUpdater(setDraft, form, t, savedDeadline)

  async function save(event: FormEvent) {
    form.start(event)
    const problems = draftProblems(draft, t, savedDeadline)
    form.setErrors(problems)
    if (Object.keys(problems).length) return
    await form.send(
      () => updateAssignment({ ...bodyFieldsOf(draft), id: assignment.id, subjects: assignment.subjectId }),
      { success: t('edit.updated'), onSaved, onClose },
    )
  }

  return (
    <FormModal
      title={t('edit.title')}
      size="lg"
      onClose={onClose}
      onSubmit={save}
      saving={form.saving || uploading}
      submitLabel={t('edit.submit')}
    >
      <AssignmentFields draft={draft} update={update} errors={form.errors} onUploadingChange={setUploading} />
      <FailureAlert title={t('edit.notUpdated')} failure={form.failure} />
    </FormModal>
  )
}
