import { Alert, Modal, Stack, TextInput } from '@mantine/core'
import { FormActions } from '@/components/ui/form-actions'
import { useState, type FormEvent } from 'react'
import { notify } from '@/lib/notify'
import { createRegulation, type Regulation, updateRegulation } from '../api/regulations'
import { saveErrors } from '../utils/save-errors'

/** Adds a regulation to a department, or renames one (its year) and changes its exam type. */
export function RegulationFormModal({
  departmentId,
  regulation,
  onClose,
  onSaved,
}: {
  departmentId: string
  regulation?: Regulation
  onClose: () => void
  onSaved: (regulation: Regulation) => void
}) {
  const [year, setYear] = useState(regulation?.year ?? '')
  const [examType, setExamType] = useState(regulation?.examType ?? '')
  const [errors, setErrors] = useState<{ fields: Record<string, string>; general?: string }>({ fields: {} })
  const [saving, setSaving] = useState(false)

  async function save(event: FormEvent) {
    event.preventDefault()
    setSaving(true)
    try {
      const fields = { year: year.trim(), examType: examType.trim() || undefined }
      const saved = regulation
        ? await updateRegulation({ id: regulation.id, ...fields })
        : await createRegulation({ ...fields, departmentID: departmentId })
      notify('success', regulation ? `Regulation ${saved.year} saved` : `Regulation ${saved.year} added`)
      onSaved(saved)
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
      title={regulation ? `Edit regulation ${regulation.year}` : 'Add regulation'}
    >
      <form onSubmit={(event) => void save(event)} noValidate>
        <Stack>
          <TextInput
            label="Regulation year"
            description="As the university names it, e.g. R2021"
            required
            value={year}
            onChange={(event) => setYear(event.currentTarget.value)}
            error={errors.fields.year}
            data-autofocus
          />
          <TextInput
            label="Exam type"
            description="Optional, e.g. Semester or Annual"
            value={examType}
            onChange={(event) => setExamType(event.currentTarget.value)}
            error={errors.fields.examType}
          />
          {errors.general && <Alert color="red">{errors.general}</Alert>}
          <FormActions onCancel={onClose} saving={saving}>
            {regulation ? 'Save' : 'Add regulation'}
          </FormActions>
        </Stack>
      </form>
    </Modal>
  )
}
