import { paginateScan, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import {
  contactEntryOf,
  contactItemOf,
  contactKey,
  contactOf,
  createAuditLog,
  createDirectory,
  departmentStaffItemOf,
  departmentStaffItemsOf,
  departmentStaffKey,
  departmentStaffOf,
  directoryEntryOf,
  isConditionalFailure,
  staffContactOf,
  untilProcessed,
  writeBatch,
  type ContactEntry,
  type DirectoryChanges,
  type WriteRequest,
} from '@campus/db'
import { logger } from '@campus/runtime'
import { createIdentityEntities } from './entities'
import { everyStoredUser } from './every-user'
import { createStudentSearchRepository } from './student-search.repository'
import { ORPHAN_CLAIM_AFTER_MS, type UniqueKey } from './unique-keys.repository'
import { countsShardsOf, type ByShard } from './user-counts'
import {
  createUserCountsRepository,
  type StoredCounts,
  type UserCountsRepository,
} from './user-counts.repository'
import type { StoredUser } from './users.repository'
import { UNIQUE_KEY_PREFIX } from './keys'

/**
 * A user written within this long before the repair reads the users may still have derived writes on their
 * way (its head-count update follows the user write; a create's search terms and audit record go before it).
 * The repair then leaves the counts and stray terms for its next run, as feedback's rebuild does.
 */
export const QUIET_PERIOD_MS = 60_000

export interface DerivedRepairResult {
  users: number
  counts: {
    /**
     * Counters (and labels) whose stored value was not what the users give, as `<shard> name: stored -> counted`
     * (`legacy name: stored -> removed` for the single item of the layout before ADR 0022).
     */
    drift: string[]
    corrected: boolean
    /** Why a drift was left for the next run: users written lately, or a write moved the counts meanwhile. */
    skipped?: 'ACTIVE' | 'CHANGED'
  }
  terms: { terms: number; missing: number; written: number; extra: number; removed: number }
  claims: { orphans: number; released: number }
  /** Student directory entries missing or out of date (put again), and entries no student has (removed). */
  directory?: { entries: number; stale: number; written: number; extra: number; removed: number }
  /** Contacts (one per user but an applicant, docs/adr/0026), checked when the directory table is given. */
  contacts?: ContactsRepairResult
  /** The staff listings under their departments (HOD and FACULTY), checked with the contacts. */
  departmentStaff?: DepartmentStaffRepairResult
}

/** What the check of the department staff listings found and did. */
export interface DepartmentStaffRepairResult {
  /** Listings the users give: one per staff member and department. */
  listings: number
  /** Listings missing or differing from their user's contact (put again from the user read afresh). */
  stale: number
  written: number
  /** Listings no user gives (left the department, no longer staff, deleted). */
  extra: number
  /** Extra listings removed (only when no user write may be on its way). */
  removed: number
  skipped?: 'ACTIVE'
}

/** What the check of the contacts found and did. */
export interface ContactsRepairResult {
  /** Users who should have a contact. */
  contacts: number
  /**
   * Each contact that drifted, by user id: `<userId>: missing`, `<userId>: extra` (no user with a contact
   * has that id), or `<userId>: differs in <attributes>`. Attributes are named, never their values, so phone
   * numbers and emails stay out of the logs. At most NAMED_DRIFT_MAX lines (the first by user id), so the first
   * run over a college's users writes one readable log line; `drifted` counts them all.
   */
  drift: string[]
  /** How many contacts drifted. */
  drifted: number
  /** Contacts put again from their user's record as stored now. */
  written: number
  /** Contacts of nobody: no such user, or an applicant. */
  extra: number
  /** Contacts removed because their user, read afresh, has none (only when no user write may be on its way). */
  removed: number
  /** Why contacts to remove were left for the next run: users written lately. */
  skipped?: 'ACTIVE'
}

/** The most contact drifts a repair names (ContactsRepairResult). */
export const NAMED_DRIFT_MAX = 200

/** Every user, whole. */
async function everyUser(
  client: DynamoDBDocumentClient,
  table: string,
  entities: ReturnType<typeof createIdentityEntities>,
) {
  const users: StoredUser[] = []
  for await (const { user } of everyStoredUser(client, table, entities)) users.push(user)
  return users
}

/** Every unique-key claim: a Scan of one key prefix, fine in a nightly job (ARCHITECTURE.md section 4). */
async function everyClaim(client: DynamoDBDocumentClient, table: string) {
  const claims: (UniqueKey & { userId: string; claimedAt?: number })[] = []
  const pages = paginateScan(
    { client },
    {
      TableName: table,
      ProjectionExpression: '#kind, #value, userId, claimedAt',
      FilterExpression: 'begins_with(pk, :unique)',
      ExpressionAttributeNames: { '#kind': 'kind', '#value': 'value' },
      ExpressionAttributeValues: { ':unique': UNIQUE_KEY_PREFIX },
    },
  )
  for await (const page of pages)
    for (const item of page.Items ?? [])
      claims.push({
        kind: item.kind as UniqueKey['kind'],
        value: String(item.value),
        userId: String(item.userId),
        ...(typeof item.claimedAt === 'number' ? { claimedAt: item.claimedAt } : {}),
      })
  return claims
}

/** What the repairs of the directory table work on. */
interface DirectoryRepairScope {
  client: DynamoDBDocumentClient
  directoryTable: string
  /** Every item of the directory table (student entries and contacts), read once for both repairs. */
  items: readonly Record<string, unknown>[]
  users: readonly StoredUser[]
  entities: ReturnType<typeof createIdentityEntities>
  /** No user write may be on its way, so what no user has may be removed. */
  quiet: boolean
}

/**
 * The scope of the directory repairs, with every item of the directory table (student entries and contacts): a
 * Scan of the directory table, fine in a nightly job.
 */
async function directoryRepairScope(
  scope: Omit<DirectoryRepairScope, 'items'>,
): Promise<DirectoryRepairScope> {
  const items: Record<string, unknown>[] = []
  const pages = paginateScan({ client: scope.client }, { TableName: scope.directoryTable })
  for await (const page of pages) items.push(...(page.Items ?? []))
  return { ...scope, items }
}

/**
 * Puts right the student directory (derived from STUDENT users, read by other domains): an entry missing or
 * different from its student's is put again from the student's record read afresh (strongly consistent, so a
 * save that landed since the index read is what it shows); an entry no student has now is removed only when
 * no user write may be on its way, and only while it still names the user it named.
 */
async function repairDirectory(scope: DirectoryRepairScope) {
  const { client, directoryTable, items, users, entities, quiet } = scope
  const directory = createDirectory(client, directoryTable)
  const stored = new Map(
    items
      .map((item) => directory.entryOf(item))
      .filter((entry) => entry !== undefined)
      .map((entry) => [entry.registerNo, entry]),
  )
  const wanted = new Map(
    users
      .map((user) => directoryEntryOf(user))
      .filter((entry) => entry !== undefined)
      .map((entry) => [entry.registerNo, entry]),
  )
  const stale = [...wanted.values()].filter(
    (entry) => JSON.stringify(stored.get(entry.registerNo)) !== JSON.stringify(entry),
  )
  const changes: DirectoryChanges[] = []
  for (const entry of stale) {
    const { data: user } = await entities.user.get({ id: entry.userId }).go({ consistent: true })
    const fresh = directoryEntryOf(user ?? undefined)
    if (fresh) changes.push({ put: [fresh], remove: [] })
  }
  await directory.applyMany(changes)
  const extra = [...stored.values()].filter((entry) => !wanted.has(entry.registerNo))
  let removed = 0
  if (quiet)
    for (const entry of extra) {
      // apply() removes a register number only while it still names that user.
      await directory.apply({ put: [], remove: [{ registerNo: entry.registerNo, userId: entry.userId }] })
      removed++
    }
  return { entries: wanted.size, stale: stale.length, written: changes.length, extra: extra.length, removed }
}

/** The attributes a stored item and the item wanted differ in, by name, sorted. */
function differingAttributes(stored: Record<string, unknown>, wanted: Record<string, unknown>) {
  return [...new Set([...Object.keys(stored), ...Object.keys(wanted)])]
    .filter((name) => JSON.stringify(stored[name]) !== JSON.stringify(wanted[name]))
    .sort()
}

/** Users by id, whole and strongly consistent (a save that landed since the index read shows), 100 per read. */
async function usersAfresh(entities: ReturnType<typeof createIdentityEntities>, ids: readonly string[]) {
  const found = await untilProcessed(
    ids.map((id) => ({ id })),
    async (keys) => {
      const { data, unprocessed } = await entities.user.get(keys).go({ consistent: true })
      return { done: data, unprocessed }
    },
  )
  return new Map(found.map((user) => [user.id, user]))
}

/**
 * Puts right the contacts (one per user but an applicant; docs/adr/0026) from the directory's items: each
 * contact missing, or differing in any attribute (its group index keys included) from what its user gives, or
 * held by nobody, is named. Each is then decided by the user's record read afresh, strongly consistent: a user
 * with a contact gets it put again; a contact whose user has none (deleted, or an applicant now) is removed,
 * only when no user write may be on its way (a write puts the user first and its contact after).
 */
async function repairContacts(scope: DirectoryRepairScope): Promise<ContactsRepairResult> {
  const { client, directoryTable, items, users, entities, quiet } = scope
  const stored = new Map<string, Record<string, unknown>>()
  for (const item of items) {
    const entry = contactOf(item)
    if (entry) stored.set(entry.userId, item)
  }
  const wanted = new Map<string, ContactEntry>()
  for (const user of users) {
    const entry = contactEntryOf(user)
    if (entry) wanted.set(entry.userId, entry)
  }
  const drift: string[] = []
  const drifted: string[] = []
  for (const [userId, entry] of wanted) {
    const item = stored.get(userId)
    const differs = item ? differingAttributes(item, contactItemOf(entry)) : []
    if (item && !differs.length) continue
    drift.push(item ? `${userId}: differs in ${differs.join(', ')}` : `${userId}: missing`)
    drifted.push(userId)
  }
  const extra = [...stored.keys()].filter((userId) => !wanted.has(userId))
  for (const userId of extra) drift.push(`${userId}: extra`)

  const fresh = await usersAfresh(entities, [...drifted, ...extra])
  const puts: WriteRequest[] = []
  const removals: WriteRequest[] = []
  for (const userId of [...drifted, ...extra]) {
    const entry = contactEntryOf(fresh.get(userId))
    if (entry) puts.push({ PutRequest: { Item: contactItemOf(entry) } })
    else if (stored.has(userId)) removals.push({ DeleteRequest: { Key: contactKey(userId) } })
  }
  await writeBatch(client, directoryTable, [...puts, ...(quiet ? removals : [])])
  return {
    contacts: wanted.size,
    drift: drift.sort().slice(0, NAMED_DRIFT_MAX),
    drifted: drift.length,
    written: puts.length,
    extra: extra.length,
    removed: quiet ? removals.length : 0,
    ...(!quiet && removals.length ? { skipped: 'ACTIVE' as const } : {}),
  }
}

/**
 * Puts right the department staff listings (each HOD and FACULTY contact under each of their departments) the
 * way repairContacts puts right the contacts: a listing missing or differing from what its user gives is put
 * again from the user read afresh, with every other listing of theirs; a listing no user gives is removed, unless
 * the user read afresh gives it after all, and only when no user write may be on its way.
 */
async function repairDepartmentStaff(scope: DirectoryRepairScope): Promise<DepartmentStaffRepairResult> {
  const { client, directoryTable, items, users, entities, quiet } = scope
  const listingKey = (departmentId: string, userId: string) => `${departmentId}#${userId}`
  const stored = new Map<string, { departmentId: string; userId: string; item: Record<string, unknown> }>()
  for (const item of items) {
    const listing = departmentStaffOf(item)
    if (listing)
      stored.set(listingKey(listing.departmentId, listing.entry.userId), {
        departmentId: listing.departmentId,
        userId: listing.entry.userId,
        item,
      })
  }
  const wanted = new Map<string, Record<string, unknown>>()
  for (const user of users) {
    const entry = staffContactOf(user)
    for (const departmentId of new Set(entry?.departmentIds ?? []))
      wanted.set(listingKey(departmentId, user.id), departmentStaffItemOf(departmentId, entry!))
  }
  const stale = new Set<string>()
  for (const [key, item] of wanted) {
    const found = stored.get(key)
    if (!found || differingAttributes(found.item, item).length) stale.add(String(item.userId))
  }
  const extra = [...stored].filter(([key]) => !wanted.has(key)).map(([, listing]) => listing)

  const fresh = await usersAfresh(entities, [...new Set([...stale, ...extra.map(({ userId }) => userId)])])
  const puts = [...stale].flatMap((userId) => {
    const entry = staffContactOf(fresh.get(userId))
    return entry ? departmentStaffItemsOf(entry) : []
  })
  const removals = extra.filter(
    ({ departmentId, userId }) => !staffContactOf(fresh.get(userId))?.departmentIds.includes(departmentId),
  )
  await writeBatch(client, directoryTable, [
    ...puts.map((Item) => ({ PutRequest: { Item } })),
    ...(quiet ? removals : []).map(({ departmentId, userId }) => ({
      DeleteRequest: { Key: departmentStaffKey(departmentId, userId) },
    })),
  ])
  return {
    listings: wanted.size,
    stale: [...wanted.values()].filter((item) => stale.has(String(item.userId))).length,
    written: puts.length,
    extra: extra.length,
    removed: quiet ? removals.length : 0,
    ...(!quiet && removals.length ? { skipped: 'ACTIVE' as const } : {}),
  }
}

/** Every user, and the directory repair scope over them: what a directory migration works on. */
async function directoryMigrationScope(
  client: DynamoDBDocumentClient,
  table: string,
  directoryTable: string,
  now: () => number,
) {
  const entities = createIdentityEntities(client, table)
  const users = await everyUser(client, table, entities)
  const quiet = !(await userWrittenLately(users, createAuditLog(client, table), now))
  return directoryRepairScope({ client, directoryTable, users, entities, quiet })
}

/**
 * Migration 4 (issue 31): lists every HOD and FACULTY written before the department staff listings existed under
 * each of their departments. Idempotent and resumable like writeContacts: it writes only listings missing or
 * different, and removes none while users are being written.
 */
export async function writeDepartmentStaff(
  client: DynamoDBDocumentClient,
  table: string,
  directoryTable: string,
  now: () => number,
) {
  const scope = await directoryMigrationScope(client, table, directoryTable, now)
  const departmentStaff = await repairDepartmentStaff(scope)
  if (departmentStaff.stale || departmentStaff.extra)
    logger.warn('Department staff listings drifted from the users', { departmentStaff })
  return { users: scope.users.length, departmentStaff }
}

/**
 * Migration 3 (docs/adr/0026): writes the contact of every user written before contacts existed, and puts right
 * any that drifted. Idempotent and resumable: it writes only what is missing or different, so a run killed
 * halfway is finished by the next, and a run with nothing left to do writes nothing. Safe while users write:
 * each contact is written from its user read afresh, and nothing is removed while users are being written.
 */
export async function writeContacts(
  client: DynamoDBDocumentClient,
  table: string,
  directoryTable: string,
  now: () => number,
) {
  const scope = await directoryMigrationScope(client, table, directoryTable, now)
  const contacts = await repairContacts(scope)
  if (contacts.drifted) logger.warn('Contacts drifted from the users', { contacts })
  return { users: scope.users.length, contacts }
}

/** Counters and labels of one stored item that differ from `counted` (a counter at zero equals one never written). */
function itemDrift(stored: Record<string, unknown> | undefined, counted: Record<string, number | string>) {
  const names = new Set([...Object.keys(stored ?? {}), ...Object.keys(counted)])
  const drift: string[] = []
  for (const name of [...names].sort()) {
    const was = stored?.[name]
    const is = counted[name]
    if (name.startsWith('n#') && Number(was ?? 0) !== Number(is ?? 0))
      drift.push(`${name}: ${Number(was ?? 0)} -> ${Number(is ?? 0)}`)
    // A label nobody is counted under any more does no harm; a missing or wrong one shows a wrong name.
    if (name.startsWith('label#') && is !== undefined && was !== is)
      drift.push(`${name}: ${String(was)} -> ${is}`)
  }
  return drift
}

/** How the drift report names the single counts item of the layout before ADR 0022. */
const LEGACY_ITEM = 'legacy'

/**
 * The drift of each shard, as `<shard> <name>: stored -> counted`, and of the old single item, whose every
 * counter and label is drift (it should not exist any more).
 */
function countsDrift(stored: StoredCounts, counted: ByShard<number | string>) {
  const byShard = new Map<string, string[]>()
  for (const shard of [...new Set([...Object.keys(stored.shards), ...Object.keys(counted)])].sort()) {
    const drift = itemDrift(stored.shards[shard], counted[shard] ?? {})
    if (drift.length) byShard.set(shard, drift)
  }
  const legacy = stored.legacy
    ? Object.entries(stored.legacy)
        .filter(([name, value]) => (name.startsWith('n#') && value !== 0) || name.startsWith('label#'))
        .map(([name, value]) => `${LEGACY_ITEM} ${name}: ${String(value)} -> removed`)
        .sort()
    : []
  if (stored.legacy && !legacy.length) legacy.push(`${LEGACY_ITEM}: removed`)
  return {
    drift: [...[...byShard].flatMap(([shard, drift]) => drift.map((line) => `${shard} ${line}`)), ...legacy],
    shards: [...byShard.keys()],
  }
}

/**
 * Checks the head-count shards read (`stored`, read before `users`) against a recount of `users`, and replaces
 * those that drifted, each only if no write moved it since it was read, and only when no user was written
 * lately (`quiet`). While the old single item exists this is the migration to the shards: every shard is put
 * from the recount and then the old item is deleted.
 */
async function repairCounts(
  counts: UserCountsRepository,
  stored: StoredCounts,
  users: readonly StoredUser[],
  quiet: boolean,
): Promise<DerivedRepairResult['counts']> {
  const counted = countsShardsOf(users)
  const { drift, shards } = countsDrift(stored, counted)
  if (!drift.length) return { drift, corrected: false }
  if (!quiet) return { drift, corrected: false, skipped: 'ACTIVE' }
  const rewrite = stored.legacy
    ? [...new Set([...Object.keys(stored.shards), ...Object.keys(counted)])]
    : shards
  const corrected = await counts.replaceIfUnchanged(stored, counted, rewrite, true)
  return corrected ? { drift, corrected } : { drift, corrected, skipped: 'CHANGED' }
}

/** Whether a user was written within QUIET_PERIOD_MS: by the users read, or by the audit records written ahead. */
async function userWrittenLately(
  users: readonly StoredUser[],
  audits: ReturnType<typeof createAuditLog>,
  now: () => number,
) {
  const since = now() - QUIET_PERIOD_MS
  return (
    users.some((user) => user.modifiedOn >= since) ||
    (await audits.listSince(since, now())).some((record) => record.entityType === 'user')
  )
}

/**
 * Rebuilds the head-count shards from the users (ADR 0022) with the repair's safeguards, and removes the single
 * counts item of the older layout: the migration to the sharded layout is this call. Safe while users write:
 * it writes nothing while users are being written (`skipped: 'ACTIVE'`) or when a write moved a shard after it
 * was read (`skipped: 'CHANGED'`), and then the next call (or the nightly repair) finishes it. Until then,
 * readers add the old item to the shards, so the counts shown stay right.
 */
export async function rebuildHeadCounts(client: DynamoDBDocumentClient, table: string, now: () => number) {
  const entities = createIdentityEntities(client, table)
  const counts = createUserCountsRepository(client, table)
  // The counts first: a write that moves them after this read fails the conditional replace.
  const stored = await counts.read()
  const users = await everyUser(client, table, entities)
  const quiet = !(await userWrittenLately(users, createAuditLog(client, table), now))
  const result = { users: users.length, counts: await repairCounts(counts, stored, users, quiet) }
  if (result.counts.drift.length) logger.warn('Head counts drifted from the users', { ...result })
  return result
}

/**
 * `repair-derived`: checks what identity derives from its users against the users and repairs it, safely while
 * users are being written (ADR 0013):
 * - head counts: read the counts shards, then every user, count; replace each shard that differs only if no
 *   write moved it since it was read (its revision) and no user was written within QUIET_PERIOD_MS, whose
 *   count update might still land on top of the recount; the single item of the layout before ADR 0022 is
 *   drift too, and goes once every shard is rebuilt (rebuildHeadCounts);
 * - search terms: write those missing (always safe: the search checks each student against their record);
 *   remove those no user has, unless a user write may be on its way (its terms go before its user);
 * - unique-key claims whose user never got written (a process killed between claim and user write): released
 *   once older than ORPHAN_CLAIM_AFTER_MS, with a condition on the claim as read;
 * - the student directory (when its table is given): entries missing or out of date are put again from the
 *   student's record as stored now; entries no student has are removed when no user write may be on its way;
 * - the contacts (with the directory): each drift named by user id and attribute, put right the same way;
 * - the department staff listings (with the directory): put right the same way.
 * Each drift found is logged, so the nightly run reports it.
 */
export async function repairDerived(
  client: DynamoDBDocumentClient,
  table: string,
  now: () => number,
  /** The student directory table, when it is to be checked too. */
  directoryTable?: string,
): Promise<DerivedRepairResult> {
  const entities = createIdentityEntities(client, table)
  const counts = createUserCountsRepository(client, table)
  const search = createStudentSearchRepository(entities)
  const audits = createAuditLog(client, table)

  // The counts first: a write that moves them after this read fails the conditional replace below.
  const stored = await counts.read()
  const users = await everyUser(client, table, entities)
  const recentUserWrite = await userWrittenLately(users, audits, now)
  const countsResult = await repairCounts(counts, stored, users, !recentUserWrite)
  const { drift } = countsResult

  const { terms, missing, extra } = await search.differences(users)
  await search.put(missing)
  const removable = recentUserWrite ? [] : extra
  await search.remove(removable)

  const holders = new Map(users.map((user) => [user.id, user]))
  const orphans = (await everyClaim(client, table)).filter((claim) => {
    const holder = holders.get(claim.userId)
    const held = claim.kind === 'EMAIL' ? holder?.email : holder?.registerNo
    return held !== claim.value && now() - (claim.claimedAt ?? 0) >= ORPHAN_CLAIM_AFTER_MS
  })
  let released = 0
  for (const claim of orphans) {
    // The users were read from an index; the holder's record itself decides.
    const { data: holder } = await entities.user.get({ id: claim.userId }).go({ consistent: true })
    if ((claim.kind === 'EMAIL' ? holder?.email : holder?.registerNo) === claim.value) continue
    try {
      await entities.uniqueKey
        .delete({ kind: claim.kind, value: claim.value })
        .where((attributes, { eq, notExists }) =>
          claim.claimedAt === undefined
            ? `${eq(attributes.userId, claim.userId)} AND ${notExists(attributes.claimedAt)}`
            : `${eq(attributes.userId, claim.userId)} AND ${eq(attributes.claimedAt, claim.claimedAt)}`,
        )
        .go({ originalErr: true })
      released++
    } catch (error) {
      // Taken over or released meanwhile: no longer this orphan.
      if (!isConditionalFailure(error)) throw error
    }
  }

  const scope = directoryTable
    ? await directoryRepairScope({ client, directoryTable, users, entities, quiet: !recentUserWrite })
    : undefined
  const directory = scope && (await repairDirectory(scope))
  const contacts = scope && (await repairContacts(scope))
  const departmentStaff = scope && (await repairDepartmentStaff(scope))

  const result: DerivedRepairResult = {
    users: users.length,
    counts: countsResult,
    terms: {
      terms,
      missing: missing.length,
      written: missing.length,
      extra: extra.length,
      removed: removable.length,
    },
    claims: { orphans: orphans.length, released },
    ...(directory ? { directory } : {}),
    ...(contacts ? { contacts } : {}),
    ...(departmentStaff ? { departmentStaff } : {}),
  }
  if (
    drift.length ||
    missing.length ||
    extra.length ||
    orphans.length ||
    directory?.stale ||
    directory?.extra ||
    contacts?.drifted ||
    departmentStaff?.stale ||
    departmentStaff?.extra
  )
    logger.warn('Derived identity data drifted from the users', { ...result })
  return result
}
