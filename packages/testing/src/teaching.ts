import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import {
  ACADEMICS_INDEXES,
  groupKeyOf,
  groupNameKey,
  indexKeys,
  type RegulationSubjectRecord,
  subjectCodeKey,
  type TaughtGroup,
  type TaughtSubject,
  writeBatch,
} from '@campus/db'
import { type ACADEMIC_YEARS, DEPARTMENTS, demoSubjectsTaught } from '@campus/local/demo-college'

/**
 * Subjects and groups written into an academics table the way academics' entities write them, for the tests of
 * domains that read them through `createTeaching` (assignments, course material) without running academics.
 * Their keys fill the templates academics' entities are built on (@campus/db academics-keys.ts);
 * `functions/academics/teaching.int.test.ts` checks these items equal what academics itself writes.
 */
const electro = (entity: string) => ({ __edb_e__: entity, __edb_v__: '1' })

/** The items of a subject taught: the subject itself and one copy per member of its staff. */
export function taughtSubjectItems(
  subject: TaughtSubject,
  at = 1_700_000_000_000,
): Record<string, unknown>[] {
  const groupKey = groupKeyOf(subject.groupId)
  const attributes = {
    ...subject,
    subjectId: subject.regSubId,
    regulationId: `reg-of-${subject.regSubId}`,
    credits: 3,
    groupKey,
    createdOn: at,
    modifiedOn: at,
  }
  return [
    { ...attributes, ...electro('subject'), ...indexKeys(ACADEMICS_INDEXES.subject, attributes) },
    ...subject.stafflist.map(({ staffid }) => ({
      ...attributes,
      staffid,
      ...electro('assignment'),
      ...indexKeys(ACADEMICS_INDEXES.assignment, { ...attributes, staffid }),
    })),
  ]
}

/** The item of a group of an academic year. */
export function taughtGroupItem(group: TaughtGroup, at = 1_700_000_000_000): Record<string, unknown> {
  const attributes = {
    ...group,
    nameKey: groupNameKey(group.groupName),
    type: 'CURRENT',
    createdOn: at,
    modifiedOn: at,
  }
  return { ...attributes, ...electro('group'), ...indexKeys(ACADEMICS_INDEXES.group, attributes) }
}

/** A regulation subject as academics' entities store it (gsi3 `REGSUB#<id>` finds it by id). */
export function regulationSubjectItem(subject: RegulationSubjectRecord, at = 1_700_000_000_000) {
  const attributes = {
    id: subject.id,
    regulationID: subject.regulationId,
    departmentID: subject.departmentId,
    subjectName: subject.subjectName,
    subjectCode: subject.subjectCode,
    codeKey: subjectCodeKey(subject.subjectCode),
    semester: subject.semester,
    credits: 4,
    createdOn: at,
    modifiedOn: at,
  }
  return {
    ...attributes,
    ...electro('regulationSubject'),
    ...indexKeys(ACADEMICS_INDEXES.regulationSubject, attributes),
  }
}

/** Writes subjects, regulation subjects and groups into an academics table (BatchWriteItems). */
export const putTeaching = (
  client: DynamoDBDocumentClient,
  table: string,
  {
    subjects = [],
    groups = [],
    regulationSubjects = [],
  }: {
    subjects?: readonly TaughtSubject[]
    groups?: readonly TaughtGroup[]
    regulationSubjects?: readonly RegulationSubjectRecord[]
  },
) =>
  writeBatch(
    client,
    table,
    [
      ...subjects.flatMap((subject) => taughtSubjectItems(subject)),
      ...groups.map((group) => taughtGroupItem(group)),
      ...regulationSubjects.map((subject) => regulationSubjectItem(subject)),
    ].map((Item) => ({ PutRequest: { Item } })),
  )

/**
 * The semester-1 subjects the academics seed teaches a demo year's groups, and the year's groups, as academics
 * writes them: for the seeds of the domains that read them (assignments, course material) and their tests.
 */
export function demoTeaching(year: (typeof ACADEMIC_YEARS)[number]) {
  const department = DEPARTMENTS.find(({ id }) => id === year.departmentId) ?? DEPARTMENTS[0]
  return {
    subjects: year.groups.flatMap((groupId, groupIndex) =>
      demoSubjectsTaught(year, groupIndex).map(({ subject, taughtId, teacher }): TaughtSubject => ({
        id: taughtId,
        regSubId: subject.id,
        subjectName: subject.subjectName,
        subjectCode: subject.subjectCode,
        semester: subject.semester,
        accYearId: year.id,
        groupId,
        departmentId: year.departmentId,
        department: `${department.degreeName} - ${department.departmentName}`,
        subjectStatus: 'ACTIVE',
        stafflist: [teacher],
      })),
    ),
    groups: year.groups.map((id, index): TaughtGroup => ({
      id,
      groupName: String.fromCharCode(65 + index),
      accYearId: year.id,
      departmentId: year.departmentId,
    })),
  }
}

/** A faculty department as academics' entities store it (for domains that read them: NAAC). */
export function facultyDepartmentItem(
  facultyDepartment: { id: string; name: string; facultyId: string },
  at = 1_700_000_000_000,
) {
  return {
    ...facultyDepartment,
    createdOn: at,
    modifiedOn: at,
    ...electro('facultyDepartment'),
    ...indexKeys(ACADEMICS_INDEXES.facultyDepartment, facultyDepartment),
  }
}

/** Writes faculty departments into an academics table as academics writes them. */
export const putFacultyDepartments = (
  client: DynamoDBDocumentClient,
  table: string,
  facultyDepartments: readonly { id: string; name: string; facultyId: string }[],
) =>
  writeBatch(
    client,
    table,
    facultyDepartments.map((item) => ({ PutRequest: { Item: facultyDepartmentItem(item) } })),
  )

/** A faculty as academics' entities store it (for domains that read them: NAAC reports name faculties). */
export function facultyItem(faculty: { id: string; name: string }, at = 1_700_000_000_000) {
  return {
    ...faculty,
    createdOn: at,
    modifiedOn: at,
    ...electro('faculty'),
    ...indexKeys(ACADEMICS_INDEXES.faculty, faculty),
  }
}

/** Writes faculties into an academics table as academics writes them. */
export const putFaculties = (
  client: DynamoDBDocumentClient,
  table: string,
  faculties: readonly { id: string; name: string }[],
) =>
  writeBatch(
    client,
    table,
    faculties.map((item) => ({ PutRequest: { Item: facultyItem(item) } })),
  )
