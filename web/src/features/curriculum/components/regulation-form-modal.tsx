import { TextInput } from '@mantine/core'
import type { FormEvent } from 'react'
import { FailureAlert } from '@/components/form/failure-alert'
import { FormModal } from '@/components/form/form-modal'
import { useFormFields } from '@/components/form/use-form-fields'
import { useFormSave } from '@/components/form/use-form-save'
import { createRegulation, type Regulation, updateRegulation } from '../api/regulations'
import { useStaffTranslation } from '@/lib/i18n/staff'

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
  const { t } = useStaffTranslation('curriculum')
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
          regulation
            ? t('regulationForm.saved', { year: saved.year })
            : t('regulationForm.added', { year: saved.year }),
        onSaved,
        onClose,
      },
    )
  }

  return (
    <FormModal
      title={
        regulation ? t('regulationForm.editTitle', { year: regulation.year }) : t('regulationForm.addTitle')
      }
      onClose={onClose}
      onSubmit={save}
      saving={form.saving}
      submitLabel={regulation ? t('regulationForm.save') : t('regulationForm.add')}
    >
      <TextInput
        {...text('year', t('regulationForm.year'), true)}
        description={t('regulationForm.yearHint')}
        data-autofocus
      />
      <TextInput
        {...text('examType', t('regulationForm.examType'))}
        description={t('regulationForm.examTypeHint')}
      />
      <FailureAlert failure={form.failure} />
    </FormModal>
  )
}
