import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { changedMeanwhile, getItems, readPartition } from '@campus/db'
import type { ClaimKey } from './claims.repository'
import type { AcademicsEntities, StoredDepartment, StoredFacultyDepartment } from './entities'
import { partitions } from './keys'

type Params = { Key: Record<string, unknown> }

/** Departments: one item each, in a partition that also holds the claims of what refers to it. */
export function createDepartmentsRepository(
  entities: AcademicsEntities,
  client: DynamoDBDocumentClient,
  table: string,
) {
  return {
    async find(id: string): Promise<StoredDepartment | undefined> {
      const { data } = await entities.department.get({ id }).go()
      return data ?? undefined
    },

    /**
     * A department and, when `facultyDeptId` is given, that faculty department: one BatchGetItem, because an
     * update names both.
     */
    async findWithFacultyDepartment(id: string, facultyDeptId: string | undefined) {
      const keys = [entities.department.get({ id }).params<Params>().Key]
      if (facultyDeptId) keys.push(entities.facultyDepartment.get({ id: facultyDeptId }).params<Params>().Key)
      const read = await getItems(client, table, keys)
      return {
        department: read.department?.[0] as StoredDepartment | undefined,
        facultyDepartment: read.facultyDepartment?.[0] as StoredFacultyDepartment | undefined,
      }
    },

    /** A department with the claims its academic years and regulations hold in its partition: one Query. */
    async findWithClaims(id: string) {
      const parts = await readPartition(client, table, { pk: partitions.department(id) })
      return {
        department: parts.department?.[0] as StoredDepartment | undefined,
        claims: (parts.departmentClaim ?? []) as Pick<ClaimKey, 'kind'>[],
      }
    },

    create: async (department: StoredDepartment) => {
      await entities.department.create(department).go()
    },

    /** Writes `after` only if nobody changed the department since `before` was read (a 409 otherwise). */
    replace: async (after: StoredDepartment, before: StoredDepartment) => {
      await entities.department
        .put(after)
        .where((attributes, { eq }) => eq(attributes.modifiedOn, before.modifiedOn))
        .go()
        .catch(changedMeanwhile('department'))
    },

    delete: async (id: string) => {
      await entities.department.delete({ id }).go()
    },
  }
}

export type DepartmentsRepository = ReturnType<typeof createDepartmentsRepository>
