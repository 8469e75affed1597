import { batchGetItems, keyOf } from '@campus/db'
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { ProfileSectionNameSchema, type ProfileSectionName } from '@campus/core'
import type { IdentityEntities } from './entities'
import { departmentShard, readCounts, type UserCounts } from './user-counts'
import { countsShardKey, everyCountsItemQuery, LEGACY_COUNTS_KEY } from './user-counts.repository'
import type { StoredUser } from './users.repository'

type Key = Record<string, string>

/** What a home page may need. */
export interface HomeNeeds {
  /**
   * Head counts: `'all'` for the college and every department (one Query of the counts partition), or the
   * departments whose figures are shown (their shards, read in the one BatchGetItem).
   */
  counts?: 'all' | readonly string[]
  /** The caller's own record. */
  userId?: string
  /** Whose profile sections (entries per section). */
  profileOf?: string
}

/** What was read: the counts and profile sections whenever asked for, the user record if it exists. */
export type HomeData<Needs extends HomeNeeds> = { user?: StoredUser } & (Needs['counts'] extends
  'all' | readonly string[]
  ? { counts: UserCounts }
  : unknown) &
  (Needs['profileOf'] extends string ? { profile: Record<ProfileSectionName, unknown[]> } : unknown)

const idOf = (item: Record<string, unknown>) => `${String(item.pk)}|${String(item.sk)}`

/**
 * Reads what a home page needs in one call: a BatchGetItem across item types (ElectroDB batches one entity at a
 * time) of the departments' counts shards, the caller's record and profile sections, or for every department
 * one Query of the counts partition. Keys come from the entities, so their templates stay defined once. While
 * the single counts item of the layout before ADR 0022 exists, it is read too and added in (readCounts sums),
 * so counts stay right between a deployment and its migration.
 */
export function createHomeRepository(
  entities: IdentityEntities,
  client: DynamoDBDocumentClient,
  table: string,
) {
  /** Every counts shard and the old single item: one Query, more pages only past 1 MB. */
  async function queryEveryCountsItem() {
    const items: Record<string, unknown>[] = []
    let exclusiveStartKey: Record<string, unknown> | undefined
    do {
      const page = await client.send(everyCountsItemQuery(table, { exclusiveStartKey }))
      items.push(...(page.Items ?? []))
      exclusiveStartKey = page.LastEvaluatedKey
    } while (exclusiveStartKey)
    return items
  }

  return {
    async load<const Needs extends HomeNeeds>(needs: Needs): Promise<HomeData<Needs>> {
      const userKey = needs.userId ? keyOf(entities.user.get({ id: needs.userId })) : undefined
      const sectionKeys = needs.profileOf
        ? ProfileSectionNameSchema.options.map((section) => ({
            section,
            key: keyOf(entities.profileSection.get({ userId: needs.profileOf ?? '', section })),
          }))
        : []
      const departments = Array.isArray(needs.counts) ? [...new Set<string>(needs.counts)] : []
      const countKeys = departments.length
        ? [{ ...LEGACY_COUNTS_KEY }, ...departments.map((id) => countsShardKey(departmentShard(id)))]
        : []
      const keys = [...countKeys, ...(userKey ? [userKey] : []), ...sectionKeys.map(({ key }) => key)]
      const [items, everyCountsItem] = await Promise.all([
        batchGetItems(client, table, keys),
        needs.counts === 'all' ? queryEveryCountsItem() : [],
      ])
      const byId = new Map(items.map((item) => [idOf(item), item]))
      const userItem = userKey && byId.get(idOf(userKey))
      const entriesOf = (key: Key) => {
        const item = byId.get(idOf(key))
        const entries: unknown = item
          ? entities.profileSection.parse({ Item: item }).data?.entries
          : undefined
        return Array.isArray(entries) ? (entries as unknown[]) : []
      }
      const user = userItem ? entities.user.parse({ Item: userItem }).data : undefined
      return {
        ...(user ? { user } : {}),
        ...(needs.counts
          ? {
              counts: readCounts(
                needs.counts === 'all' ? everyCountsItem : countKeys.map((key) => byId.get(idOf(key))),
              ),
            }
          : {}),
        ...(needs.profileOf
          ? { profile: Object.fromEntries(sectionKeys.map(({ section, key }) => [section, entriesOf(key)])) }
          : {}),
      } as HomeData<Needs>
    },
  }
}

export type HomeRepository = ReturnType<typeof createHomeRepository>
