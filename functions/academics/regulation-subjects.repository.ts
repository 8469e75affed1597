import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import type { ListQuery } from '@campus/core'
import { changedMeanwhile, isConditionalFailure, queryList, type ListSpec } from '@campus/db'
import type { AcademicsEntities, StoredRegulationSubject } from './entities'
import { publicRecord } from './records'
import { partitions, sortKeyPrefixes } from './keys'

/**
 * The subjects a regulation lists: keyed by their folded code in the regulation's partition, so a conditional
 * create is the duplicate check; their fixed id finds them through gsi3.
 */
export function createRegulationSubjectsRepository(
  entities: AcademicsEntities,
  client: DynamoDBDocumentClient,
  table: string,
) {
  return {
    /** A regulation's subjects a list query asks for, as the API shows them: one Query. */
    list: (regulationId: string, query: ListQuery, spec: ListSpec) =>
      queryList(
        client,
        table,
        {
          partition: { attribute: 'pk', value: partitions.regulation(regulationId) },
          sortKeyPrefix: { attribute: 'sk', value: sortKeyPrefixes.regulationSubjects },
          satisfies: ['regulationID'],
        },
        query,
        spec,
        publicRecord,
      ),

    /** Every item with this id (gsi3): one, or more when a code change stopped before deleting the old item. */
    async copiesOf(id: string): Promise<StoredRegulationSubject[]> {
      const { data } = await entities.regulationSubject.query.byId({ id }).go()
      return data
    },

    /** Writes a subject under its code; false, with nothing written, when its regulation already has the code. */
    async create(subject: StoredRegulationSubject): Promise<boolean> {
      try {
        await entities.regulationSubject.create(subject).go()
        return true
      } catch (error) {
        if (isConditionalFailure(error)) return false
        throw error
      }
    },

    /** Writes `after` under the same code only if nobody changed it since `before` was read (a 409 otherwise). */
    replace: async (after: StoredRegulationSubject, before: StoredRegulationSubject) => {
      await entities.regulationSubject
        .put(after)
        .where((attributes, { eq }) => eq(attributes.modifiedOn, before.modifiedOn))
        .go()
        .catch(changedMeanwhile('subject'))
    },

    /** Deletes these subject items, one at a time. */
    async delete(subjects: readonly StoredRegulationSubject[]) {
      for (const { regulationID, codeKey } of subjects)
        await entities.regulationSubject.delete({ regulationID, codeKey }).go()
    },
  }
}

export type RegulationSubjectsRepository = ReturnType<typeof createRegulationSubjectsRepository>
