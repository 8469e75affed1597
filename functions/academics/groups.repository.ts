import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import type { ListQuery } from '@campus/core'
import { changedMeanwhile, isConditionalFailure, queryList, type ListSpec } from '@campus/db'
import type { AcademicsEntities, StoredGroup } from './entities'
import { publicRecord } from './records'
import { partitions, sortKeyPrefixes } from './keys'

/**
 * Groups: keyed by their folded name in their year's partition, so a conditional create is the duplicate
 * check; their fixed id finds them through gsi3.
 */
export function createGroupsRepository(
  entities: AcademicsEntities,
  client: DynamoDBDocumentClient,
  table: string,
) {
  return {
    /** A year's groups a list query asks for, as the API shows them: one Query on the year's partition. */
    list: (accYearId: string, query: ListQuery, spec: ListSpec) =>
      queryList(
        client,
        table,
        {
          partition: { attribute: 'pk', value: partitions.year(accYearId) },
          sortKeyPrefix: { attribute: 'sk', value: sortKeyPrefixes.groups },
          satisfies: ['accYearId'],
        },
        query,
        spec,
        publicRecord,
      ),

    /** Every item with this id (gsi3): one, or more when a rename stopped before deleting the old item. */
    async copiesOf(id: string): Promise<StoredGroup[]> {
      const { data } = await entities.group.query.byId({ id }).go()
      return data
    },

    async findByName(accYearId: string, nameKey: string): Promise<StoredGroup | undefined> {
      const { data } = await entities.group.get({ accYearId, nameKey }).go()
      return data ?? undefined
    },

    /** Writes a group under its name; false, with nothing written, when its year already has that name. */
    async create(group: StoredGroup): Promise<boolean> {
      try {
        await entities.group.create(group).go()
        return true
      } catch (error) {
        if (isConditionalFailure(error)) return false
        throw error
      }
    },

    /** Writes `after` under the same name only if nobody changed it since `before` was read (a 409 otherwise). */
    replace: async (after: StoredGroup, before: StoredGroup) => {
      await entities.group
        .put(after)
        .where((attributes, { eq }) => eq(attributes.modifiedOn, before.modifiedOn))
        .go()
        .catch(changedMeanwhile('group'))
    },

    /** Deletes these group items, one at a time. */
    async delete(groups: readonly StoredGroup[]) {
      for (const { accYearId, nameKey } of groups) await entities.group.delete({ accYearId, nameKey }).go()
    },
  }
}

export type GroupsRepository = ReturnType<typeof createGroupsRepository>
