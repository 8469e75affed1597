import { Alert, Autocomplete, Modal, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { FormActions } from '@/components/ui/form-actions'
import { useState, type FormEvent } from 'react'
import { notify } from '@/lib/notify'
import {
  createRegulationSubject,
  type Regulation,
  type RegulationSubject,
  updateRegulationSubject,
} from '../api/regulations'
import { saveErrors } from '../utils/save-errors'
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
  const [fields, setFields] = useState({
    subjectCode: subject?.subjectCode ?? '',
    subjectName: subject?.subjectName ?? '',
    semester: subject ? String(subject.semester) : '',
    credits: subject?.credits ?? '',
    subjectType: subject?.subjectType ?? '',
  })
  const [errors, setErrors] = useState<{ fields: Record<string, string>; general?: string }>({ fields: {} })
  const [saving, setSaving] = useState(false)
  const set = (change: Partial<typeof fields>) => setFields((current) => ({ ...current, ...change }))

  async function save(event: FormEvent) {
    event.preventDefault()
    const missing: Record<string, string> = {}
    if (!fields.semester) missing.semester = 'Choose the semester'
    if (fields.credits === '') missing.credits = 'Credits are required'
    if (Object.keys(missing).length) {
      setErrors({ fields: missing })
      return
    }
    const details = {
      subjectCode: fields.subjectCode.trim(),
      subjectName: fields.subjectName.trim(),
      semester: Number(fields.semester),
      credits: Number(fields.credits),
      subjectType: fields.subjectType.trim() || undefined,
    }
    setSaving(true)
    try {
      if (subject) await updateRegulationSubject({ id: subject.id, ...details })
      else await createRegulationSubject({ ...details, regulationID: regulation.id })
      notify('success', subject ? `${details.subjectCode} saved` : `${details.subjectCode} added`)
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
      title={subject ? `Edit ${subject.subjectCode}` : `Add a subject to regulation ${regulation.year}`}
      size="lg"
    >
      <form onSubmit={(event) => void save(event)} noValidate>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Subject code"
              required
              value={fields.subjectCode}
              onChange={(event) => set({ subjectCode: event.currentTarget.value })}
              error={errors.fields.subjectCode}
              data-autofocus
            />
            <TextInput
              label="Subject name"
              required
              value={fields.subjectName}
              onChange={(event) => set({ subjectName: event.currentTarget.value })}
              error={errors.fields.subjectName}
            />
            <Select
              label="Semester"
              required
              data={semesterOptions(semesters)}
              value={fields.semester || null}
              onChange={(value) => set({ semester: value ?? '' })}
              error={errors.fields.semester}
            />
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
              error={errors.fields.credits}
            />
            <Autocomplete
              label="Subject type"
              description="Optional"
              data={SUBJECT_TYPES}
              value={fields.subjectType}
              onChange={(value) => set({ subjectType: value })}
              error={errors.fields.subjectType}
            />
          </SimpleGrid>
          {errors.general && <Alert color="red">{errors.general}</Alert>}
          <FormActions onCancel={onClose} saving={saving}>
            {subject ? 'Save' : 'Add subject'}
          </FormActions>
        </Stack>
      </form>
    </Modal>
  )
}
