import { Autocomplete, NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core'
import type { FormEvent } from 'react'
import { FailureAlert } from '@/components/form/failure-alert'
import { FormModal } from '@/components/form/form-modal'
import { useFormFields } from '@/components/form/use-form-fields'
import { useFormSave } from '@/components/form/use-form-save'
import {
  createRegulationSubject,
  type Regulation,
  type RegulationSubject,
  updateRegulationSubject,
} from '../api/regulations'
import { semesterOptions } from '../utils/semesters'
import { useStaffTranslation } from '@/lib/i18n/staff'

/**
 * Kinds colleges commonly use (their keys under regulationSubjectForm.types); any other text is accepted too.
 * The field is free text, so a suggestion is saved as it reads.
 */
const SUBJECT_TYPES = ['theory', 'practical', 'theoryCumPractical', 'elective', 'project'] as const

/** Adds a subject to a regulation, or edits one: code, name, semester, credits and type. */
export function RegulationSubjectFormModal({
  regulation,
  subject,
  semesters,
  onClose,
  onSaved,
}: {
  regulation: Regulation
  subject?: RegulationSubject
  /** How many semesters the department's course has. */
  semesters: number
  onClose: () => void
  onSaved: () => void
}) {
  const { t } = useStaffTranslation('curriculum')
  const form = useFormSave()
  const { fields, set, text, choice } = useFormFields(
    {
      subjectCode: subject?.subjectCode ?? '',
      subjectName: subject?.subjectName ?? '',
      semester: subject ? String(subject.semester) : '',
      credits: subject?.credits ?? '',
      subjectType: subject?.subjectType ?? '',
    },
    form,
  )

  async function save(event: FormEvent) {
    form.start(event)
    const missing: Record<string, string> = {}
    if (!fields.semester) missing.semester = t('regulationSubjectForm.chooseSemester')
    if (fields.credits === '') missing.credits = t('regulationSubjectForm.creditsRequired')
    if (Object.keys(missing).length) {
      form.setErrors(missing)
      return
    }
    const details = {
      subjectCode: fields.subjectCode.trim(),
      subjectName: fields.subjectName.trim(),
      semester: Number(fields.semester),
      credits: Number(fields.credits),
      subjectType: fields.subjectType.trim() || undefined,
    }
    await form.send(
      () =>
        subject
          ? updateRegulationSubject({ id: subject.id, ...details })
          : createRegulationSubject({ ...details, regulationID: regulation.id }),
      {
        success: subject
          ? t('regulationSubjectForm.saved', { code: details.subjectCode })
          : t('regulationSubjectForm.added', { code: details.subjectCode }),
        onSaved,
        onClose,
      },
    )
  }

  return (
    <FormModal
      title={
        subject
          ? t('regulationSubjectForm.editTitle', { code: subject.subjectCode })
          : t('regulationSubjectForm.addTitle', { year: regulation.year })
      }
      size="lg"
      onClose={onClose}
      onSubmit={save}
      saving={form.saving}
      submitLabel={subject ? t('regulationSubjectForm.save') : t('regulationSubjectForm.add')}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput {...text('subjectCode', t('regulationSubjectForm.subjectCode'), true)} data-autofocus />
        <TextInput {...text('subjectName', t('regulationSubjectForm.subjectName'), true)} />
        <Select
          {...choice('semester', t('regulationSubjectForm.semester'), true)}
          data={semesterOptions(t, semesters)}
        />
        <NumberInput
          label={t('regulationSubjectForm.credits')}
          description={t('regulationSubjectForm.creditsHint')}
          required
          min={0}
          max={30}
          step={0.5}
          decimalScale={1}
          value={fields.credits}
          onChange={(value) => set({ credits: value })}
          error={form.errors.credits}
        />
        <Autocomplete
          label={t('regulationSubjectForm.subjectType')}
          description={t('regulationSubjectForm.optional')}
          data={SUBJECT_TYPES.map((type) => t(`regulationSubjectForm.types.${type}`))}
          value={fields.subjectType}
          onChange={(value) => set({ subjectType: value })}
          error={form.errors.subjectType}
        />
      </SimpleGrid>
      <FailureAlert failure={form.failure} />
    </FormModal>
  )
}
