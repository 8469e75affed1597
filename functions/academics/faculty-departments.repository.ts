import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import type { ListQuery } from '@campus/core'
import { changedMeanwhile, queryList, type ListSpec } from '@campus/db'
import type { AcademicsEntities, StoredFacultyDepartment } from './entities'
import { publicRecord } from './records'
import { partitions, sortKeyPrefixes } from './keys'

/** Faculty departments: one item each, listed from the college's units (gsi1 ORG / UNIT#FDEPT#). */
export function createFacultyDepartmentsRepository(
  entities: AcademicsEntities,
  client: DynamoDBDocumentClient,
  table: string,
) {
  return {
    /** The faculty departments a list query asks for, as the API shows them: one Query. */
    list: (query: ListQuery, spec: ListSpec) =>
      queryList(
        client,
        table,
        {
          indexName: 'gsi1',
          partition: { attribute: 'gsi1pk', value: partitions.org },
          sortKeyPrefix: { attribute: 'gsi1sk', value: sortKeyPrefixes.facultyDepartments },
        },
        query,
        spec,
        publicRecord,
      ),

    async find(id: string): Promise<StoredFacultyDepartment | undefined> {
      const { data } = await entities.facultyDepartment.get({ id }).go()
      return data ?? undefined
    },

    create: async (facultyDepartment: StoredFacultyDepartment) => {
      await entities.facultyDepartment.create(facultyDepartment).go()
    },

    /** Writes `after` only if nobody changed the faculty department since `before` was read (a 409 otherwise). */
    replace: async (after: StoredFacultyDepartment, before: StoredFacultyDepartment) => {
      await entities.facultyDepartment
        .put(after)
        .where((attributes, { eq }) => eq(attributes.modifiedOn, before.modifiedOn))
        .go()
        .catch(changedMeanwhile('faculty department'))
    },
  }
}

export type FacultyDepartmentsRepository = ReturnType<typeof createFacultyDepartmentsRepository>
