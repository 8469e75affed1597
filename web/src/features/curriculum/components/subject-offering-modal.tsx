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
import { useStaffTranslation } from '@/lib/i18n/staff'

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
  const { t } = useStaffTranslation('curriculum')
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
      setErrors({ fields: { regSubId: t('subjectOffering.chooseSubject') } })
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
      notify('success', t('subjectOffering.added', { code: saved.subjectCode, year: yearLabel(year) }))
      onSaved()
      onClose()
    } catch (error) {
      setErrors(saveErrors(error, t))
    } finally {
      setSaving(false)
    }
  }

  return (
    <Modal opened onClose={onClose} title={t('subjectOffering.title', { year: yearLabel(year) })} size="lg">
      {!year.regulationId ? (
        <Alert color="yellow">{t('subjectOffering.noRegulation')}</Alert>
      ) : (
        <form onSubmit={(event) => void save(event)} noValidate>
          <Stack>
            <Text size="sm">
              {year.regulation
                ? t('subjectOffering.from', { regulation: year.regulation })
                : t('subjectOffering.fromThisYear')}
            </Text>
            <Select
              label={t('subjectOffering.subject')}
              required
              searchable
              data={semesters.map((number) => ({
                group: t('semester.numbered', { number }),
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
              placeholder={regulationSubjects.isLoading ? t('subjectOffering.loadingSubjects') : undefined}
              nothingFoundMessage={t('subjectOffering.noMatch')}
              error={errors.fields.regSubId ?? regulationSubjects.error?.message}
              data-autofocus
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                label={t('subjectOffering.taughtTo')}
                data={[
                  { value: WHOLE_YEAR, label: t('taughtTo.wholeYear') },
                  ...groups.map((group) => ({
                    value: group.id,
                    label: t('taughtTo.group', { name: group.groupName }),
                  })),
                ]}
                value={groupId}
                onChange={(value) => setGroupId(value ?? WHOLE_YEAR)}
                allowDeselect={false}
                error={errors.fields.groupId}
              />
              <Select
                label={t('subjectOffering.semesterTaught')}
                description={t('subjectOffering.semesterHint')}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                data={semesterOptions(t)}
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
              {t('subjectOffering.submit')}
            </FormActions>
          </Stack>
        </form>
      )}
    </Modal>
  )
}
