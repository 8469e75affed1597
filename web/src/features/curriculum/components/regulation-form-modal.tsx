import { TextInput } from '@mantine/core'
import { useState, type FormEvent } from 'react'
import { FailureAlert } from '@/components/form/failure-alert'
import { FormModal } from '@/components/form/form-modal'
import { useFormSave } from '@/components/form/use-form-save'
import { createRegulation, type Regulation, updateRegulation } from '../api/regulations'

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
  const form = useFormSave()

  async function save(event: FormEvent) {
    form.start(event)
    const fields = { year: year.trim(), examType: examType.trim() || undefined }
    await form.send(
      () =>
        regulation
          ? updateRegulation({ id: regulation.id, ...fields })
          : createRegulation({ ...fields, departmentID: departmentId }),
      {
        success: (saved) =>
          regulation ? `Regulation ${saved.year} saved` : `Regulation ${saved.year} added`,
        onSaved,
        onClose,
      },
    )
  }

  return (
    <FormModal
      title={regulation ? `Edit regulation ${regulation.year}` : 'Add regulation'}
      onClose={onClose}
      onSubmit={save}
      saving={form.saving}
      submitLabel={regulation ? 'Save' : 'Add regulation'}
    >
      <TextInput
        label="Regulation year"
        description="As the university names it, e.g. R2021"
        required
        value={year}
        onChange={(event) => setYear(event.currentTarget.value)}
        error={form.errors.year}
        data-autofocus
      />
      <TextInput
        label="Exam type"
        description="Optional, e.g. Semester or Annual"
        value={examType}
        onChange={(event) => setExamType(event.currentTarget.value)}
        error={form.errors.examType}
      />
      <FailureAlert failure={form.failure} />
    </FormModal>
  )
}
