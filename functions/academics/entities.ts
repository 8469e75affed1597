import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { lazyEntities } from '@campus/db'
import { Entity, type EntityItem } from 'electrodb'

/**
 * The academics table's entities. Every list is one Query on one of these partitions:
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
 * | audit records (see @campus/db)                     | primary | AUDIT#<type>#<id>; gsi1 AUDITDAY#<day>         |
 *
 * Children whose name must be unique in their parent (a group in its year, a subject code in its regulation,
 * a subject taught to a year or group) are keyed by that name, so a conditional create is the uniqueness
 * check; their id stays fixed and finds them through gsi3. Academic years and regulations are keyed by id and
 * claim their start-end years or year in their department's partition, which is also what a department
 * delete reads to see whether anything still refers to it.
 */

const none = { casing: 'none' } as const
const record = {
  id: { type: 'string', required: true },
  createdOn: { type: 'number', required: true },
  modifiedOn: { type: 'number', required: true },
} as const

const staffList = {
  type: 'list',
  required: true,
  items: {
    type: 'map',
    properties: {
      staffid: { type: 'string', required: true },
      staffName: { type: 'string', required: true },
    },
  },
} as const

/** A subject taught, as its own item and as the copy each staff assignment carries. */
const subjectAttributes = {
  ...record,
  regSubId: { type: 'string', required: true },
  subjectId: { type: 'string', required: true },
  regulationId: { type: 'string', required: true },
  subjectName: { type: 'string', required: true },
  subjectCode: { type: 'string', required: true },
  credits: { type: 'number', required: true },
  semester: { type: 'number', required: true },
  accYearId: { type: 'string', required: true },
  groupId: { type: 'string' },
  /** The group id, or ALL for a subject taught to the whole year: part of the key. */
  groupKey: { type: 'string', required: true },
  departmentId: { type: 'string', required: true },
  department: { type: 'string', required: true },
  stafflist: staffList,
  subjectStatus: { type: ['ACTIVE', 'INACTIVE'] as const, required: true },
} as const

export const createAcademicsEntities = (client: DynamoDBDocumentClient, table: string) => {
  const config = { client, table }

  const faculty = () =>
    new Entity(
      {
        model: { service: 'academics', entity: 'faculty', version: '1' },
        attributes: { ...record, name: { type: 'string', required: true } },
        indexes: {
          byId: {
            pk: { field: 'pk', composite: ['id'], template: 'FACULTY#${id}', ...none },
            sk: { field: 'sk', composite: [], template: 'FACULTY', ...none },
          },
          org: {
            index: 'gsi1',
            pk: { field: 'gsi1pk', composite: [], template: 'ORG', ...none },
            sk: { field: 'gsi1sk', composite: ['id'], template: 'UNIT#FACULTY#${id}', ...none },
          },
        },
      },
      config,
    )

  const facultyDepartment = () =>
    new Entity(
      {
        model: { service: 'academics', entity: 'facultyDepartment', version: '1' },
        attributes: {
          ...record,
          name: { type: 'string', required: true },
          facultyId: { type: 'string', required: true },
        },
        indexes: {
          byId: {
            pk: { field: 'pk', composite: ['id'], template: 'FDEPT#${id}', ...none },
            sk: { field: 'sk', composite: [], template: 'FDEPT', ...none },
          },
          org: {
            index: 'gsi1',
            pk: { field: 'gsi1pk', composite: [], template: 'ORG', ...none },
            sk: { field: 'gsi1sk', composite: ['id'], template: 'UNIT#FDEPT#${id}', ...none },
          },
        },
      },
      config,
    )

  const department = () =>
    new Entity(
      {
        model: { service: 'academics', entity: 'department', version: '1' },
        attributes: {
          ...record,
          degreeName: { type: 'string', required: true },
          departmentName: { type: 'string', required: true },
          facultyDeptId: { type: 'string', required: true },
          totalSemester: { type: 'string', required: true },
          /** A legacy department code, kept when records are imported. */
          departmentId: { type: 'string' },
          examType: { type: 'string' },
          accyearId: { type: 'string' },
        },
        indexes: {
          byId: {
            pk: { field: 'pk', composite: ['id'], template: 'DEPT#${id}', ...none },
            sk: { field: 'sk', composite: [], template: 'DEPT', ...none },
          },
          org: {
            index: 'gsi1',
            pk: { field: 'gsi1pk', composite: [], template: 'ORG', ...none },
            sk: { field: 'gsi1sk', composite: ['id'], template: 'UNIT#DEPT#${id}', ...none },
          },
          scope: {
            index: 'gsi2',
            pk: { field: 'gsi2pk', composite: ['id'], template: 'DEPT#${id}', ...none },
            sk: { field: 'gsi2sk', composite: [], template: 'DEPT', ...none },
          },
        },
      },
      config,
    )

  /** A value that must be unique in a department (a year's span, a regulation's year), and who holds it. */
  const departmentClaim = () =>
    new Entity(
      {
        model: { service: 'academics', entity: 'departmentClaim', version: '1' },
        attributes: {
          departmentId: { type: 'string', required: true },
          kind: { type: ['YEARSPAN', 'REGYEAR'] as const, required: true },
          value: { type: 'string', required: true },
          ownerId: { type: 'string', required: true },
        },
        indexes: {
          byValue: {
            pk: { field: 'pk', composite: ['departmentId'], template: 'DEPT#${departmentId}', ...none },
            sk: { field: 'sk', composite: ['kind', 'value'], template: '${kind}#${value}', ...none },
          },
        },
      },
      config,
    )

  const academicYear = () =>
    new Entity(
      {
        model: { service: 'academics', entity: 'academicYear', version: '1' },
        attributes: {
          ...record,
          departmentId: { type: 'string', required: true },
          startYear: { type: 'number', required: true },
          endYear: { type: 'number', required: true },
          type: { type: ['sem', 'year'] as const },
          noOfYears: { type: 'number', required: true },
          currentYear: { type: 'number', required: true },
          currentSem: { type: 'number', required: true },
          inactive: { type: ['YES', 'NO'] as const, required: true },
          sessionTime: {
            type: 'map',
            properties: {
              fnTime: { type: 'string', required: true },
              anTime: { type: 'string', required: true },
            },
          },
          regulationId: { type: 'string', required: true },
        },
        indexes: {
          byId: {
            pk: { field: 'pk', composite: ['id'], template: 'ACCYEAR#${id}', ...none },
            sk: { field: 'sk', composite: [], template: 'ACCYEAR', ...none },
          },
          org: {
            index: 'gsi1',
            pk: { field: 'gsi1pk', composite: [], template: 'ORG', ...none },
            sk: { field: 'gsi1sk', composite: ['id'], template: 'YEAR#${id}', ...none },
          },
          scope: {
            index: 'gsi2',
            pk: { field: 'gsi2pk', composite: ['departmentId'], template: 'DEPT#${departmentId}', ...none },
            sk: { field: 'gsi2sk', composite: ['id'], template: 'YEAR#${id}', ...none },
          },
        },
      },
      config,
    )

  const group = () =>
    new Entity(
      {
        model: { service: 'academics', entity: 'group', version: '1' },
        attributes: {
          ...record,
          groupName: { type: 'string', required: true },
          /** The name folded for comparison: part of the key, so names are unique in a year. */
          nameKey: { type: 'string', required: true },
          accYearId: { type: 'string', required: true },
          departmentId: { type: 'string', required: true },
          type: { type: ['CURRENT', 'OLD'] as const, required: true },
        },
        indexes: {
          byName: {
            pk: { field: 'pk', composite: ['accYearId'], template: 'ACCYEAR#${accYearId}', ...none },
            sk: { field: 'sk', composite: ['nameKey'], template: 'GROUP#${nameKey}', ...none },
          },
          org: {
            index: 'gsi1',
            pk: { field: 'gsi1pk', composite: [], template: 'ORG', ...none },
            sk: {
              field: 'gsi1sk',
              composite: ['accYearId', 'id'],
              template: 'YEAR#${accYearId}#GROUP#${id}',
              ...none,
            },
          },
          scope: {
            index: 'gsi2',
            pk: { field: 'gsi2pk', composite: ['departmentId'], template: 'DEPT#${departmentId}', ...none },
            sk: {
              field: 'gsi2sk',
              composite: ['accYearId', 'id'],
              template: 'YEAR#${accYearId}#GROUP#${id}',
              ...none,
            },
          },
          byId: {
            index: 'gsi3',
            pk: { field: 'gsi3pk', composite: ['id'], template: 'GROUP#${id}', ...none },
            sk: { field: 'gsi3sk', composite: [], template: 'GROUP', ...none },
          },
        },
      },
      config,
    )

  const regulation = () =>
    new Entity(
      {
        model: { service: 'academics', entity: 'regulation', version: '1' },
        attributes: {
          ...record,
          year: { type: 'string', required: true },
          examType: { type: 'string' },
          departmentID: { type: 'string', required: true },
        },
        indexes: {
          byId: {
            pk: { field: 'pk', composite: ['id'], template: 'REG#${id}', ...none },
            sk: { field: 'sk', composite: [], template: 'REG', ...none },
          },
          scope: {
            index: 'gsi2',
            pk: { field: 'gsi2pk', composite: ['departmentID'], template: 'DEPT#${departmentID}', ...none },
            sk: { field: 'gsi2sk', composite: ['id'], template: 'REG#${id}', ...none },
          },
        },
      },
      config,
    )

  const regulationSubject = () =>
    new Entity(
      {
        model: { service: 'academics', entity: 'regulationSubject', version: '1' },
        attributes: {
          ...record,
          regulationID: { type: 'string', required: true },
          /** The regulation's department, which authorizes changes. */
          departmentID: { type: 'string', required: true },
          subjectName: { type: 'string', required: true },
          subjectCode: { type: 'string', required: true },
          /** The code folded for comparison: part of the key, so codes are unique in a regulation. */
          codeKey: { type: 'string', required: true },
          semester: { type: 'number', required: true },
          credits: { type: 'number', required: true },
          subjectType: { type: 'string' },
        },
        indexes: {
          byCode: {
            pk: { field: 'pk', composite: ['regulationID'], template: 'REG#${regulationID}', ...none },
            sk: { field: 'sk', composite: ['codeKey'], template: 'SUB#${codeKey}', ...none },
          },
          byId: {
            index: 'gsi3',
            pk: { field: 'gsi3pk', composite: ['id'], template: 'REGSUB#${id}', ...none },
            sk: { field: 'gsi3sk', composite: [], template: 'REGSUB', ...none },
          },
        },
      },
      config,
    )

  const subject = () =>
    new Entity(
      {
        model: { service: 'academics', entity: 'subject', version: '1' },
        attributes: subjectAttributes,
        indexes: {
          byYear: {
            pk: { field: 'pk', composite: ['accYearId'], template: 'ACCYEAR#${accYearId}', ...none },
            sk: {
              field: 'sk',
              composite: ['groupKey', 'regSubId'],
              template: 'SUBJECT#${groupKey}#${regSubId}',
              ...none,
            },
          },
          byDepartment: {
            index: 'gsi1',
            pk: {
              field: 'gsi1pk',
              composite: ['departmentId'],
              template: 'DEPTSUBJECTS#${departmentId}',
              ...none,
            },
            sk: { field: 'gsi1sk', composite: ['id'], template: 'SUBJECT#${id}', ...none },
          },
          byRegulationSubject: {
            index: 'gsi2',
            pk: { field: 'gsi2pk', composite: ['regSubId'], template: 'REGSUB#${regSubId}', ...none },
            sk: { field: 'gsi2sk', composite: ['id'], template: 'SUBJECT#${id}', ...none },
          },
          byId: {
            index: 'gsi3',
            pk: { field: 'gsi3pk', composite: ['id'], template: 'SUBJECT#${id}', ...none },
            sk: { field: 'gsi3sk', composite: [], template: 'SUBJECT', ...none },
          },
        },
      },
      config,
    )

  /** One staff member teaching one subject, with a copy of the subject so their list is one Query. */
  const assignment = () =>
    new Entity(
      {
        model: { service: 'academics', entity: 'assignment', version: '1' },
        attributes: { ...subjectAttributes, staffid: { type: 'string', required: true } },
        indexes: {
          byStaff: {
            pk: { field: 'pk', composite: ['staffid'], template: 'STAFF#${staffid}', ...none },
            sk: { field: 'sk', composite: ['id'], template: 'SUBJECT#${id}', ...none },
          },
        },
      },
      config,
    )

  return lazyEntities({
    faculty,
    facultyDepartment,
    department,
    departmentClaim,
    academicYear,
    group,
    regulation,
    regulationSubject,
    subject,
    assignment,
  })
}

export type AcademicsEntities = ReturnType<typeof createAcademicsEntities>
export type StoredFaculty = EntityItem<AcademicsEntities['faculty']>
export type StoredFacultyDepartment = EntityItem<AcademicsEntities['facultyDepartment']>
export type StoredDepartment = EntityItem<AcademicsEntities['department']>
export type StoredAcademicYear = EntityItem<AcademicsEntities['academicYear']>
export type StoredGroup = EntityItem<AcademicsEntities['group']>
export type StoredRegulation = EntityItem<AcademicsEntities['regulation']>
export type StoredRegulationSubject = EntityItem<AcademicsEntities['regulationSubject']>
export type StoredSubject = EntityItem<AcademicsEntities['subject']>

/** ElectroDB's entity names, which it stores on every item as `__edb_e__`. */
export type EntityName = keyof AcademicsEntities

/**
 * What the academics repositories work through: the entities and, for the reads and writes that span entities
 * in one call, the client and the table. Only repositories take it (docs/adr/0019).
 */
export interface AcademicsTable {
  entities: AcademicsEntities
  client: DynamoDBDocumentClient
  table: string
}
