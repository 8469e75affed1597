import { Alert, Modal, Select, SimpleGrid, Stack, Text } from '@mantine/core'
import { FormActions } from '@/components/ui/form-actions'
import { useState, type FormEvent } from 'react'
import { type GroupOption, yearLabel } from '@/lib/academics'
import { notify } from '@/lib/notify'
import { useRegulationSubjects } from '../api/regulations'
import { createSubjectTaught, type StaffRef } from '../api/subjects-taught'
import type { TeachingYear } from '../api/years'
import { saveErrors } from '../utils/save-errors'
import { semesterOptions } from '../utils/semesters'
import { StaffPicker } from './staff-picker'

/** The "Taught to" choice for the whole academic year rather than one group. */
export const WHOLE_YEAR = 'whole-year'

/**
 * Offers a subject of the year's regulation to the year, or to one group of it, with its staff. The
 * semester defaults to the one the regulation puts the subject in.
 */
export function SubjectOfferingModal({
  year,
  groups,
  initialGroupId,
  onClose,
  onSaved,
}: {
  year: TeachingYear
  groups: readonly GroupOption[]
  initialGroupId: string | undefined
  onClose: () => void
  onSaved: () => void
}) {
  const regulationSubjects = useRegulationSubjects(year.regulationId)
  const [regSubId, setRegSubId] = useState<string | null>(null)
  const [groupId, setGroupId] = useState(initialGroupId ?? WHOLE_YEAR)
  const [semester, setSemester] = useState<string | null>(null)
  const [staff, setStaff] = useState<StaffRef[]>([])
  const [errors, setErrors] = useState<{ fields: Record<string, string>; general?: string }>({ fields: {} })
  const [saving, setSaving] = useState(false)
  const subjects = regulationSubjects.data ?? []
  const semesters = [...new Set(subjects.map((subject) => subject.semester))].sort((a, b) => a - b)

  async function save(event: FormEvent) {
    event.preventDefault()
    if (!regSubId) {
      setErrors({ fields: { regSubId: 'Choose the subject' } })
      return
    }
    setSaving(true)
    try {
      const saved = await createSubjectTaught({
        regSubId,
        accYearId: year.id,
        groupId: groupId === WHOLE_YEAR ? undefined : groupId,
        semester: semester ? Number(semester) : undefined,
        stafflist: staff,
        subjectStatus: 'ACTIVE',
      })
      notify('success', `${saved.subjectCode} added to ${yearLabel(year)}`)
      onSaved()
      onClose()
    } catch (error) {
      setErrors(saveErrors(error))
    } finally {
      setSaving(false)
    }
  }

  return (
    <Modal opened onClose={onClose} title={`Add a subject taught in ${yearLabel(year)}`} size="lg">
      {!year.regulationId ? (
        <Alert color="yellow">
          This academic year follows no regulation, so it has no subjects to offer. Choose another year.
        </Alert>
      ) : (
        <form onSubmit={(event) => void save(event)} noValidate>
          <Stack>
            <Text size="sm">Subjects come from regulation {year.regulation ?? 'of this year'}.</Text>
            <Select
              label="Subject"
              required
              searchable
              data={semesters.map((number) => ({
                group: `Semester ${number}`,
                items: subjects
                  .filter((subject) => subject.semester === number)
                  .map((subject) => ({
                    value: subject.id,
                    label: `${subject.subjectCode} ${subject.subjectName}`,
                  })),
              }))}
              value={regSubId}
              onChange={(value) => {
                setRegSubId(value)
                const chosen = subjects.find((subject) => subject.id === value)
                setSemester(chosen ? String(chosen.semester) : null)
              }}
              placeholder={regulationSubjects.isLoading ? 'Loading subjects…' : undefined}
              nothingFoundMessage="No subject matches"
              error={errors.fields.regSubId ?? regulationSubjects.error?.message}
              data-autofocus
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                label="Taught to"
                data={[
                  { value: WHOLE_YEAR, label: 'Whole year' },
                  ...groups.map((group) => ({ value: group.id, label: `Group ${group.groupName}` })),
                ]}
                value={groupId}
                onChange={(value) => setGroupId(value ?? WHOLE_YEAR)}
                allowDeselect={false}
                error={errors.fields.groupId}
              />
              <Select
                label="Semester taught"
                description="Defaults to the regulation's semester"
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                data={semesterOptions()}
                value={semester}
                onChange={setSemester}
                error={errors.fields.semester}
              />
            </SimpleGrid>
            <StaffPicker
              departmentId={year.departmentId}
              value={staff}
              onChange={setStaff}
              error={errors.fields.stafflist}
            />
            {errors.general && <Alert color="red">{errors.general}</Alert>}
            <FormActions onCancel={onClose} saving={saving}>
              Add subject taught
            </FormActions>
          </Stack>
        </form>
      )}
    </Modal>
  )
}
