import type { ClaimKey, ClaimsRepository } from './claims.repository'

/** The writes of the records whose claimed value is unique within their department. */
interface ClaimingRecords<Stored> {
  exists: (id: string) => Promise<boolean>
  create: (record: Stored) => Promise<unknown>
  replace: (after: Stored, before: Stored) => Promise<unknown>
  delete: (id: string) => Promise<unknown>
}

/**
 * Records whose value is unique within their department (a year's span, a regulation's year): the value is
 * claimed before the record is written and released once it is gone, and a write that fails lets go of the
 * claim it took, so a failure never keeps the value. `claimOf` says which value a record claims.
 */
export function claimedRecords<Stored extends { id: string }>(
  claims: ClaimsRepository,
  claimOf: (record: Stored) => ClaimKey,
  records: ClaimingRecords<Stored>,
) {
  /** Runs `write` for `ownerId`, which holds `key`; if the write fails, the claim is released. */
  async function holdingClaim(key: ClaimKey, ownerId: string, write: () => Promise<unknown>) {
    try {
      await write()
    } catch (error) {
      await claims.release(key, ownerId)
      throw error
    }
  }

  return {
    /** Claims the record's value: undefined once it is the record's, else the id of the record holding it. */
    claim: (record: Stored) => claims.claim(claimOf(record), record.id, records.exists),

    /** Writes a record that holds its claim. */
    create: (record: Stored) => holdingClaim(claimOf(record), record.id, () => records.create(record)),

    /**
     * Replaces a record whose value may change: claims the new value first (throwing `taken()` if another
     * record holds it), replaces, then releases the old value.
     */
    async replace(after: Stored, before: Stored, taken: () => Error) {
      const [held, wanted] = [claimOf(before), claimOf(after)]
      const moved = wanted.value !== held.value
      if (moved && (await claims.claim(wanted, after.id, records.exists))) throw taken()
      const replace = () => records.replace(after, before)
      await (moved ? holdingClaim(wanted, after.id, replace) : replace())
      if (moved) await claims.release(held, after.id)
    },

    /** Deletes the record, then lets go of its value. */
    async delete(record: Stored) {
      await records.delete(record.id)
      await claims.release(claimOf(record), record.id)
    },
  }
}
