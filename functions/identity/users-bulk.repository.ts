import {
  createDirectory,
  directoryChanges,
  settleAll,
  untilProcessed,
  isConditionalFailure,
} from '@campus/db'
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { AppError, type Caller } from '@campus/core'
import { createAuditLog, type AuditRecord } from '@campus/db'
import type { IdentityEntities } from './entities'
import { createStudentSearchRepository, type SearchTermItem } from './student-search.repository'
import { createUniqueKeysRepository, type UniqueKey } from './unique-keys.repository'
import { createUserCountsRepository } from './user-counts.repository'
import { userAuditRecord } from './user-audit'
import { WRITE_CONCURRENCY, type StoredUser } from './users.repository'

/** A change to one existing user: the record as read, and as it should be. */
export interface UserChange {
  before: StoredUser
  after: StoredUser
}

/** Who writes, and the audit actions of the users created and updated: written ahead of them (ADR 0013). */
export interface BulkWriteAudit {
  caller: Caller
  created: string
  updated: string
}

/** Why a user was not written, naming the field at fault when there is one. */
export interface Refusal {
  field?: string
  message: string
}

/** What a bulk write did: users written, and those it refused (by user id) with the reason. */
export interface BulkWriteResult {
  created: StoredUser[]
  updated: UserChange[]
  refused: Map<string, Refusal>
}

/** BatchWriteItems of 25 in flight at once. */
const BATCH_CONCURRENCY = 4

const claimsOfNew = (user: StoredUser): UniqueKey[] => [
  { kind: 'EMAIL', value: user.email },
  ...(user.registerNo ? [{ kind: 'REGNO' as const, value: user.registerNo }] : []),
]

const emailChanged = ({ before, after }: UserChange) => before.email !== after.email

/**
 * Writes many users at once for the spreadsheet import and the student move, keeping what users.repository's
 * create and save keep (unique keys, search terms, head counts, the student directory) with far fewer calls: conditional puts only
 * where uniqueness (claims) or concurrent edits (updates name the version they read) need them, BatchWrite
 * for search terms, new users and directory items (student entries, contacts), one counts update per department shard the lot touches, at most WRITE_CONCURRENCY calls in flight.
 *
 * The order per user is create's and save's: claim, terms, user, counts, directory, then removed terms and released
 * claims. A user whose write fails has its claims released, so it is either whole or absent; a failure
 * DynamoDB reports for a whole batch is rethrown once counts match what landed, and the same request can be
 * sent again (its rows then find their users and update them, or finish claims left behind).
 */
export function createBulkUsersRepository(
  entities: IdentityEntities,
  client: DynamoDBDocumentClient,
  table: string,
  /** The directory table (@campus/db directory.ts): students' entries and everyone's contacts follow their users. */
  directoryTable: string,
) {
  const uniqueKeys = createUniqueKeysRepository(entities)
  const search = createStudentSearchRepository(entities)
  const counts = createUserCountsRepository(client, table)
  const audits = createAuditLog(client, table)

  /** The audit record of one user as written, keyed as users.repository keys its own (ADR 0013). */
  const auditOf = (audit: BulkWriteAudit, action: string, written: StoredUser, before?: StoredUser) => ({
    ...userAuditRecord(audit.caller, action, written.id, before, written),
    at: written.modifiedOn,
    auditId: `${written.id}.v${written.version}`,
  })
  const directory = createDirectory(client, directoryTable)

  /** Claims each user's keys; refusals by user id, and the claims taken by user id. */
  async function claimAll(wanted: readonly { userId: string; keys: readonly UniqueKey[] }[]) {
    const taken = new Map<string, UniqueKey[]>()
    const refused = new Map<string, Refusal>()
    const failures: unknown[] = []
    await settleAll(wanted, WRITE_CONCURRENCY, async ({ userId, keys }) => {
      const mine: UniqueKey[] = []
      taken.set(userId, mine)
      for (const key of keys) {
        try {
          await uniqueKeys.claim(key, userId)
        } catch (error) {
          if (error instanceof AppError && error.status === 409)
            refused.set(userId, {
              field: key.kind === 'EMAIL' ? 'email' : 'registerNo',
              message: error.message,
            })
          else failures.push(error)
          return
        }
        mine.push(key)
      }
    })
    // A user that lost one of its keys keeps none: release what it did get.
    const release = [...refused.keys()].flatMap((userId) => taken.get(userId) ?? [])
    if (failures.length) {
      await uniqueKeys.releaseMany([...taken.values()].flat())
      throw failures[0]
    }
    await uniqueKeys.releaseMany(release)
    for (const userId of refused.keys()) taken.delete(userId)
    return { taken, refused }
  }

  /** BatchWrites new users; on a failure, finds out which landed. */
  async function putNew(
    users: readonly StoredUser[],
  ): Promise<{ landed: StoredUser[]; failure?: { error: unknown } }> {
    try {
      await untilProcessed(users, async (pending) => {
        const { unprocessed } = await entities.user.put(pending).go({ concurrent: BATCH_CONCURRENCY })
        // Unprocessed items come back as their key attributes.
        const left = new Set(unprocessed.map((item) => (item as { id: string }).id))
        return { unprocessed: pending.filter((user) => left.has(user.id)) }
      })
      return { landed: [...users] }
    } catch (error) {
      const { data } = await entities.user.get(users.map(({ id }) => ({ id }))).go({ consistent: true })
      const found = new Set(data.map(({ id }) => id))
      return { landed: users.filter(({ id }) => found.has(id)), failure: { error } }
    }
  }

  /** Puts each change if nobody changed the user since it was read (the version), as save() does. */
  async function putChanges(changes: readonly UserChange[]) {
    const saved: UserChange[] = []
    const refused = new Map<string, Refusal>()
    const failures: unknown[] = []
    const results = await settleAll(changes, WRITE_CONCURRENCY, async ({ before, after }) => {
      const next = { ...after, version: before.version + 1 }
      await entities.user
        .put(next)
        .where((attributes, { eq }) => eq(attributes.version, before.version))
        .go()
      return { before, after: next }
    })
    results.forEach((result, index) => {
      const change = changes[index]
      if (!change) return
      if (result.status === 'fulfilled') saved.push(result.value)
      else if (isConditionalFailure(result.reason))
        refused.set(change.after.id, { message: 'Someone else changed this user just now; try again.' })
      else failures.push(result.reason)
    })
    return { saved, refused, ...(failures.length ? { failure: { error: failures[0] } } : {}) }
  }

  return {
    /**
     * Writes `creates` and `updates`; with `audit`, each user's audit record goes ahead of it and is taken back
     * if the user does not land, so no user is written without its record.
     */
    async writeMany(
      creates: readonly StoredUser[],
      updates: readonly UserChange[],
      audit?: BulkWriteAudit,
    ): Promise<BulkWriteResult> {
      const claims = await claimAll([
        ...creates.map((user) => ({ userId: user.id, keys: claimsOfNew(user) })),
        ...updates
          .filter(emailChanged)
          .map(({ after }) => ({ userId: after.id, keys: [{ kind: 'EMAIL' as const, value: after.email }] })),
      ])
      const refused = new Map(claims.refused)
      const newUsers = creates.filter(({ id }) => !refused.has(id))
      const changes = updates.filter(({ after }) => !refused.has(after.id))
      const releaseClaimsOf = (ids: readonly string[]) =>
        uniqueKeys.releaseMany(ids.flatMap((id) => claims.taken.get(id) ?? []))

      const termsOf = new Map<string, SearchTermItem[]>([
        ...newUsers.map((user) => [user.id, search.changes(undefined, user).added] as const),
        ...changes.map(({ before, after }) => [after.id, search.changes(before, after).added] as const),
      ])
      const records: (AuditRecord & { auditId: string })[] = audit
        ? [
            ...newUsers.map((user) => auditOf(audit, audit.created, user)),
            ...changes.map(({ before, after }) =>
              auditOf(audit, audit.updated, { ...after, version: before.version + 1 }, before),
            ),
          ]
        : []
      try {
        await audits.writeMany(records)
        await search.put([...termsOf.values()].flat())
      } catch (error) {
        // Terms without their user are ignored by the search and removed by the repair.
        await audits.remove(records)
        await releaseClaimsOf([...claims.taken.keys()])
        throw error
      }

      const created = await putNew(newUsers)
      const updated = await putChanges(changes)
      // Whatever did not land lets go of its claims (its terms are ignored, as above).
      const landed = new Set(
        [...created.landed, ...updated.saved.map(({ after }) => after)].map(({ id }) => id),
      )
      await releaseClaimsOf([...claims.taken.keys()].filter((id) => !landed.has(id)))
      await audits.remove(records.filter(({ entityId }) => !landed.has(entityId)))
      for (const [id, message] of updated.refused) refused.set(id, message)

      await counts.moveMany([
        ...created.landed.map((user) => [undefined, user] as const),
        ...updated.saved.map(({ before, after }) => [before, after] as const),
      ])
      await directory.applyMany([
        ...created.landed.map((user) => directoryChanges(undefined, user)),
        ...updated.saved.map(({ before, after }) => directoryChanges(before, after)),
      ])
      await search.remove(updated.saved.flatMap(({ before, after }) => search.changes(before, after).removed))
      await uniqueKeys.releaseMany(
        updated.saved
          .filter(emailChanged)
          .map(({ before }) => ({ kind: 'EMAIL' as const, value: before.email })),
      )
      const failure = created.failure ?? updated.failure
      if (failure) throw failure.error
      return { created: created.landed, updated: updated.saved, refused }
    },
  }
}

export type BulkUsersRepository = ReturnType<typeof createBulkUsersRepository>
