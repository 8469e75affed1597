import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { isConditionalFailure, settleAll } from '@campus/db'
import { createIdentityEntities } from './entities'
import { everyStoredUser } from './every-user'
import { WRITE_CONCURRENCY, type StoredUser } from './users.repository'

/**
 * Index key attributes, whatever indexes the user entity has today: the list keys identity derives from a user's
 * type, group, faculty department, year (user-list-keys.ts) are among them, and an index added later is too.
 */
const INDEX_KEY = /^gsi\d+(pk|sk)$/

/** Whether the stored item's index keys differ from those a put of the same user writes now. */
function hasStaleKeys(stored: Record<string, unknown>, written: Record<string, unknown>) {
  const keys = new Set(
    [...Object.keys(stored), ...Object.keys(written)].filter((name) => INDEX_KEY.test(name)),
  )
  return [...keys].some((name) => stored[name] !== written[name])
}

/**
 * Puts again, unchanged, every user whose stored index keys differ from what a put writes today, so ElectroDB
 * writes today's keys: users written before the key layout of user-list-keys.ts are missing from the
 * staff and group lists until then. This is the first half of `UsersRepository.rebuildIndexes()`, the half that
 * is safe while users are written: each put is conditional on the version read, and a user saved meanwhile is
 * left alone, because that save wrote today's keys. Reads every user (every-user.ts).
 */
export async function relistUsers(client: DynamoDBDocumentClient, table: string) {
  const entities = createIdentityEntities(client, table)
  let users = 0
  const stale: StoredUser[] = []
  for await (const { item, user } of everyStoredUser(client, table, entities)) {
    users++
    const written = entities.user.put(user).params<{ Item: Record<string, unknown> }>().Item
    if (hasStaleKeys(item, written)) stale.push(user)
  }
  let changedMeanwhile = 0
  const results = await settleAll(stale, WRITE_CONCURRENCY, async (user) => {
    try {
      await entities.user
        .put(user)
        .where((attributes, { eq }) => eq(attributes.version, user.version))
        .go({ originalErr: true })
    } catch (error) {
      if (!isConditionalFailure(error)) throw error
      changedMeanwhile++
    }
  })
  const failed = results.find((result) => result.status === 'rejected')
  if (failed) throw failed.reason
  return { users, stale: stale.length, relisted: stale.length - changedMeanwhile, changedMeanwhile }
}
