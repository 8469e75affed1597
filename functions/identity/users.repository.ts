import { randomUUID } from 'node:crypto'
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { AppError, conflict, notFound, type ListQuery, type User, type UserType } from '@campus/core'
import { filterValue, projectFields, queryList, stripKeys, type ListKey, type ListSpec } from '@campus/db'
import type { EntityItem } from 'electrodb'
import { untilProcessed } from './batches'
import type { IdentityEntities } from './entities'
import { createStudentSearchRepository } from './student-search.repository'
import { createUserCountsRepository } from './user-counts.repository'

export type StoredUser = EntityItem<IdentityEntities['user']>

const SECRET_FIELDS = [
  'passwordHash',
  'loginFailures',
  'loginWindowStart',
  'lockedUntil',
  'version',
  'sortName',
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

/** `GET /api/user` filters, as the legacy client sends them. */
export const USER_LIST_SPEC: ListSpec = {
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
}

const LISTED_TYPES: readonly UserType[] = ['ADMIN', 'HOD', 'FACULTY', 'CUSTOM', 'STUDENT', 'APPLICANT']

/** What the search terms and head counts are built from. */
const INDEXED_FIELDS = [
  'id',
  'sortName',
  'usertype',
  'accountStatus',
  'name',
  'email',
  'registerNo',
  'phone',
  'parentPhone',
  'departmentid',
  'departments',
  'departmentName',
  'accYearId',
  'accYear',
] as const satisfies readonly (keyof StoredUser)[]

const isConditionalFailure = (error: unknown) =>
  error instanceof Error &&
  (error.name === 'ConditionalCheckFailedException' ||
    (error.cause instanceof Error && error.cause.name === 'ConditionalCheckFailedException') ||
    /conditional request failed/i.test(error.message))

export function createUsersRepository(
  entities: IdentityEntities,
  client: DynamoDBDocumentClient,
  table: string,
) {
  async function claim(kind: 'EMAIL' | 'REGNO', value: string, userId: string) {
    try {
      await entities.uniqueKey.create({ kind, value, userId }).go()
    } catch (error) {
      if (!isConditionalFailure(error)) throw error
      const { data } = await entities.uniqueKey.get({ kind, value }).go()
      // A retry of our own earlier attempt already holds the claim: that is fine.
      if (data?.userId === userId) return
      throw conflict(
        kind === 'EMAIL' ? 'EMAIL_TAKEN' : 'REGISTER_NO_TAKEN',
        kind === 'EMAIL'
          ? `A user with the email ${value} already exists.`
          : `A student with register number ${value} already exists.`,
      )
    }
  }

  const release = (kind: 'EMAIL' | 'REGNO', value: string) => entities.uniqueKey.delete({ kind, value }).go()

  // Items derived from users: the student search terms and the head counts (see their repositories).
  const search = createStudentSearchRepository(entities)
  const counts = createUserCountsRepository(client, table)

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

    /**
     * Claims the email (and register number), writes the student's search terms, then the user, then counts
     * them. Each step is safe to retry; if the user write fails, the claims and terms are released so nothing
     * is left half-written.
     */
    async create(record: StoredUser) {
      await claim('EMAIL', record.email, record.id)
      const { added: terms } = search.changes(undefined, record)
      try {
        if (record.registerNo) await claim('REGNO', record.registerNo, record.id)
        await search.put(terms)
        try {
          await entities.user.create(record).go()
        } catch (error) {
          // When the user already exists (a retry with a fixed id), the terms are theirs: keep them.
          if (!isConditionalFailure(error)) await search.remove(terms)
          throw error
        }
      } catch (error) {
        await release('EMAIL', record.email)
        if (record.registerNo && !(error instanceof AppError && error.code === 'REGISTER_NO_TAKEN')) {
          await release('REGNO', record.registerNo)
        }
        throw error
      }
      await counts.move(undefined, record)
    },

    /**
     * Replaces the user if nobody changed it since `previous` was read, keeping the derived items in step:
     * new search terms before the write, counts and removed terms after it.
     */
    async save(previous: StoredUser, next: StoredUser) {
      const terms = search.changes(previous, next)
      await search.put(terms.added)
      try {
        await entities.user
          .put({ ...next, version: previous.version + 1 })
          .where((attributes, { eq }) => eq(attributes.version, previous.version))
          .go()
      } catch (error) {
        // Terms already put stay behind; the search ignores terms a student no longer has.
        if (isConditionalFailure(error)) {
          throw conflict('USER_CHANGED', 'Someone else changed this user just now. Reload and try again.')
        }
        throw error
      }
      const saved = { ...next, version: previous.version + 1 }
      await counts.move(previous, saved)
      await search.remove(terms.removed)
      return saved
    },

    /**
     * Rebuilds the search terms and head counts from every user: for the seed, and for data written before
     * they existed. Reads each user type's partition; run it while nobody writes users.
     */
    async rebuildIndexes() {
      const everyone = []
      for (const usertype of LISTED_TYPES) {
        const { data } = await entities.user.query
          .byType({ usertype })
          .go({ pages: 'all', attributes: INDEXED_FIELDS })
        everyone.push(...data)
      }
      await counts.rebuild(everyone)
      return { users: everyone.length, ...(await search.rebuild(everyone)) }
    },

    /** Moves the email claim: claim the new, save, then let go of the old. */
    async changeEmail(previous: StoredUser, email: string) {
      await claim('EMAIL', email, previous.id)
      const saved = await this.save(previous, { ...previous, email, modifiedOn: Date.now() })
      if (previous.email !== email) await release('EMAIL', previous.email)
      return saved
    },

    /** Counts a failed sign-in atomically; returns the failures in the current window. */
    async recordLoginFailure(id: string, windowStart: number, startNewWindow: boolean) {
      const update = startNewWindow
        ? entities.user.patch({ id }).set({ loginFailures: 1, loginWindowStart: windowStart })
        : entities.user.patch({ id }).add({ loginFailures: 1 })
      const { data } = await update.go({ response: 'all_new' })
      return data.loginFailures ?? 1
    },

    async lock(id: string, until: number) {
      await entities.user.patch({ id }).set({ lockedUntil: until }).go()
    },

    /**
     * Lists users for `GET /api/user`, reading the one index partition the filters bound: email or register
     * number (unique key), faculty department, academic year, or user type. With none of those, each user
     * type's partition is read in turn until enough records are in hand.
     */
    async list(query: ListQuery): Promise<Record<string, unknown>[]> {
      const email = filterValue(query, 'email')
      const registerNo = filterValue(query, 'registerNo')
      if (email || registerNo) {
        const id = await this.findIdByLogin(email ?? registerNo ?? '')
        const found = id ? await this.get(id) : undefined
        const rest = {
          ...query,
          filter: query.filter.filter((c) => c.field !== 'email' && c.field !== 'registerNo'),
        }
        return found && matches(found, rest) ? [projectFields(toPublicUser(found), query.fields)] : []
      }
      const usertype = filterValue(query, 'usertype')
      const facultyDeptId = filterValue(query, 'facultyDeptId')
      const accYearId = filterValue(query, 'accYearId')
      const run = (key: ListKey, q: ListQuery = query) =>
        queryList(client, table, key, q, USER_LIST_SPEC, toPublicUser)

      if (facultyDeptId) {
        return run({
          indexName: 'gsi2',
          partition: { attribute: 'gsi2pk', value: `FDEPT#${facultyDeptId}` },
          ...(usertype ? { sortKeyPrefix: { attribute: 'gsi2sk', value: `${usertype}#` } } : {}),
          satisfies: usertype ? ['facultyDeptId', 'usertype'] : ['facultyDeptId'],
          ...(usertype ? { orderedBy: 'name' } : {}),
        })
      }
      if (accYearId) {
        return run({
          indexName: 'gsi3',
          partition: { attribute: 'gsi3pk', value: `ACCYEAR#${accYearId}` },
          satisfies: ['accYearId'],
          orderedBy: 'name',
        })
      }
      const byType = (type: string, q?: ListQuery) =>
        run(
          {
            indexName: 'gsi1',
            partition: { attribute: 'gsi1pk', value: `USERS#${type}` },
            satisfies: ['usertype'],
            orderedBy: 'name',
          },
          q,
        )
      if (usertype) return byType(usertype)

      // No bounding filter: read type by type (each a bounded partition) until start + count are in hand.
      const wanted = query.start + query.count
      const collected: Record<string, unknown>[] = []
      for (const type of LISTED_TYPES) {
        collected.push(...(await byType(type, { ...query, start: 0, count: wanted - collected.length })))
        if (collected.length >= wanted) break
      }
      return collected.slice(query.start, wanted)
    },
  }
}

export type UsersRepository = ReturnType<typeof createUsersRepository>

function matches(record: Record<string, unknown>, query: ListQuery) {
  return (
    query.filter.every(({ field, value }) => String(record[field]) === value) &&
    query.in.every(
      ({ field, value }) => Array.isArray(record[field]) && (record[field] as unknown[]).includes(value),
    )
  )
}
