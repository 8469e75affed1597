import { isConditionalFailure } from '@campus/db'
import type { IdentityEntities } from './entities'
import { signInBudgetSortKey } from './keys'

/** Password checks one budget allows in a window... */
export const MAX_SIGN_IN_ATTEMPTS = 5
/** ...of 15 minutes from the first of them. */
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000

/**
 * Whose checks a sign-in spends: the account's, or (with a valid device cookie, see device-tokens.ts) those of
 * one browser that signed in to the account before. Each is its own item, so locking one leaves the other.
 */
export type SignInBudget =
  | { kind: 'account' }
  | { kind: 'device'; deviceId: string }
  /** Checks of the current password inside a session (changing one's password, phone or email). */
  | { kind: 'reauth' }

export const ACCOUNT_BUDGET: SignInBudget = { kind: 'account' }
/** Its own budget, so a stolen session that guesses the current password cannot lock the owner out. */
export const REAUTH_BUDGET: SignInBudget = { kind: 'reauth' }

const budgetKey = (budget: SignInBudget) => signInBudgetSortKey(budget)

/** A granted reservation may check one password; a refused one may not, until `until`. */
export type Reservation =
  { granted: true; attempts: number; windowStart: number } | { granted: false; until: number }

/**
 * Sign-in attempt budgets, at most MAX_SIGN_IN_ATTEMPTS password checks per budget per window. A check is
 * reserved BEFORE the password is checked, by a conditional write, never by a read then a write: however many
 * sign-ins arrive at once, only the winners of a reservation run scrypt. The reservation stands as a failure
 * until a successful sign-in releases it. `userId` is the account's id, or the `~<digest>` that stands for a
 * sign-in name nobody has (sign-in-names.ts).
 */
export function createSignInAttemptsRepository(entities: IdentityEntities) {
  return {
    /**
     * Reserves one password check: starts a new window when there is none or the last one is over, or else
     * counts one more in the current window while it is under the limit. Two conditional writes at most (no
     * read in between), plus one read when both are refused, for the time the lock ends.
     */
    async reserve(userId: string, budget: SignInBudget, now = Date.now()): Promise<Reservation> {
      const key = { userId, budget: budgetKey(budget) }
      const cutoff = now - SIGN_IN_WINDOW_MS
      // Twice at most: a window can end between the writes (then the next round starts a new one).
      for (let round = 0; round < 2; round++) {
        try {
          await entities.signInBudget
            .upsert({
              ...key,
              attempts: 1,
              windowStart: now,
              ttl: Math.ceil((now + SIGN_IN_WINDOW_MS) / 1000),
            })
            .where(
              ({ windowStart }, { notExists, lte }) =>
                `${notExists(windowStart)} OR ${lte(windowStart, cutoff)}`,
            )
            .go({ response: 'none' })
          return { granted: true, attempts: 1, windowStart: now }
        } catch (error) {
          if (!isConditionalFailure(error)) throw error
        }
        try {
          const { data } = await entities.signInBudget
            .patch(key)
            .add({ attempts: 1 })
            .where(
              ({ windowStart, attempts }, { gt, lt }) =>
                `${gt(windowStart, cutoff)} AND ${lt(attempts, MAX_SIGN_IN_ATTEMPTS)}`,
            )
            .go({ response: 'all_new' })
          return { granted: true, attempts: data.attempts, windowStart: data.windowStart }
        } catch (error) {
          if (!isConditionalFailure(error)) throw error
        }
        const { data } = await entities.signInBudget.get(key).go({ consistent: true })
        if (data && data.windowStart > cutoff) {
          return { granted: false, until: data.windowStart + SIGN_IN_WINDOW_MS }
        }
      }
      return { granted: false, until: now + SIGN_IN_WINDOW_MS }
    },

    /** After a successful sign-in: the budget it spent starts afresh. */
    async release(userId: string, budget: SignInBudget) {
      await entities.signInBudget.delete({ userId, budget: budgetKey(budget) }).go()
    },

    /**
     * Unlocks an account: every budget of the user (the account's and each device's) starts afresh. After a
     * password change or a reset with a code. One Query of the user's SIGNIN items and one BatchWriteItem.
     */
    async clear(userId: string) {
      const { data } = await entities.signInBudget.query
        .byUser({ userId })
        .begins({ budget: 'SIGNIN' })
        .go({ pages: 'all', attributes: ['userId', 'budget'], consistent: true })
      let keys = data.map(({ budget }) => ({ userId, budget }))
      for (let round = 0; keys.length && round < 5; round++) {
        const { unprocessed } = await entities.signInBudget.delete(keys).go()
        keys = unprocessed.map(({ budget }) => ({ userId, budget }))
      }
    },
  }
}

export type SignInAttemptsRepository = ReturnType<typeof createSignInAttemptsRepository>
