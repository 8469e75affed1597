import { untilProcessed, isConditionalFailure } from '@campus/db'
import { conflict } from '@campus/core'
import type { IdentityEntities } from './entities'

/** A value only one user may have: an email, or a student's register number (both stored normalised). */
export interface UniqueKey {
  kind: 'EMAIL' | 'REGNO'
  value: string
}

/** One string per key, for maps. */
export const uniqueKeyName = ({ kind, value }: UniqueKey) => `${kind}#${value}`

/** The 409 for a value someone else holds; the single-user routes answer with it. */
export const keyTaken = ({ kind, value }: UniqueKey) =>
  conflict(
    kind === 'EMAIL' ? 'EMAIL_TAKEN' : 'REGISTER_NO_TAKEN',
    kind === 'EMAIL'
      ? `A user with the email ${value} already exists.`
      : `A student with register number ${value} already exists.`,
  )

/**
 * The unique-key claims (`UNIQUE#<kind>#<value>` → user id). A conditional create is the lock, so two writers
 * can never both hold a value; there are no transactions (ADR 0003), so writers claim before the user write
 * and release when it fails.
 */
export function createUniqueKeysRepository(entities: IdentityEntities) {
  return {
    /** Claims `key` for `userId`; a retry of our own earlier claim is fine. Throws `keyTaken` otherwise. */
    async claim(key: UniqueKey, userId: string) {
      try {
        // The SDK's own error is enough here; ElectroDB's wrapper would cost a stack trace per claim.
        await entities.uniqueKey.create({ ...key, userId }).go({ originalErr: true })
      } catch (error) {
        if (!isConditionalFailure(error)) throw error
        const { data } = await entities.uniqueKey.get(key).go()
        if (data?.userId === userId) return
        throw keyTaken(key)
      }
    },

    async release(key: UniqueKey) {
      await entities.uniqueKey.delete(key).go()
    },

    /** Releases many claims in BatchWriteItems of 25. */
    async releaseMany(keys: readonly UniqueKey[]) {
      await untilProcessed(keys, async (pending) => {
        const { unprocessed } = await entities.uniqueKey.delete(pending).go({ concurrent: 4 })
        return { unprocessed }
      })
    },

    /** The user holding each key, by `uniqueKeyName`: strongly consistent BatchGetItems of 100 keys. */
    async holders(keys: readonly UniqueKey[]): Promise<Map<string, string>> {
      const found = await untilProcessed(keys, async (pending) => {
        const { data, unprocessed } = await entities.uniqueKey
          .get(pending)
          .go({ consistent: true, concurrent: 4 })
        return { done: data, unprocessed }
      })
      return new Map(found.map((item) => [uniqueKeyName(item), item.userId]))
    },
  }
}

export type UniqueKeysRepository = ReturnType<typeof createUniqueKeysRepository>
