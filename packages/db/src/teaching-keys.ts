/**
 * The academics table's keys the teaching reads name (functions/academics/entities.ts writes them; its
 * teaching.int.test.ts checks the two agree).
 */
export const teachingKeys = {
  /** gsi3: a subject taught, by id. */
  subject: (subjectId: string) => `SUBJECT#${subjectId}`,
  /** gsi3: a regulation subject, by id. */
  regulationSubject: (regSubId: string) => `REGSUB#${regSubId}`,
  /** gsi3: a group, by id. */
  group: (groupId: string) => `GROUP#${groupId}`,
  /** primary: a staff member's copies of the subjects they teach. */
  staff: (staffId: string) => `STAFF#${staffId}`,
  /** primary: an academic year with its groups and subjects. */
  year: (accYearId: string) => `ACCYEAR#${accYearId}`,
  subjectsPrefix: 'SUBJECT#',
  groupsPrefix: 'GROUP#',
} as const

/** The academics table's keys of faculty departments (functions/academics/entities.ts writes them). */
export const facultyDepartmentKeys = {
  /** primary: a faculty department by id. */
  byId: (facultyDeptId: string) => ({ pk: `FDEPT#${facultyDeptId}`, sk: 'FDEPT' }),
  /** gsi1: every faculty and department of the college; faculty departments sort under this prefix. */
  org: 'ORG',
  facultyDepartmentsPrefix: 'UNIT#FDEPT#',
  facultiesPrefix: 'UNIT#FACULTY#',
} as const
