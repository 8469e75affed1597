import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { departmentLabel } from '@campus/core'
import { createClaimsRepository } from './claims.repository'
import { createAcademicsEntities, type StoredSubject } from './entities'
import { groupKeyOf, groupNameKey, subjectCodeKey, yearSpan } from './keys'
import { createSubjectsRepository } from './subjects.repository'
import {
  ACADEMIC_YEARS,
  DEPARTMENTS,
  demoRegulationSubjects,
  demoSubjectsTaught,
  FACULTY,
  FACULTY_DEPARTMENT,
  regulationIdOf,
  REGULATION_YEAR,
} from '@campus/local/demo-college'
import type { DomainSeed } from '@campus/http'

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
  const subjects = createSubjectsRepository({ entities, client, table })
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

/** The demo college's academic structure (`npm start`); local demo data only. */
export const academicsSeed: DomainSeed = {
  isSeeded: (client, tables) => isAcademicsSeeded(client, tables.academics),
  seed: async (client, tables) => {
    await seedAcademics(client, tables.academics)
    return 'Seeded the academic structure (departments, years, groups, regulations, subjects).'
  },
}
