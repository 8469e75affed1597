import { untilProcessed } from '@campus/db'
import { BatchGetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { ProfileSectionNameSchema, type ProfileSectionName } from '@campus/core'
import type { IdentityEntities } from './entities'
import { readCounts, type UserCounts } from './user-counts'
import { COUNTS_KEY } from './user-counts.repository'
import type { StoredUser } from './users.repository'

type Key = Record<string, string>

/** What a home page may need. */
export interface HomeNeeds {
  counts?: boolean
  /** The caller's own record. */
  userId?: string
  /** Whose profile sections (entries per section). */
  profileOf?: string
}

/** What was read: the counts and profile sections whenever asked for, the user record if it exists. */
export type HomeData<Needs extends HomeNeeds> = { user?: StoredUser } & (Needs['counts'] extends true
  ? { counts: UserCounts }
  : unknown) &
  (Needs['profileOf'] extends string ? { profile: Record<ProfileSectionName, unknown[]> } : unknown)

const idOf = (item: Record<string, unknown>) => `${String(item.pk)}|${String(item.sk)}`

/**
 * Reads what a home page needs in one BatchGetItem across item types (ElectroDB batches one entity at a
 * time). Keys come from the entities, so their templates stay defined once.
 */
export function createHomeRepository(
  entities: IdentityEntities,
  client: DynamoDBDocumentClient,
  table: string,
) {
  return {
    async load<const Needs extends HomeNeeds>(needs: Needs): Promise<HomeData<Needs>> {
      const userKey = needs.userId
        ? entities.user.get({ id: needs.userId }).params<{ Key: Key }>().Key
        : undefined
      const sectionKeys = needs.profileOf
        ? ProfileSectionNameSchema.options.map((section) => ({
            section,
            key: entities.profileSection
              .get({ userId: needs.profileOf ?? '', section })
              .params<{ Key: Key }>().Key,
          }))
        : []
      const keys = [
        ...(needs.counts ? [COUNTS_KEY] : []),
        ...(userKey ? [userKey] : []),
        ...sectionKeys.map(({ key }) => key),
      ]
      const items = await untilProcessed(keys, async (pending) => {
        const { Responses, UnprocessedKeys } = await client.send(
          new BatchGetCommand({ RequestItems: { [table]: { Keys: pending } } }),
        )
        return {
          done: Responses?.[table] ?? [],
          unprocessed: (UnprocessedKeys?.[table]?.Keys ?? []) as Key[],
        }
      })
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
        ...(needs.counts ? { counts: readCounts(byId.get(idOf(COUNTS_KEY))) } : {}),
        ...(needs.profileOf
          ? { profile: Object.fromEntries(sectionKeys.map(({ section, key }) => [section, entriesOf(key)])) }
          : {}),
      } as HomeData<Needs>
    },
  }
}

export type HomeRepository = ReturnType<typeof createHomeRepository>
