import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { readPartition } from './entity-reads'
import { ACADEMICS_INDEXES, academicsPartitions, academicsSortKeyPrefixes } from './academics-keys'
import { indexKey } from './key-templates'

/**
 * Faculty departments read from the academics table by domains that hang records on one (NAAC entries are
 * kept per faculty department), as `createTeaching` reads subjects. Read only; academics writes them and
 * `functions/academics/teaching.int.test.ts` proves these reads find what it writes.
 */
export interface FacultyDepartmentRecord {
  id: string
  name: string
  facultyId: string
}

const recordOf = (item: Record<string, unknown> | undefined): FacultyDepartmentRecord | undefined =>
  item && typeof item.id === 'string' && typeof item.facultyId === 'string'
    ? { id: item.id, name: typeof item.name === 'string' ? item.name : '', facultyId: item.facultyId }
    : undefined

/** A faculty of the college: its id and name. */
export interface FacultyRecord {
  id: string
  name: string
}

export function createFacultyDepartments(client: DynamoDBDocumentClient, table: string) {
  /** The items of one kind of unit of the college: one Query of the organisation partition. */
  const unitsUnder = async (skPrefix: string) =>
    Object.values(
      await readPartition(client, table, { index: 'gsi1', pk: academicsPartitions.org, skPrefix }),
    )
      .flat()
      .flatMap((item) => (item ? [item] : []))

  return {
    /** One faculty department, or undefined: one GetItem. */
    async find(facultyDeptId: string): Promise<FacultyDepartmentRecord | undefined> {
      const { Item } = await client.send(
        new GetCommand({
          TableName: table,
          Key: indexKey(ACADEMICS_INDEXES.facultyDepartment.byId, { id: facultyDeptId }),
        }),
      )
      return recordOf(Item)
    },

    /** Every faculty department of the college: one Query of the organisation partition. */
    async all(): Promise<FacultyDepartmentRecord[]> {
      return (await unitsUnder(academicsSortKeyPrefixes.facultyDepartments)).flatMap(
        (item) => recordOf(item) ?? [],
      )
    },

    /** Every faculty of the college with its name: one Query of the organisation partition. */
    async faculties(): Promise<FacultyRecord[]> {
      return (await unitsUnder(academicsSortKeyPrefixes.faculties)).flatMap(({ id, name }) =>
        typeof id === 'string' ? [{ id, name: typeof name === 'string' ? name : id }] : [],
      )
    },
  }
}

export type FacultyDepartments = ReturnType<typeof createFacultyDepartments>
