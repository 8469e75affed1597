import { TextInput } from '@mantine/core'
import type { FormEvent } from 'react'
import { FailureAlert } from '@/components/form/failure-alert'
import { FormModal } from '@/components/form/form-modal'
import { useFormFields } from '@/components/form/use-form-fields'
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
  const form = useFormSave()
  const { fields, text } = useFormFields(
    { year: regulation?.year ?? '', examType: regulation?.examType ?? '' },
    form,
  )

  async function save(event: FormEvent) {
    form.start(event)
    const body = { year: fields.year.trim(), examType: fields.examType.trim() || undefined }
    await form.send(
      () =>
        regulation
          ? updateRegulation({ id: regulation.id, ...body })
          : createRegulation({ ...body, departmentID: departmentId }),
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
        {...text('year', 'Regulation year', true)}
        description="As the university names it, e.g. R2021"
        data-autofocus
      />
      <TextInput {...text('examType', 'Exam type')} description="Optional, e.g. Semester or Annual" />
      <FailureAlert failure={form.failure} />
    </FormModal>
  )
}
