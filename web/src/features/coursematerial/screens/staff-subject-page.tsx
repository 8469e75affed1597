import { Select, SimpleGrid } from '@mantine/core'
import { useState } from 'react'
import { GatedPage } from '@/components/ui/access-gate'
import { LoadError } from '@/components/ui/load-error'
import { departmentName, useDepartments } from '@/lib/academics'
import { useSubjectMaterials } from '../api/materials'
import { useRegulations, useRegulationSubjects } from '../api/subjects'
import { MaterialsPanel } from '../components/materials-panel'
import { managesMaterial } from '../utils/access'

/** Degree & Department, then Regulation, then Subject: each choice clears the ones after it. */
function SubjectChooser({
  onChoose,
}: {
  onChoose: (subject: { regSubId: string; subjectName: string } | undefined) => void
}) {
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
          label="Degree & Department"
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
          placeholder="Choose a department"
        />
        <Select
          label="Regulation"
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
          placeholder="Choose a regulation"
        />
        <Select
          label="Subject"
          searchable
          data={(subjects.data ?? []).map((subject) => ({
            value: subject.id,
            label: `${subject.subjectCode} ${subject.subjectName}`,
          }))}
          value={subjectId}
          onChange={(value) => {
            setSubjectId(value)
            const chosen = subjects.data?.find(({ id }) => id === value)
            onChoose(chosen ? { regSubId: chosen.id, subjectName: chosen.subjectName } : undefined)
          }}
          disabled={!regulationId}
          placeholder="Choose a subject"
        />
      </SimpleGrid>
      <LoadError title="The subjects did not load" error={error} />
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
  return (
    <GatedPage
      title="Staff Course Material"
      allows={managesMaterial}
      refusal="This page is for the administrator, HODs and faculty."
    >
      {() => <StaffSubjects />}
    </GatedPage>
  )
}
