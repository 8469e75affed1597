import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { departmentLabel } from '@campus/core'
import { createClaimsRepository } from '../../academics/claims.repository'
import { createAcademicsEntities, type StoredSubject } from '../../academics/entities'
import { groupKeyOf, groupNameKey, subjectCodeKey, subjectIdOf, yearSpan } from '../../academics/keys'
import { createSubjectsRepository } from '../../academics/subjects.repository'
import { ACADEMIC_YEARS, DEPARTMENTS, FACULTY, FACULTY_DEPARTMENT } from './demo-college'

/** The demo college's regulation: one per department, in force from 2021. */
const REGULATION_YEAR = '2021'
export const regulationIdOf = (code: string) => `reg-${code}-${REGULATION_YEAR}`

/** Subjects per department in semesters 1 and 2: shared first-year subjects and two of the branch's own. */
const BRANCH_SUBJECTS: Record<string, readonly [string, string]> = {
  cse: ['Programming in C', 'Data Structures'],
  ece: ['Electronic Devices', 'Circuit Theory'],
  mech: ['Engineering Mechanics', 'Manufacturing Processes'],
}

export function demoRegulationSubjects(code: string) {
  const [first = 'Introduction', second = 'Fundamentals'] = BRANCH_SUBJECTS[code] ?? []
  const branch = code.toUpperCase()
  return [
    { subjectCode: 'MA101', subjectName: 'Engineering Mathematics I', semester: 1, credits: 4 },
    { subjectCode: 'PH101', subjectName: 'Engineering Physics', semester: 1, credits: 3 },
    { subjectCode: 'EN101', subjectName: 'Technical English', semester: 1, credits: 2 },
    { subjectCode: `${branch}101`, subjectName: first, semester: 1, credits: 4 },
    { subjectCode: 'MA102', subjectName: 'Engineering Mathematics II', semester: 2, credits: 4 },
    { subjectCode: 'CY102', subjectName: 'Engineering Chemistry', semester: 2, credits: 3 },
    { subjectCode: 'GE102', subjectName: 'Engineering Graphics', semester: 2, credits: 3 },
    { subjectCode: `${branch}102`, subjectName: second, semester: 2, credits: 4 },
  ].map((subject) => ({ ...subject, id: `rs-${code}-${subject.subjectCode.toLowerCase()}` }))
}

/** The seeded faculty of a department: user-faculty-n with (n - 1) % 3 the department's index. */
const facultyOf = (departmentIndex: number) =>
  [1, 2, 3, 4]
    .map((round) => departmentIndex + 1 + (round - 1) * DEPARTMENTS.length)
    .map((n) => ({ staffid: `user-faculty-${n}`, staffName: `Faculty Member ${n}` }))

/**
 * The semester-1 subjects a demo group is taught, each with its one teacher (the department's faculty in
 * turn), as the seed writes them: other domains' seeds use it to refer to the same subjects and staff.
 */
export function demoSubjectsTaught(year: (typeof ACADEMIC_YEARS)[number], groupIndex: number) {
  const index = DEPARTMENTS.findIndex(({ id }) => id === year.departmentId)
  const department = DEPARTMENTS[index] ?? DEPARTMENTS[0]
  const staff = facultyOf(Math.max(index, 0))
  const groupId = year.groups[groupIndex]!
  return demoRegulationSubjects(department.code)
    .filter(({ semester }) => semester === 1)
    .map((subject, subjectIndex) => ({
      subject,
      taughtId: subjectIdOf(year.id, groupId, subject.id),
      teacher: staff[(subjectIndex + groupIndex) % staff.length] ?? staff[0]!,
    }))
}

/** True once the academic structure of the demo college exists in this data (the faculty goes last). */
export async function isAcademicsSeeded(client: DynamoDBDocumentClient, table: string) {
  const { data } = await createAcademicsEntities(client, table).faculty.get({ id: FACULTY.id }).go()
  return Boolean(data)
}

/**
 * Seeds the demo college's academic structure with the fixed ids identity's demo people refer to: the
 * faculty and faculty department, three departments with a 2021 regulation and eight subjects each, the two
 * academic years with groups A and B, and each year's semester-1 subjects taught to each group by the
 * department's faculty. Items are written as the API writes them (claims, folded keys, staff assignments)
 * with puts, so an interrupted seed is simply run again.
 */
export async function seedAcademics(client: DynamoDBDocumentClient, table: string) {
  const entities = createAcademicsEntities(client, table)
  const claims = createClaimsRepository(entities)
  const subjects = createSubjectsRepository(entities, client, table)
  const exists = () => Promise.resolve(true)
  const now = Date.now()
  const stamp = { createdOn: now, modifiedOn: now }

  await entities.facultyDepartment.put({ ...FACULTY_DEPARTMENT, ...stamp }).go()
  for (const department of DEPARTMENTS) {
    await entities.department
      .put({
        id: department.id,
        degreeName: department.degreeName,
        departmentName: department.departmentName,
        facultyDeptId: FACULTY_DEPARTMENT.id,
        totalSemester: '8',
        departmentId: department.code.toUpperCase(),
        examType: 'Semester',
        ...stamp,
      })
      .go()
    const regulation = {
      id: regulationIdOf(department.code),
      year: REGULATION_YEAR,
      examType: 'Semester',
      departmentID: department.id,
      ...stamp,
    }
    await claims.claim(
      { departmentId: department.id, kind: 'REGYEAR', value: REGULATION_YEAR },
      regulation.id,
      exists,
    )
    await entities.regulation.put(regulation).go()
    for (const subject of demoRegulationSubjects(department.code)) {
      await entities.regulationSubject
        .put({
          ...subject,
          regulationID: regulation.id,
          departmentID: department.id,
          codeKey: subjectCodeKey(subject.subjectCode),
          ...stamp,
        })
        .go()
    }
  }

  for (const year of ACADEMIC_YEARS) {
    const index = DEPARTMENTS.findIndex(({ id }) => id === year.departmentId)
    const department = DEPARTMENTS[index] ?? DEPARTMENTS[0]
    const [startYear = 2023, endYear = 2027] = year.label.split(' - ').map(Number)
    const record = {
      id: year.id,
      departmentId: year.departmentId,
      startYear,
      endYear,
      type: 'sem' as const,
      noOfYears: 4,
      currentYear: 1,
      currentSem: 1,
      inactive: 'NO' as const,
      sessionTime: { fnTime: '09:00 AM', anTime: '01:30 PM' },
      regulationId: regulationIdOf(department.code),
      ...stamp,
    }
    await claims.claim(
      { departmentId: year.departmentId, kind: 'YEARSPAN', value: yearSpan(record) },
      year.id,
      exists,
    )
    await entities.academicYear.put(record).go()

    for (const [groupIndex, groupId] of year.groups.entries()) {
      const groupName = String.fromCharCode(65 + groupIndex)
      await entities.group
        .put({
          id: groupId,
          groupName,
          nameKey: groupNameKey(groupName),
          accYearId: year.id,
          departmentId: year.departmentId,
          type: 'CURRENT',
          ...stamp,
        })
        .go()
      for (const { subject, taughtId, teacher } of demoSubjectsTaught(year, groupIndex)) {
        const taught: StoredSubject = {
          id: taughtId,
          regSubId: subject.id,
          subjectId: subject.id,
          regulationId: record.regulationId,
          subjectName: subject.subjectName,
          subjectCode: subject.subjectCode,
          credits: subject.credits,
          semester: subject.semester,
          accYearId: year.id,
          groupId,
          groupKey: groupKeyOf(groupId),
          departmentId: year.departmentId,
          department: departmentLabel(department),
          stafflist: [teacher],
          subjectStatus: 'ACTIVE',
          ...stamp,
        }
        await subjects.save(taught)
      }
    }
  }
  // Last, so `isAcademicsSeeded` is true only for a finished seed.
  await entities.faculty.put({ ...FACULTY, ...stamp }).go()
}
