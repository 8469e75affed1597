import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import type { ListQuery } from '@campus/core'
import { changedMeanwhile, queryList, readPartition, type ListSpec } from '@campus/db'
import type { AcademicsEntities, StoredRegulation, StoredRegulationSubject } from './entities'
import { publicRecord } from './records'
import { partitions, sortKeyPrefixes } from './keys'

/** Regulations: keyed by id, in a partition that also holds their subjects; listed per department (gsi2). */
export function createRegulationsRepository(
  entities: AcademicsEntities,
  client: DynamoDBDocumentClient,
  table: string,
) {
  return {
    /** A department's regulations a list query asks for, as the API shows them: one Query. */
    list: (departmentId: string, query: ListQuery, spec: ListSpec) =>
      queryList(
        client,
        table,
        {
          indexName: 'gsi2',
          partition: { attribute: 'gsi2pk', value: partitions.department(departmentId) },
          sortKeyPrefix: { attribute: 'gsi2sk', value: sortKeyPrefixes.regulations },
          satisfies: ['departmentID'],
        },
        query,
        spec,
        publicRecord,
      ),

    async find(id: string): Promise<StoredRegulation | undefined> {
      const { data } = await entities.regulation.get({ id }).go()
      return data ?? undefined
    },

    exists: async (id: string) => Boolean((await entities.regulation.get({ id }).go()).data),

    /** A regulation with the subjects it lists (its own partition): one Query. */
    async findWithSubjects(id: string) {
      const parts = await readPartition(client, table, { pk: partitions.regulation(id) })
      return {
        regulation: parts.regulation?.[0] as StoredRegulation | undefined,
        subjects: (parts.regulationSubject ?? []) as StoredRegulationSubject[],
      }
    },

    create: async (regulation: StoredRegulation) => {
      await entities.regulation.create(regulation).go()
    },

    /** Writes `after` only if nobody changed the regulation since `before` was read (a 409 otherwise). */
    replace: async (after: StoredRegulation, before: StoredRegulation) => {
      await entities.regulation
        .put(after)
        .where((attributes, { eq }) => eq(attributes.modifiedOn, before.modifiedOn))
        .go()
        .catch(changedMeanwhile('regulation'))
    },

    delete: async (id: string) => {
      await entities.regulation.delete({ id }).go()
    },
  }
}

export type RegulationsRepository = ReturnType<typeof createRegulationsRepository>
