import { randomUUID } from 'node:crypto'
import { QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import {
  AppError,
  conflict,
  notFound,
  type GroupStudent,
  type ListQuery,
  type User,
  type UserType,
} from '@campus/core'
import {
  createDirectory,
  directoryChanges,
  noDirectoryChanges,
  projectFields,
  nestCursor,
  pageOf,
  queryListPage,
  readNestedCursor,
  type ListPage,
  stripKeys,
  type ListKey,
  type ListSpec,
  settleAll,
  untilProcessed,
  isConditionalFailure,
  createAuditLog,
  type AuditRecordKey,
} from '@campus/db'
import { logger } from '@campus/runtime'
import type { EntityItem } from 'electrodb'
import type { IdentityEntities } from './entities'
import { createStudentSearchRepository } from './student-search.repository'
import { createUniqueKeysRepository } from './unique-keys.repository'
import { type AuditCaller, userAuditRecord } from './user-audit'
import { createUserCountsRepository } from './user-counts.repository'
import { groupListOf, matchesUserType, userListRead } from './user-list-keys'
import { usersOfType } from './keys'

export type StoredUser = EntityItem<IdentityEntities['user']>

const SECRET_FIELDS = [
  'passwordHash',
  // Sign-in counters of records written before sign-in-attempts.repository.ts; no longer written.
  'loginFailures',
  'loginWindowStart',
  'lockedUntil',
  'version',
  'sortName',
  // The derived list keys (user-list-keys.ts); raw index reads return them.
  'listType',
  'unitList',
  'cohortList',
  'registerList',
]

/** The user as the API shows it: no hash, no sign-in counters, no keys. */
export function toPublicUser(stored: Record<string, unknown>): User {
  const record = stripKeys(stored)
  for (const field of SECRET_FIELDS) delete record[field]
  return record as User
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase()
export const normalizeRegisterNo = (registerNo: string) => registerNo.trim().toUpperCase()

/** What a caller gives for a new user; `newUserRecord` derives the rest. */
export type NewUser = Omit<
  StoredUser,
  | 'id'
  | 'sortName'
  | 'version'
  | 'createdOn'
  | 'modifiedOn'
  | 'accountStatus'
  | 'departmentid'
  | 'rollType'
  | 'roles'
> &
  Partial<Pick<StoredUser, 'id' | 'accountStatus' | 'departmentid' | 'rollType' | 'roles'>>

/**
 * A new user record: the defaults, a generated id unless one is given, the normalised email and register
 * number the unique keys use, the sort name of the directory indexes, version 1 and the timestamps.
 */
export function newUserRecord(fields: NewUser, now = Date.now()): StoredUser {
  return {
    accountStatus: 'ACTIVE',
    departmentid: [],
    // The API's user always has a departments list (UserSchema); an administrator's is empty.
    departments: [],
    rollType: [],
    roles: [],
    ...fields,
    id: fields.id ?? randomUUID().replace(/-/g, '').slice(0, 24),
    email: normalizeEmail(fields.email),
    ...(fields.registerNo ? { registerNo: normalizeRegisterNo(fields.registerNo) } : {}),
    sortName: fields.name.toLowerCase(),
    version: 1,
    createdOn: now,
    modifiedOn: now,
  }
}

/**
 * `GET /api/user` filters, as the legacy client sends them. `usertype` also takes STAFF: HOD and FACULTY
 * together, in name order (user-list-keys.ts).
 */
export const USER_LIST_SPEC = {
  // toPublicUser only removes attributes, so `fields` can narrow the read itself.
  storedNames: true,
  filter: {
    usertype: 'string',
    facultyDeptId: 'string',
    staffTypeId: 'string',
    accountStatus: 'string',
    collegeID: 'string',
    accYearId: 'string',
    groupId: 'string',
    email: 'string',
    registerNo: 'string',
    facultyId: 'string',
    id: 'string',
  },
  in: ['departmentid', 'rollType'],
  sort: ['name', 'email', 'registerNo', 'createdOn', 'modifiedOn'],
} as const satisfies ListSpec

export const LISTED_TYPES: readonly UserType[] = ['ADMIN', 'HOD', 'FACULTY', 'CUSTOM', 'STUDENT', 'APPLICANT']

/** What `GET /api/group/student/{groupId}` shows of each student. */
const GROUP_STUDENT_FIELDS = [
  'id',
  'name',
  'registerNo',
  'email',
  'phone',
  'degreeName',
  'departmentName',
  'accYearId',
  'accYear',
  'groupId',
  'accountStatus',
] as const satisfies readonly (keyof StoredUser)[]

/** Attributes the derived list keys are built from; a rebuild rewrites users whose stored keys differ. */
const LIST_KEY_ATTRIBUTES = ['gsi2pk', 'gsi2sk', 'gsi3pk', 'gsi3sk', 'gsi4pk', 'gsi4sk'] as const

/**
 * The audit record a user write carries. The repository writes it ahead of the user, keyed by the user, the
 * version written and its `modifiedOn`, so no change lands without its record (ADR 0013).
 */
export interface UserWriteAudit {
  caller: AuditCaller
  action: string
  before?: unknown
  /** What the record shows after the change: the user as written unless the key is given (even as undefined). */
  after?: unknown
}

/** Runs an undo after a failed write; its own failure is logged and leaves what the nightly repair finds. */
async function undo(what: string, run: () => Promise<unknown>) {
  try {
    await run()
  } catch (error) {
    logger.warn('Could not undo part of a failed user write', { what, error })
  }
}

/** Writes one request may have in flight at once: enough to hide round trips, few enough to stay polite. */
export const WRITE_CONCURRENCY = 16

export function createUsersRepository(
  entities: IdentityEntities,
  client: DynamoDBDocumentClient,
  table: string,
  /** The directory table (@campus/db directory.ts); required once a user with a directory item is written. */
  directoryTable?: string,
) {
  const keys = createUniqueKeysRepository(entities)
  const claim = (kind: 'EMAIL' | 'REGNO', value: string, userId: string) =>
    keys.claim({ kind, value }, userId)
  // Only while `userId` still holds it: a claim taken over meanwhile is someone else's.
  const release = (kind: 'EMAIL' | 'REGNO', value: string, userId: string) =>
    keys.release({ kind, value }, userId)
  const audits = createAuditLog(client, table)

  /**
   * Writes a user write's audit record ahead of it (ADR 0013) and returns what takes it back if the write then
   * fails. Written again for the same write (same user, version and time) it finds the first and keeps it.
   */
  async function auditAhead(audit: UserWriteAudit | undefined, written: StoredUser) {
    if (!audit) return async () => {}
    const record = {
      ...userAuditRecord(
        audit.caller,
        audit.action,
        written.id,
        audit.before,
        'after' in audit ? audit.after : written,
      ),
      at: written.modifiedOn,
      auditId: `${written.id}.v${written.version}`,
    } satisfies AuditRecordKey
    const wrote = await audits.write(record)
    return async () => {
      if (wrote) await undo('audit record', () => audits.remove([record]))
    }
  }

  // Items derived from users: the student search terms and the head counts (see their repositories).
  const search = createStudentSearchRepository(entities)
  const counts = createUserCountsRepository(client, table)
  // The directory other domains read (@campus/db directory.ts): a student's entry by register number and every
  // user's contact but an applicant's, derived like the two above. Written only when a field it holds changed.
  const directory = () => {
    if (!directoryTable)
      throw new Error("The users repository needs the directory table to write this user's directory items")
    return createDirectory(client, directoryTable)
  }
  /** Works out a write's directory changes before anything is written; the returned call applies them. */
  const prepareDirectory = (before: StoredUser | undefined, after: StoredUser) => {
    const changes = directoryChanges(before, after)
    if (noDirectoryChanges(changes)) return async () => {}
    const target = directory()
    return () => target.apply(changes)
  }

  /** Every item of one user type, whole (the index projects all attributes). */
  async function typePartition(usertype: string) {
    const items: Record<string, unknown>[] = []
    let exclusiveStartKey: Record<string, unknown> | undefined
    do {
      const page = await client.send(
        new QueryCommand({
          TableName: table,
          IndexName: 'gsi1',
          KeyConditionExpression: '#p = :p',
          ExpressionAttributeNames: { '#p': 'gsi1pk' },
          ExpressionAttributeValues: { ':p': usersOfType(usertype) },
          ExclusiveStartKey: exclusiveStartKey,
        }),
      )
      items.push(...(page.Items ?? []))
      exclusiveStartKey = page.LastEvaluatedKey
    } while (exclusiveStartKey)
    return items
  }

  /** Whether the stored list keys differ from what a put of the same user writes now. */
  function hasStaleListKeys(stored: Record<string, unknown>, user: StoredUser) {
    const written = entities.user.put(user).params<{ Item: Record<string, unknown> }>().Item
    return LIST_KEY_ATTRIBUTES.some((attribute) => stored[attribute] !== written[attribute])
  }

  return {
    async get(id: string): Promise<StoredUser | undefined> {
      const { data } = await entities.user.get({ id }).go()
      return data ?? undefined
    },

    /** The user, or a 404 `USER_NOT_FOUND`. */
    async require(id: string): Promise<StoredUser> {
      const found = await this.get(id)
      if (!found) throw notFound('User', id)
      return found
    },

    /** Finds the user id for a sign-in name: an email, or a student's register number. */
    async findIdByLogin(login: string): Promise<string | undefined> {
      const key = login.includes('@')
        ? ({ kind: 'EMAIL', value: normalizeEmail(login) } as const)
        : ({ kind: 'REGNO', value: normalizeRegisterNo(login) } as const)
      const { data } = await entities.uniqueKey.get(key).go()
      return data?.userId
    },

    /** Users by id, in one BatchGetItem for up to 100 ids; missing ids are left out. */
    async getMany<const Field extends keyof StoredUser>(
      ids: readonly string[],
      attributes: readonly Field[],
    ) {
      return untilProcessed(
        ids.map((id) => ({ id })),
        async (keys) => {
          const { data, unprocessed } = await entities.user.get(keys).go({ attributes })
          return { done: data, unprocessed }
        },
      )
    },

    /** Users by id, whole and strongly consistent, in BatchGetItems of 100; missing ids are left out. */
    async getWhole(ids: readonly string[]): Promise<StoredUser[]> {
      return untilProcessed(
        ids.map((id) => ({ id })),
        async (keys) => {
          const { data, unprocessed } = await entities.user.get(keys).go({ consistent: true, concurrent: 4 })
          return { done: data, unprocessed }
        },
      )
    },

    /**
     * Claims the email (and register number), writes the audit record (when given) and the student's search
     * terms, then the user, then counts them and writes the user's directory items (a student's entry, the
     * contact of anyone but an applicant). Everything derived from the record is worked out before the first
     * write, so nothing about the record can fail the create halfway. If the user write fails, the claims, the
     * audit record and the terms are taken back; if the process dies before it, a retry takes over the claims
     * (unique-keys.repository.ts) and the nightly repair removes the terms; after it, the repair corrects the
     * counts and the directory items (ADR 0013).
     */
    async create(record: StoredUser, audit?: UserWriteAudit) {
      const { added: terms } = search.changes(undefined, record)
      const moveCounts = counts.prepare(undefined, record)
      const moveDirectory = prepareDirectory(undefined, record)
      await claim('EMAIL', record.email, record.id)
      let undoAudit = async () => {}
      try {
        if (record.registerNo) await claim('REGNO', record.registerNo, record.id)
        undoAudit = await auditAhead(audit, record)
        await search.put(terms)
        try {
          await entities.user.create(record).go()
        } catch (error) {
          // When the user already exists (a retry with a fixed id), the terms are theirs: keep them.
          if (!isConditionalFailure(error)) await undo('search terms', () => search.remove(terms))
          throw error
        }
      } catch (error) {
        await undoAudit()
        await undo('email claim', () => release('EMAIL', record.email, record.id))
        if (record.registerNo && !(error instanceof AppError && error.code === 'REGISTER_NO_TAKEN')) {
          const registerNo = record.registerNo
          await undo('register number claim', () => release('REGNO', registerNo, record.id))
        }
        throw error
      }
      await moveCounts()
      await moveDirectory()
    },

    /**
     * Replaces the user if nobody changed it since `previous` was read, keeping the derived items in step:
     * the audit record (when given) and new search terms before the write, counts, the directory items and
     * removed terms after it. A failed write takes its audit record back.
     */
    async save(previous: StoredUser, next: StoredUser, audit?: UserWriteAudit) {
      const saved = { ...next, version: previous.version + 1 }
      const terms = search.changes(previous, next)
      const moveCounts = counts.prepare(previous, saved)
      const moveDirectory = prepareDirectory(previous, saved)
      const undoAudit = await auditAhead(audit, saved)
      try {
        await search.put(terms.added)
        await entities.user
          .put(saved)
          .where((attributes, { eq }) => eq(attributes.version, previous.version))
          .go()
      } catch (error) {
        await undoAudit()
        // Terms already put stay behind; the search ignores terms a student no longer has.
        if (isConditionalFailure(error)) {
          throw conflict('USER_CHANGED', 'Someone else changed this user just now. Reload and try again.')
        }
        throw error
      }
      await moveCounts()
      await moveDirectory()
      await search.remove(terms.removed)
      return saved
    },

    /**
     * Rebuilds what is derived from the users: their list keys (a user written before the key layout of
     * user-list-keys.ts is put again, unchanged, so ElectroDB writes today's keys), the search terms, the
     * head counts, the student directory and the contacts. Reads each user type's partition whole; run it while nobody
     * writes users. The seed ends with it, and data written before any of these existed needs it once.
     */
    async rebuildIndexes() {
      const everyone: StoredUser[] = []
      const stale: StoredUser[] = []
      for (const usertype of LISTED_TYPES) {
        for (const item of await typePartition(usertype)) {
          const user = entities.user.parse({ Item: item }).data
          if (!user) continue
          everyone.push(user)
          if (hasStaleListKeys(item, user)) stale.push(user)
        }
      }
      const relisted = await settleAll(stale, WRITE_CONCURRENCY, async (user) => {
        try {
          await entities.user
            .put(user)
            .where((attributes, { eq }) => eq(attributes.version, user.version))
            .go()
        } catch (error) {
          // Someone saved the user meanwhile, and their put wrote today's keys.
          if (!isConditionalFailure(error)) throw error
        }
      })
      const failed = relisted.find((result) => result.status === 'rejected')
      if (failed) throw failed.reason
      await counts.rebuild(everyone)
      // Every student's directory entry and every contact, put again whether or not they changed.
      const entries = everyone
        .map((user) => directoryChanges(undefined, user))
        .filter((changes) => !noDirectoryChanges(changes))
      if (entries.length) await directory().applyMany(entries)
      return { users: everyone.length, relisted: stale.length, ...(await search.rebuild(everyone)) }
    },

    /** Moves the email claim: claim the new, save, then let go of the old (or of the new if the save fails). */
    async changeEmail(previous: StoredUser, email: string, audit?: UserWriteAudit) {
      await claim('EMAIL', email, previous.id)
      let saved: StoredUser
      try {
        saved = await this.save(previous, { ...previous, email, modifiedOn: Date.now() }, audit)
      } catch (error) {
        if (previous.email !== email) await undo('email claim', () => release('EMAIL', email, previous.id))
        throw error
      }
      if (previous.email !== email) await release('EMAIL', previous.email, previous.id)
      return saved
    },

    /**
     * Lists users for `GET /api/user`: one Query on the partition the filters bound (user-list-keys.ts), or
     * the unique key for an email or register number. With no bounding filter, each user type's partition
     * is read in turn until enough records are in hand; its cursor names the type and the place in it.
     */
    async listPage(query: ListQuery): Promise<ListPage> {
      const read = userListRead(query)
      const run = (key: ListKey, q: ListQuery = query) =>
        queryListPage(client, table, key, q, USER_LIST_SPEC, toPublicUser)
      if (read.by === 'partition') return run(read.key)
      if (read.by === 'login') {
        const login = query.filter.find(({ field }) => field === 'email' || field === 'registerNo')
        const id = login ? await this.findIdByLogin(login.value) : undefined
        const found = id ? await this.get(id) : undefined
        const rest = {
          ...query,
          filter: query.filter.filter((c) => c.field !== 'email' && c.field !== 'registerNo'),
        }
        return pageOf(found && matches(found, rest) ? [projectFields(toPublicUser(found), query.fields)] : [])
      }
      const resume = query.cursor ? readNestedCursor(query.cursor, LISTED_TYPES.length) : undefined
      const wanted = query.start + query.count
      const records: Record<string, unknown>[] = []
      const cursors: (() => string)[] = []
      let more = false
      for (let part = resume?.part ?? 0; part < LISTED_TYPES.length && records.length < wanted; part++) {
        const typed: ListQuery = {
          ...query,
          filter: [{ field: 'usertype', value: LISTED_TYPES[part] ?? '' }, ...query.filter],
          start: 0,
          count: wanted - records.length,
          ...(part === resume?.part ? { cursor: resume.inner } : { cursor: undefined }),
        }
        const byType = userListRead(typed)
        if (byType.by !== 'partition') continue
        const page = await run(byType.key, typed)
        page.records.forEach((record, index) => {
          records.push(record)
          cursors.push(() => nestCursor(part, page.cursorAfter(index)))
        })
        more = page.next !== undefined || part < LISTED_TYPES.length - 1
      }
      const shown = records.slice(query.start, wanted)
      const cursorAfter = (index: number) => cursors[query.start + index]?.() ?? ''
      return {
        records: shown,
        cursorAfter,
        ...(more && shown.length === query.count ? { next: cursorAfter(shown.length - 1) } : {}),
      }
    },

    /** {@link listPage}'s records alone, for callers that read a list whole. */
    async list(query: ListQuery): Promise<Record<string, unknown>[]> {
      return (await this.listPage(query)).records
    },

    /**
     * The students of a group, by name: one Query on the group's gsi2 partition (a group is small). Each row
     * also carries its type and departments, which decide who may see its phone (personal-data.ts).
     */
    async groupStudents(
      groupId: string,
    ): Promise<(GroupStudent & Pick<StoredUser, 'usertype' | 'departmentid'>)[]> {
      const { data } = await entities.user.query
        .byUnit({ unitList: groupListOf(groupId), listType: 'STUDENT' })
        .go({ pages: 'all', attributes: [...GROUP_STUDENT_FIELDS, 'usertype', 'departmentid'] as const })
      return data.map((student) => ({
        ...student,
        accountStatus: student.accountStatus as GroupStudent['accountStatus'],
      }))
    },
  }
}

export type UsersRepository = ReturnType<typeof createUsersRepository>

function matches(record: Record<string, unknown>, query: ListQuery) {
  return (
    query.filter.every(({ field, value }) =>
      field === 'usertype' ? matchesUserType(record.usertype, value) : String(record[field]) === value,
    ) &&
    query.in.every(
      ({ field, value }) => Array.isArray(record[field]) && (record[field] as unknown[]).includes(value),
    )
  )
}
