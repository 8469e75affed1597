import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { ACADEMICS_INDEXES, lazyEntities, timestampAttributes } from '@campus/db'
import { Entity, type EntityItem } from 'electrodb'

const record = { id: { type: 'string', required: true }, ...timestampAttributes } as const

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

/**
 * The academics table's entities. Their keys are spelled once, in @campus/db's academics-keys.ts (with the
 * table of access patterns), because other domains read this table (`createTeaching`,
 * `createFacultyDepartments`) and their tests write its items; every list is one Query on one of its partitions.
 */
export const createAcademicsEntities = (client: DynamoDBDocumentClient, table: string) => {
  const config = { client, table }
  // ElectroDB writes into the schema it is given (it adds `facets` to each key): these entities get their own copy.
  const indexes = structuredClone(ACADEMICS_INDEXES)

  const faculty = () =>
    new Entity(
      {
        model: { service: 'academics', entity: 'faculty', version: '1' },
        attributes: { ...record, name: { type: 'string', required: true } },
        indexes: indexes.faculty,
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
        indexes: indexes.facultyDepartment,
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
        indexes: indexes.department,
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
        indexes: indexes.departmentClaim,
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
        indexes: indexes.academicYear,
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
        indexes: indexes.group,
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
        indexes: indexes.regulation,
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
        indexes: indexes.regulationSubject,
      },
      config,
    )

  const subject = () =>
    new Entity(
      {
        model: { service: 'academics', entity: 'subject', version: '1' },
        attributes: subjectAttributes,
        indexes: indexes.subject,
      },
      config,
    )

  /** One staff member teaching one subject, with a copy of the subject so their list is one Query. */
  const assignment = () =>
    new Entity(
      {
        model: { service: 'academics', entity: 'assignment', version: '1' },
        attributes: { ...subjectAttributes, staffid: { type: 'string', required: true } },
        indexes: indexes.assignment,
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
