/**
 * Keys and prefixes that identity's repositories and jobs name directly, where a read bypasses the entities
 * (entities.ts holds the key table; the list partitions are in user-list-keys.ts).
 */

/** gsi1: every user of one type, by name. */
export const usersOfType = (usertype: string) => `USERS#${usertype}`

/** Unique-key claims (`UNIQUE#<kind>#<value>`): the nightly repair walks them by prefix. */
export const UNIQUE_KEY_PREFIX = 'UNIQUE#'

/** A user's sign-in attempt budgets, beside the user: the account's, re-authentication's, one per device. */
export const signInBudgetSortKey = (
  budget: { kind: 'account' } | { kind: 'reauth' } | { kind: 'device'; deviceId: string },
) =>
  budget.kind === 'account'
    ? 'SIGNIN'
    : budget.kind === 'reauth'
      ? 'SIGNIN#REAUTH'
      : `SIGNIN#DEVICE#${budget.deviceId}`

/** Head counts (ADR 0022): one partition, one item per shard; the single item of the older layout is `USERS`. */
export const COUNTS_PARTITION = 'COUNTS'
const COUNTS_SHARD_PREFIX = 'USERS#'
export const countsShardKey = (shard: string) => ({
  pk: COUNTS_PARTITION,
  sk: `${COUNTS_SHARD_PREFIX}${shard}`,
})
/** The shard a counts item's sort key names. */
export const shardOfCountsSortKey = (sortKey: string) => sortKey.slice(COUNTS_SHARD_PREFIX.length)
/** A department's shard name. */
export const departmentShardName = (encodedDepartmentId: string) => `DEPT#${encodedDepartmentId}`
