/** How the course material screens arrange and name materials (legacy-client 3.5). */
import { CourseMaterialTypeSchema } from '@campus/core'
import type { TFunction } from 'i18next'

const isKnownType = (type: string): type is (typeof CourseMaterialTypeSchema.options)[number] =>
  (CourseMaterialTypeSchema.options as readonly string[]).includes(type)

/** `QuestionBank` as people read it: "Question Bank"; a type this client does not know is spaced out as is. */
export const typeLabel = (type: string, t: TFunction<'coursematerial'>) =>
  isKnownType(type) ? t(`materialType.${type}`) : type.replace(/([a-z])([A-Z])/g, '$1 $2')

/** One card of the grouped list: a subject's name and its materials, in the order the list gave them. */
export interface SubjectGroup<Row> {
  subjectName: string
  rows: Row[]
}

/** Materials grouped by subject name (the legacy screens' one card per subject), names in alphabetical order. */
export function groupBySubject<Row extends { subjectName: string }>(
  rows: readonly Row[],
): SubjectGroup<Row>[] {
  const groups = new Map<string, Row[]>()
  for (const row of rows) groups.set(row.subjectName, [...(groups.get(row.subjectName) ?? []), row])
  return [...groups]
    .map(([subjectName, grouped]) => ({ subjectName, rows: grouped }))
    .sort((a, b) => a.subjectName.localeCompare(b.subjectName, 'en', { sensitivity: 'base' }))
}

/** Subjects as a select offers them: grouped by department, labelled by code and name, valued by regSubId. */
export function subjectOptions(
  subjects: readonly { regSubId: string; subjectName: string; subjectCode?: string; department?: string }[],
  t: TFunction<'coursematerial'>,
) {
  const byDepartment = new Map<string, { value: string; label: string }[]>()
  for (const subject of subjects) {
    const department = subject.department || t('otherSubjects')
    const label = subject.subjectCode ? `${subject.subjectCode} ${subject.subjectName}` : subject.subjectName
    byDepartment.set(department, [
      ...(byDepartment.get(department) ?? []),
      { value: subject.regSubId, label },
    ])
  }
  return [...byDepartment].map(([group, items]) => ({ group, items }))
}
