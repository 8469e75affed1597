import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import type { ListQuery } from '@campus/core'
import { changedMeanwhile, queryList, type ListSpec } from '@campus/db'
import type { AcademicsEntities, StoredFaculty } from './entities'
import { publicRecord } from './records'
import { partitions, sortKeyPrefixes } from './keys'

/** Faculties: one item each, listed from the college's units (gsi1 ORG / UNIT#FACULTY#). */
export function createFacultiesRepository(
  entities: AcademicsEntities,
  client: DynamoDBDocumentClient,
  table: string,
) {
  return {
    /** The faculties a list query asks for, as the API shows them: one Query. */
    list: (query: ListQuery, spec: ListSpec) =>
      queryList(
        client,
        table,
        {
          indexName: 'gsi1',
          partition: { attribute: 'gsi1pk', value: partitions.org },
          sortKeyPrefix: { attribute: 'gsi1sk', value: sortKeyPrefixes.faculties },
        },
        query,
        spec,
        publicRecord,
      ),

    async find(id: string): Promise<StoredFaculty | undefined> {
      const { data } = await entities.faculty.get({ id }).go()
      return data ?? undefined
    },

    create: async (faculty: StoredFaculty) => {
      await entities.faculty.create(faculty).go()
    },

    /** Writes `after` only if nobody changed the faculty since `before` was read (a 409 otherwise). */
    replace: async (after: StoredFaculty, before: StoredFaculty) => {
      await entities.faculty
        .put(after)
        .where((attributes, { eq }) => eq(attributes.modifiedOn, before.modifiedOn))
        .go()
        .catch(changedMeanwhile('faculty'))
    },
  }
}

export type FacultiesRepository = ReturnType<typeof createFacultiesRepository>
