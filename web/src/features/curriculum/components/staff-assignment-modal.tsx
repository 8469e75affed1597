import { Alert, Modal, Stack } from '@mantine/core'
import { FormActions } from '@/components/ui/form-actions'
import { useState, type FormEvent } from 'react'
import { notify } from '@/lib/notify'
import { type StaffRef, type Subject, updateSubjectTaught } from '../api/subjects-taught'
import { saveErrors } from '../utils/save-errors'
import { StaffPicker } from './staff-picker'

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
  const [staff, setStaff] = useState<StaffRef[]>(subject.stafflist)
  const [errors, setErrors] = useState<{ fields: Record<string, string>; general?: string }>({ fields: {} })
  const [saving, setSaving] = useState(false)

  async function save(event: FormEvent) {
    event.preventDefault()
    setSaving(true)
    try {
      await updateSubjectTaught({ id: subject.id, stafflist: staff })
      notify('success', `Staff of ${subject.subjectCode} saved`)
      onSaved()
      onClose()
    } catch (error) {
      setErrors(saveErrors(error))
    } finally {
      setSaving(false)
    }
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={`Staff for ${subject.subjectCode} ${subject.subjectName}`}
      size="lg"
    >
      <form onSubmit={(event) => void save(event)} noValidate>
        <Stack>
          <StaffPicker
            departmentId={subject.departmentId}
            value={staff}
            onChange={setStaff}
            error={errors.fields.stafflist}
          />
          {errors.general && <Alert color="red">{errors.general}</Alert>}
          <FormActions onCancel={onClose} saving={saving}>
            Save staff
          </FormActions>
        </Stack>
      </form>
    </Modal>
  )
}
