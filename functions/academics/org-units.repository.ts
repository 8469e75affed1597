import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import type { ListQuery } from '@campus/core'
import { changedMeanwhile, queryList, type ListSpec } from '@campus/db'
import type { AcademicsEntities, StoredFaculty, StoredFacultyDepartment } from './entities'
import { partitions, sortKeyPrefixes } from './keys'
import { publicRecord } from './records'

/** How one kind of unit of the college (faculty, faculty department) is read and written. */
interface UnitOperations<Stored extends { modifiedOn: number }> {
  /** What a conflict message calls it. */
  label: string
  /** Its sort-key prefix among the college's units (gsi1 ORG). */
  listedUnder: string
  get: (id: string) => Promise<Stored | null>
  create: (unit: Stored) => Promise<unknown>
  /** Puts `after` if the stored unit is still at `modifiedOn`. */
  putIfUnchanged: (after: Stored, modifiedOn: number) => Promise<unknown>
}

/**
 * One kind of unit: one item each, listed from the college's units in one Query. The operations reach the
 * entities only when called: the entities are built lazily, on first use (@campus/db lazyEntities).
 */
function unitRepository<Stored extends { modifiedOn: number }>(
  unit: UnitOperations<Stored>,
  client: DynamoDBDocumentClient,
  table: string,
) {
  return {
    /** The units a list query asks for, as the API shows them: one Query. */
    list: (query: ListQuery, spec: ListSpec) =>
      queryList(
        client,
        table,
        {
          indexName: 'gsi1',
          partition: { attribute: 'gsi1pk', value: partitions.org },
          sortKeyPrefix: { attribute: 'gsi1sk', value: unit.listedUnder },
        },
        query,
        spec,
        publicRecord,
      ),
    find: async (id: string): Promise<Stored | undefined> => (await unit.get(id)) ?? undefined,
    create: async (item: Stored) => {
      await unit.create(item)
    },
    /** Writes `after` only if nobody changed the unit since `before` was read (a 409 otherwise). */
    replace: async (after: Stored, before: Stored) => {
      await unit.putIfUnchanged(after, before.modifiedOn).catch(changedMeanwhile(unit.label))
    },
  }
}

/** Faculties (gsi1 ORG / UNIT#FACULTY#). */
export const createFacultiesRepository = (
  entities: AcademicsEntities,
  client: DynamoDBDocumentClient,
  table: string,
) =>
  unitRepository<StoredFaculty>(
    {
      label: 'faculty',
      listedUnder: sortKeyPrefixes.faculties,
      get: async (id) => (await entities.faculty.get({ id }).go()).data,
      create: (item) => entities.faculty.create(item).go(),
      putIfUnchanged: (after, modifiedOn) =>
        entities.faculty
          .put(after)
          .where((attributes, { eq }) => eq(attributes.modifiedOn, modifiedOn))
          .go(),
    },
    client,
    table,
  )

/** Faculty departments (gsi1 ORG / UNIT#FDEPT#). */
export const createFacultyDepartmentsRepository = (
  entities: AcademicsEntities,
  client: DynamoDBDocumentClient,
  table: string,
) =>
  unitRepository<StoredFacultyDepartment>(
    {
      label: 'faculty department',
      listedUnder: sortKeyPrefixes.facultyDepartments,
      get: async (id) => (await entities.facultyDepartment.get({ id }).go()).data,
      create: (item) => entities.facultyDepartment.create(item).go(),
      putIfUnchanged: (after, modifiedOn) =>
        entities.facultyDepartment
          .put(after)
          .where((attributes, { eq }) => eq(attributes.modifiedOn, modifiedOn))
          .go(),
    },
    client,
    table,
  )

export type FacultiesRepository = ReturnType<typeof createFacultiesRepository>
export type FacultyDepartmentsRepository = ReturnType<typeof createFacultyDepartmentsRepository>
