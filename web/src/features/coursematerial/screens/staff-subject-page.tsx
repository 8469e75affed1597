import { Select, SimpleGrid } from '@mantine/core'
import { useState } from 'react'
import { GatedPage } from '@/components/ui/access-gate'
import { LoadError } from '@/components/ui/load-error'
import { departmentName, useDepartments } from '@/lib/academics'
import { useSubjectMaterials } from '../api/materials'
import { useRegulations, useRegulationSubjects } from '../api/subjects'
import { MaterialsPanel } from '../components/materials-panel'
import { managesMaterial } from '../utils/access'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** Degree & Department, then Regulation, then Subject: each choice clears the ones after it. */
function SubjectChooser({
  onChoose,
}: {
  onChoose: (subject: { regSubId: string; subjectName: string } | undefined) => void
}) {
  const { t } = useStaffTranslation('coursematerial')
  const [departmentId, setDepartmentId] = useState<string | null>(null)
  const [regulationId, setRegulationId] = useState<string | null>(null)
  const [subjectId, setSubjectId] = useState<string | null>(null)
  const departments = useDepartments()
  const regulations = useRegulations(departmentId ?? undefined)
  const subjects = useRegulationSubjects(regulationId ?? undefined)
  const error = departments.error ?? regulations.error ?? subjects.error
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Select
          label={t('staffSubject.department')}
          searchable
          data={(departments.data ?? []).map((department) => ({
            value: department.id,
            label: departmentName(department),
          }))}
          value={departmentId}
          onChange={(value) => {
            setDepartmentId(value)
            setRegulationId(null)
            setSubjectId(null)
            onChoose(undefined)
          }}
          placeholder={t('staffSubject.chooseDepartment')}
        />
        <Select
          label={t('staffSubject.regulation')}
          data={(regulations.data ?? []).map((regulation) => ({
            value: regulation.id,
            label: regulation.year,
          }))}
          value={regulationId}
          onChange={(value) => {
            setRegulationId(value)
            setSubjectId(null)
            onChoose(undefined)
          }}
          disabled={!departmentId}
          placeholder={t('staffSubject.chooseRegulation')}
        />
        <Select
          label={t('staffSubject.subject')}
          searchable
          data={(subjects.data ?? []).map((subject) => ({
            value: subject.id,
            label: t('staffSubject.subjectLabel', { code: subject.subjectCode, name: subject.subjectName }),
          }))}
          value={subjectId}
          onChange={(value) => {
            setSubjectId(value)
            const chosen = subjects.data?.find(({ id }) => id === value)
            onChoose(chosen ? { regSubId: chosen.id, subjectName: chosen.subjectName } : undefined)
          }}
          disabled={!regulationId}
          placeholder={t('staffSubject.chooseSubject')}
        />
      </SimpleGrid>
      <LoadError title={t('staffSubject.subjectsNotLoaded')} error={error} />
    </>
  )
}

/** The chosen subject's materials, with New and Edit keeping the subject fixed. */
function StaffSubjects() {
  const [subject, setSubject] = useState<{ regSubId: string; subjectName: string }>()
  const list = useSubjectMaterials(subject?.regSubId)
  return (
    <>
      <SubjectChooser onChoose={setSubject} />
      {subject && <MaterialsPanel list={list} fixedSubject={subject} />}
    </>
  )
}

/** coursematerial/staffCourseMaterial ("Staff Subject"): any subject's materials, for staff. */
export function Component() {
  const { t } = useStaffTranslation('coursematerial')
  return (
    <GatedPage title={t('staffSubject.title')} allows={managesMaterial} refusal={t('staffSubject.refusal')}>
      {() => <StaffSubjects />}
    </GatedPage>
  )
}
