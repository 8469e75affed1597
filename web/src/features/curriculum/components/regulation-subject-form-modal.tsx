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

/** Kinds colleges commonly use; any other text is accepted too. */
const SUBJECT_TYPES = ['Theory', 'Practical', 'Theory cum practical', 'Elective', 'Project']

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
    if (!fields.semester) missing.semester = 'Choose the semester'
    if (fields.credits === '') missing.credits = 'Credits are required'
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
        success: subject ? `${details.subjectCode} saved` : `${details.subjectCode} added`,
        onSaved,
        onClose,
      },
    )
  }

  return (
    <FormModal
      title={subject ? `Edit ${subject.subjectCode}` : `Add a subject to regulation ${regulation.year}`}
      size="lg"
      onClose={onClose}
      onSubmit={save}
      saving={form.saving}
      submitLabel={subject ? 'Save' : 'Add subject'}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput {...text('subjectCode', 'Subject code', true)} data-autofocus />
        <TextInput {...text('subjectName', 'Subject name', true)} />
        <Select {...choice('semester', 'Semester', true)} data={semesterOptions(semesters)} />
        <NumberInput
          label="Credits"
          description="0 to 30, in steps of 0.5"
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
          label="Subject type"
          description="Optional"
          data={SUBJECT_TYPES}
          value={fields.subjectType}
          onChange={(value) => set({ subjectType: value })}
          error={form.errors.subjectType}
        />
      </SimpleGrid>
      <FailureAlert failure={form.failure} />
    </FormModal>
  )
}
