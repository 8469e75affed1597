import { isConditionalFailure } from '@campus/db'
import type { IdentityEntities } from './entities'

/** A one-time code as issued: stored only as its HMAC, with a TTL for DynamoDB to remove it. */
export interface IssuedCode {
  userId: string
  codeHash: string
  expiresAt: number
  /** Seconds since the epoch: DynamoDB's TTL attribute. */
  ttl: number
}

/**
 * The password-reset codes, one per user (`USER#<userId>` / `OTP`). Each step is one conditional write, so it
 * holds however many requests arrive at once; a refused condition is an answer here, never an error.
 */
export function createOtpRepository(entities: IdentityEntities) {
  return {
    /**
     * Stores `code` with no guesses spent, in place of the user's current code only when there is none or it
     * expires by `replacesExpiringBy`; false when a newer code stands (nothing written). One conditional PutItem.
     */
    async issue(code: IssuedCode, replacesExpiringBy: number): Promise<boolean> {
      try {
        await entities.otp
          .put({ ...code, attempts: 0 })
          .where(
            ({ expiresAt }, { notExists, lte }) =>
              `${notExists(expiresAt)} OR ${lte(expiresAt, replacesExpiringBy)}`,
          )
          .go({ response: 'none' })
        return true
      } catch (error) {
        if (isConditionalFailure(error)) return false
        throw error
      }
    },

    /**
     * Spends one guess on the user's code while it has fewer than `maxAttempts` spent and has not expired at
     * `now`: the code's hash to compare the guess with, or undefined when there is no such code. One
     * conditional UpdateItem.
     */
    async spendGuess(userId: string, maxAttempts: number, now: number): Promise<string | undefined> {
      try {
        const { data } = await entities.otp
          .patch({ userId })
          .add({ attempts: 1 })
          .where(
            ({ attempts, expiresAt }, { lt, gt }) => `${lt(attempts, maxAttempts)} AND ${gt(expiresAt, now)}`,
          )
          .go({ response: 'all_new' })
        return data.codeHash
      } catch (error) {
        if (isConditionalFailure(error)) return undefined
        throw error
      }
    },

    /**
     * Uses the code: deletes it only while it is still the one hashed `codeHash`, so of two requests with the
     * right code one gets true. One conditional DeleteItem.
     */
    async use(userId: string, codeHash: string): Promise<boolean> {
      try {
        await entities.otp
          .delete({ userId })
          .where((attributes, { eq }) => eq(attributes.codeHash, codeHash))
          .go()
        return true
      } catch (error) {
        if (isConditionalFailure(error)) return false
        throw error
      }
    },
  }
}

export type OtpRepository = ReturnType<typeof createOtpRepository>
