import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import type { ListQuery } from '@campus/core'
import { academicsPartitions, academicsSortKeyPrefixes, type ListSpec } from '@campus/db'
import type { AcademicsTable, StoredFaculty, StoredFacultyDepartment } from './entities'
import { listPartitionRecords } from './record-lists.repository'
import { recordWrites, type RecordEntity } from './record-writes'

/** How one kind of unit of the college (faculty, faculty department) is stored. */
interface UnitKind<Stored extends { modifiedOn: number }> {
  /** What a conflict message calls it. */
  label: string
  /** Its sort-key prefix among the college's units (gsi1 ORG). */
  listedUnder: string
  /** Its entity, asked for on use: the entities are built lazily, on first use (@campus/db lazyEntities). */
  entity: () => RecordEntity<Stored>
}

/** One kind of unit: one item each, listed from the college's units in one Query. */
function unitRepository<Stored extends { modifiedOn: number }>(
  unit: UnitKind<Stored>,
  client: DynamoDBDocumentClient,
  table: string,
) {
  const { find, create, replace } = recordWrites<Stored>(unit.entity, unit.label)
  return {
    /** The units a list query asks for, as the API shows them: one Query. */
    list: (query: ListQuery, spec: ListSpec) =>
      listPartitionRecords(client, table, query, spec, {
        index: 'gsi1',
        pk: academicsPartitions.org,
        skPrefix: unit.listedUnder,
      }),
    find,
    create,
    replace,
  }
}

/** Faculties (gsi1 ORG / UNIT#FACULTY#). */
export const createFacultiesRepository = ({ entities, client, table }: AcademicsTable) =>
  unitRepository<StoredFaculty>(
    { label: 'faculty', listedUnder: academicsSortKeyPrefixes.faculties, entity: () => entities.faculty },
    client,
    table,
  )

/** Faculty departments (gsi1 ORG / UNIT#FDEPT#). */
export const createFacultyDepartmentsRepository = ({ entities, client, table }: AcademicsTable) =>
  unitRepository<StoredFacultyDepartment>(
    {
      label: 'faculty department',
      listedUnder: academicsSortKeyPrefixes.facultyDepartments,
      entity: () => entities.facultyDepartment,
    },
    client,
    table,
  )

export type FacultiesRepository = ReturnType<typeof createFacultiesRepository>
export type FacultyDepartmentsRepository = ReturnType<typeof createFacultyDepartmentsRepository>
