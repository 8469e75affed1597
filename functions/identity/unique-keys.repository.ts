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
 * How old a claim must be before another user may take it over when its own user does not hold the value
 * (never written: the process died between the claim and the user write, or moved on to another email).
 * Longer than any request runs (API Lambdas stop at 10 s, API Gateway at 30 s), so a claim whose user write
 * is still on its way is never taken.
 */
export const ORPHAN_CLAIM_AFTER_MS = 60_000

/** Whether `user` holds the value of `key` (both stored normalised). */
const holds = (user: { email?: string; registerNo?: string | undefined } | null, key: UniqueKey) =>
  !!user && (key.kind === 'EMAIL' ? user.email === key.value : user.registerNo === key.value)

/**
 * The unique-key claims (`UNIQUE#<kind>#<value>` → user id, with the time of the claim). A conditional create
 * is the lock, so two writers can never both hold a value; there are no transactions (ADR 0003), so writers
 * claim before the user write and release when it fails. A writer killed between the two leaves a claim
 * without its user: after ORPHAN_CLAIM_AFTER_MS the next claim of the value takes it over with one
 * conditional write, so a retry succeeds (ADR 0013).
 */
export function createUniqueKeysRepository(entities: IdentityEntities) {
  /** The claim of `key` as stored now. */
  const current = async (key: UniqueKey) => (await entities.uniqueKey.get(key).go({ consistent: true })).data

  /** A claim of a value released after a first attempt found it taken; a second loss is someone else's. */
  async function claimAgain(key: UniqueKey, userId: string, now: number) {
    try {
      await entities.uniqueKey.create({ ...key, userId, claimedAt: now }).go({ originalErr: true })
    } catch (error) {
      if (isConditionalFailure(error)) throw keyTaken(key)
      throw error
    }
  }

  return {
    /**
     * Claims `key` for `userId`; a retry of our own earlier claim is fine, and an orphan claim (see
     * ORPHAN_CLAIM_AFTER_MS) is taken over. Throws `keyTaken` otherwise.
     */
    async claim(key: UniqueKey, userId: string, now = Date.now()) {
      try {
        // The SDK's own error is enough here; ElectroDB's wrapper would cost a stack trace per claim.
        await entities.uniqueKey.create({ ...key, userId, claimedAt: now }).go({ originalErr: true })
        return
      } catch (error) {
        if (!isConditionalFailure(error)) throw error
      }
      const held = await current(key)
      if (held?.userId === userId) return
      // Released meanwhile: claim it again, once.
      if (!held) return claimAgain(key, userId, now)
      if (now - (held.claimedAt ?? 0) < ORPHAN_CLAIM_AFTER_MS) throw keyTaken(key)
      const { data: holder } = await entities.user.get({ id: held.userId }).go({ consistent: true })
      if (holds(holder, key)) throw keyTaken(key)
      try {
        // Only if the claim is still the orphan read above: two writers taking it over cannot both win.
        await entities.uniqueKey
          .put({ ...key, userId, claimedAt: now })
          .where((attributes, { eq, notExists }) =>
            held.claimedAt === undefined
              ? `${eq(attributes.userId, held.userId)} AND ${notExists(attributes.claimedAt)}`
              : `${eq(attributes.userId, held.userId)} AND ${eq(attributes.claimedAt, held.claimedAt)}`,
          )
          .go({ originalErr: true })
      } catch (error) {
        if (isConditionalFailure(error)) throw keyTaken(key)
        throw error
      }
    },

    /**
     * Lets go of `key`; with `userId`, only if that user still holds the claim (a failed write releasing its
     * own claim must not release one another writer took over meanwhile).
     */
    async release(key: UniqueKey, userId?: string) {
      try {
        const removal = entities.uniqueKey.delete(key)
        await (userId === undefined
          ? removal.go()
          : removal.where((attributes, { eq }) => eq(attributes.userId, userId)).go({ originalErr: true }))
      } catch (error) {
        if (!isConditionalFailure(error)) throw error
      }
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
