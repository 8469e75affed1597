import { fillKey, keyPrefix, secondaryIndex, sharedPrefix, tableIndex } from './key-templates'

/**
 * The academics table's keys, spelled once. Academics' ElectroDB entities are built on these indexes; the reads
 * of several entities at once (academics' partition reads, and the teaching and faculty-department reads other
 * domains make through `createTeaching` and `createFacultyDepartments`) and the items other domains' tests
 * write (@campus/testing teaching.ts) fill the same templates, so they cannot drift from what academics writes.
 *
 * | pattern                                            | index   | key                                            |
 * |----------------------------------------------------|---------|------------------------------------------------|
 * | faculty, faculty department, department by id      | primary | FACULTY#<id>, FDEPT#<id>, DEPT#<id> / type     |
 * | the academic structure of the college              | gsi1    | ORG / UNIT#FACULTY#…, UNIT#FDEPT#…, UNIT#DEPT#…, |
 * |   (units, then every year and its groups)          |         |   YEAR#<yearId>, YEAR#<yearId>#GROUP#<id>      |
 * | a department with its years, groups, regulations   | gsi2    | DEPT#<id> / DEPT, YEAR#…, YEAR#…#GROUP#…, REG#… |
 * | what refers to a department (uniqueness claims)    | primary | DEPT#<id> / YEARSPAN#<start>-<end>, REGYEAR#<y> |
 * | academic year by id, with its groups and subjects  | primary | ACCYEAR#<id> / ACCYEAR, GROUP#<name>, SUBJECT#… |
 * | group, regulation subject, subject taught by id    | gsi3    | GROUP#<id>, REGSUB#<id>, SUBJECT#<id>          |
 * | regulation by id, with its subjects                | primary | REG#<id> / REG, SUB#<CODE>                     |
 * | subjects taught of a department, of a reg. subject | gsi1/2  | DEPTSUBJECTS#<deptId>, REGSUB#<regSubId>       |
 * | subjects a staff member teaches                    | primary | STAFF#<staffid> / SUBJECT#<subjectId>          |
 * | audit records (see audit.ts)                       | primary | AUDIT#<type>#<id>; gsi1 AUDITDAY#<day>         |
 *
 * Children whose name must be unique in their parent (a group in its year, a subject code in its regulation,
 * a subject taught to a year or group) are keyed by that name, so a conditional create is the uniqueness
 * check; their id stays fixed and finds them through gsi3. Academic years and regulations are keyed by id and
 * claim their start-end years or year in their department's partition, which is also what a department
 * delete reads to see whether anything still refers to it.
 */
export const ACADEMICS_INDEXES = {
  faculty: {
    byId: tableIndex('FACULTY#${id}', 'FACULTY'),
    org: secondaryIndex('gsi1', 'ORG', 'UNIT#FACULTY#${id}'),
  },
  facultyDepartment: {
    byId: tableIndex('FDEPT#${id}', 'FDEPT'),
    org: secondaryIndex('gsi1', 'ORG', 'UNIT#FDEPT#${id}'),
  },
  department: {
    byId: tableIndex('DEPT#${id}', 'DEPT'),
    org: secondaryIndex('gsi1', 'ORG', 'UNIT#DEPT#${id}'),
    scope: secondaryIndex('gsi2', 'DEPT#${id}', 'DEPT'),
  },
  departmentClaim: {
    byValue: tableIndex('DEPT#${departmentId}', '${kind}#${value}'),
  },
  academicYear: {
    byId: tableIndex('ACCYEAR#${id}', 'ACCYEAR'),
    org: secondaryIndex('gsi1', 'ORG', 'YEAR#${id}'),
    scope: secondaryIndex('gsi2', 'DEPT#${departmentId}', 'YEAR#${id}'),
  },
  group: {
    byName: tableIndex('ACCYEAR#${accYearId}', 'GROUP#${nameKey}'),
    org: secondaryIndex('gsi1', 'ORG', 'YEAR#${accYearId}#GROUP#${id}'),
    scope: secondaryIndex('gsi2', 'DEPT#${departmentId}', 'YEAR#${accYearId}#GROUP#${id}'),
    byId: secondaryIndex('gsi3', 'GROUP#${id}', 'GROUP'),
  },
  regulation: {
    byId: tableIndex('REG#${id}', 'REG'),
    scope: secondaryIndex('gsi2', 'DEPT#${departmentID}', 'REG#${id}'),
  },
  regulationSubject: {
    byCode: tableIndex('REG#${regulationID}', 'SUB#${codeKey}'),
    byId: secondaryIndex('gsi3', 'REGSUB#${id}', 'REGSUB'),
  },
  subject: {
    byYear: tableIndex('ACCYEAR#${accYearId}', 'SUBJECT#${groupKey}#${regSubId}'),
    byDepartment: secondaryIndex('gsi1', 'DEPTSUBJECTS#${departmentId}', 'SUBJECT#${id}'),
    byRegulationSubject: secondaryIndex('gsi2', 'REGSUB#${regSubId}', 'SUBJECT#${id}'),
    byId: secondaryIndex('gsi3', 'SUBJECT#${id}', 'SUBJECT'),
  },
  /** One staff member teaching one subject: a copy of the subject in the staff member's partition. */
  assignment: {
    byStaff: tableIndex('STAFF#${staffid}', 'SUBJECT#${id}'),
  },
} as const

const { faculty, facultyDepartment, department, academicYear, group } = ACADEMICS_INDEXES
const { regulation, regulationSubject, subject, assignment } = ACADEMICS_INDEXES

/**
 * The partitions the reads of several entities at once name (one Query, which ElectroDB's one-entity queries
 * cannot do), and the partitions of the gsi3 reads by id.
 */
export const academicsPartitions = {
  /** gsi1: faculties, faculty departments and departments (UNIT#…), then every year and group. */
  org: fillKey(faculty.org.pk, {}),
  /** gsi2: a department with its years, groups and regulations. */
  department: (departmentId: string) => fillKey(department.scope.pk, { id: departmentId }),
  /** Primary: an academic year with its groups and subjects taught. */
  year: (accYearId: string) => fillKey(academicYear.byId.pk, { id: accYearId }),
  /** Primary: a regulation with its subjects. */
  regulation: (regulationId: string) => fillKey(regulation.byId.pk, { id: regulationId }),
  /** Primary: a staff member's copies of the subjects they teach. */
  staff: (staffId: string) => fillKey(assignment.byStaff.pk, { staffid: staffId }),
  /** gsi3: a subject taught, by id. */
  subject: (subjectId: string) => fillKey(subject.byId.pk, { id: subjectId }),
  /** gsi3: a regulation subject, by id. */
  regulationSubject: (regSubId: string) => fillKey(regulationSubject.byId.pk, { id: regSubId }),
  /** gsi3: a group, by id. */
  group: (groupId: string) => fillKey(group.byId.pk, { id: groupId }),
} as const

/** The sort-key prefixes that pick one kind of item out of those partitions. */
export const academicsSortKeyPrefixes = {
  /** gsi1 ORG: faculties, faculty departments and departments. */
  units: sharedPrefix(
    keyPrefix(faculty.org.sk),
    keyPrefix(facultyDepartment.org.sk),
    keyPrefix(department.org.sk),
  ),
  /** gsi1 ORG: faculties and faculty departments (both begin `UNIT#F`), without departments. */
  facultyUnits: sharedPrefix(keyPrefix(faculty.org.sk), keyPrefix(facultyDepartment.org.sk)),
  faculties: keyPrefix(faculty.org.sk),
  facultyDepartments: keyPrefix(facultyDepartment.org.sk),
  /** gsi2 DEPT#: a department's academic years (and their groups). */
  years: keyPrefix(academicYear.scope.sk),
  /** gsi2 DEPT#: a department's regulations. */
  regulations: keyPrefix(regulation.scope.sk),
  /** REG#: a regulation's subjects. */
  regulationSubjects: keyPrefix(regulationSubject.byCode.sk),
  /** ACCYEAR#: a year's groups. */
  groups: keyPrefix(group.byName.sk),
  /** ACCYEAR#: a year's subjects taught, of every group and the whole year's. */
  subjects: keyPrefix(subject.byYear.sk),
  /** ACCYEAR#: the subjects taught to one group, or to the whole year (`groupKeyOf`). */
  subjectsOf: (groupKey: string) => keyPrefix(subject.byYear.sk, { groupKey }),
  /** STAFF#: a staff member's subjects. */
  staffSubjects: keyPrefix(assignment.byStaff.sk),
} as const

/** A group name as compared for uniqueness (the group's `nameKey`): case and runs of spaces do not make a new name. */
export const groupNameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase()

/** A subject code as compared for uniqueness in a regulation (the regulation subject's `codeKey`). */
export const subjectCodeKey = (code: string) => code.trim().replace(/\s+/g, ' ').toUpperCase()
