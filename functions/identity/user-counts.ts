import { type AccountStatus, toWellFormedText, type UserType } from '@campus/core'
import { departmentShardName } from './keys'

/**
 * Head counts of users, kept at write time so a home page reads a few small items instead of every user
 * (ADR 0022). A user adds 1 to one counter per scope it is in: the college, each of its departments, and
 * (students) its academic year within each department. Each counter is a top-level attribute named after its
 * scope, because one UpdateItem can ADD to any number of top-level attributes atomically but cannot create
 * nested maps as it goes. Ids are URI-encoded inside names, so a '#' in an id cannot shift the parts.
 *
 * The counters are sharded, so no item grows with the college: one shard per department holds that
 * department's counters, its years' counters and their labels. A college-wide counter is not kept in one place:
 * each user adds to it in its home shard (its first department by id, or COLLEGE for someone in none), and the
 * college's figure is the sum over the shards. So a user in one department moves exactly one item, and no item
 * is written by every user write.
 */

/** What the counters are built from. */
export interface CountedUser {
  usertype: string
  accountStatus: string
  departmentid: readonly string[]
  /** `[{ id, departmentName }]` refs, stored untyped on the user. */
  departments?: unknown
  departmentName?: string | undefined
  accYearId?: string | undefined
  accYear?: string | undefined
}

/** Counters or labels by shard, then by attribute name. */
export type ByShard<Value> = Record<string, Record<string, Value>>

/**
 * An id as part of a name. Requests never carry a lone surrogate (@campus/http refuses them), but one stored
 * before that must not make encodeURIComponent throw in the middle of a write: it becomes U+FFFD.
 */
const part = (id: string) => encodeURIComponent(toWellFormedText(id))
const COLLEGE = 'n#college#'
const DEPARTMENT = 'n#dept#'
const YEAR = 'n#year#'
const DEPARTMENT_LABEL = 'label#dept#'
const YEAR_LABEL = 'label#year#'

/** The shard of the college-wide counters of users in no department. */
export const COLLEGE_SHARD = 'COLLEGE'
/** The shard of one department: its counters, its years' counters, their labels. */
export const departmentShard = (departmentId: string) => departmentShardName(part(departmentId))

/** Where a user's college-wide counters go: its first department by id, so the order of its ids never moves them. */
export function homeShardOf(user: CountedUser): string {
  const [first] = [...new Set(user.departmentid)].sort()
  return first === undefined ? COLLEGE_SHARD : departmentShard(first)
}

/** The counters one user adds 1 to, each with its shard. */
export function countersOf(user: CountedUser): (readonly [shard: string, name: string])[] {
  const { usertype: type, accountStatus: status } = user
  const counters: (readonly [string, string])[] = [[homeShardOf(user), `${COLLEGE}${type}#${status}`]]
  for (const department of new Set(user.departmentid)) {
    const shard = departmentShard(department)
    counters.push([shard, `${DEPARTMENT}${part(department)}#${type}#${status}`])
    if (type === 'STUDENT' && user.accYearId)
      counters.push([shard, `${YEAR}${part(department)}#${part(user.accYearId)}#${status}`])
  }
  return counters
}

const add = <Value>(shards: ByShard<Value>, shard: string, name: string, value: Value) => {
  const names = (shards[shard] ??= {})
  names[name] = value
}

/**
 * What a write changes, by shard: -1 for each counter `before` was in, +1 for each `after` is in. Zeros are
 * left out, and so is a shard with none left: a write that keeps type, departments, year and status changes
 * nothing.
 */
export function counterChanges(before: CountedUser | undefined, after: CountedUser | undefined) {
  const changes: ByShard<number> = {}
  for (const [shard, name] of before ? countersOf(before) : [])
    add(changes, shard, name, (changes[shard]?.[name] ?? 0) - 1)
  for (const [shard, name] of after ? countersOf(after) : [])
    add(changes, shard, name, (changes[shard]?.[name] ?? 0) + 1)
  return withoutZeros(changes)
}

/** `shards` without zero values and without shards left empty. */
export function withoutZeros(shards: ByShard<number>): ByShard<number> {
  const kept: ByShard<number> = {}
  for (const [shard, names] of Object.entries(shards))
    for (const [name, value] of Object.entries(names)) if (value !== 0) add(kept, shard, name, value)
  return kept
}

/**
 * Names kept beside the counts, so a home page needs no other read: each department's name in its shard, and
 * a student's year label in each department shard that counts the year.
 */
export function labelsOf(user: CountedUser): ByShard<string> {
  const refs = Array.isArray(user.departments)
    ? (user.departments as { id?: unknown; departmentName?: unknown }[])
    : []
  const labels: ByShard<string> = {}
  for (const department of new Set(user.departmentid)) {
    const shard = departmentShard(department)
    const ref = refs.find((candidate) => candidate.id === department)?.departmentName
    const name =
      typeof ref === 'string' && ref ? ref : user.departmentid.length === 1 ? user.departmentName : ''
    if (name) add(labels, shard, `${DEPARTMENT_LABEL}${part(department)}`, name)
    if (user.usertype === 'STUDENT' && user.accYearId && user.accYear)
      add(labels, shard, `${YEAR_LABEL}${part(user.accYearId)}`, user.accYear)
  }
  return labels
}

/** Labels `after` sets that are new or differ from `before`'s, by shard. */
export function labelChanges(before: CountedUser | undefined, after: CountedUser | undefined) {
  const previous = before ? labelsOf(before) : {}
  const changed: ByShard<string> = {}
  for (const [shard, names] of Object.entries(after ? labelsOf(after) : {}))
    for (const [name, label] of Object.entries(names))
      if (previous[shard]?.[name] !== label) add(changed, shard, name, label)
  return changed
}

/** The shards as items to write whole: the rebuild counts every user from scratch (no zeros). */
export function countsShardsOf(users: Iterable<CountedUser>): ByShard<number | string> {
  const shards: ByShard<number | string> = {}
  for (const user of users) {
    for (const [shard, name] of countersOf(user))
      add(shards, shard, name, Number(shards[shard]?.[name] ?? 0) + 1)
    for (const [shard, names] of Object.entries(labelsOf(user)))
      for (const [name, label] of Object.entries(names)) add(shards, shard, name, label)
  }
  return shards
}

type ByStatus = Partial<Record<AccountStatus, number>>

/** The counts, read back from shards. */
export interface UserCounts {
  /** People of a type and status, in the college or in one department. */
  count(type: UserType, status: AccountStatus, departmentId?: string): number
  /** Departments that have anyone counted now (among the shards read). */
  departmentIds(): string[]
  departmentName(departmentId: string): string | undefined
  /** Active students per academic year of a department, with the year's label. */
  years(departmentId: string): { id: string; label: string; students: number }[]
}

/**
 * Reads counts from any set of items that hold counters: the shards, and the single item of the layout before
 * ADR 0022 while it exists. A counter found in several items is their sum (each user's college-wide counter is
 * in its home shard only); a label is the last one read.
 */
export function readCounts(items: Iterable<Record<string, unknown> | undefined>): UserCounts {
  const sums = new Map<string, number>()
  const labels = new Map<string, string>()
  for (const item of items)
    for (const [name, value] of Object.entries(item ?? {})) {
      if (name.startsWith('n#') && typeof value === 'number') sums.set(name, (sums.get(name) ?? 0) + value)
      if (name.startsWith('label#') && typeof value === 'string')
        labels.set(name.slice('label#'.length), value)
    }
  const college = new Map<string, number>()
  const departments = new Map<string, Map<string, number>>()
  const years = new Map<string, Map<string, ByStatus>>()
  for (const [name, value] of sums) {
    const [, scope, ...rest] = name.split('#')
    if (scope === 'college') college.set(rest.join('#'), value)
    if (scope === 'dept' && rest.length === 3) {
      const [department = '', type, status] = rest
      const counts = departments.get(decodeURIComponent(department)) ?? new Map<string, number>()
      departments.set(decodeURIComponent(department), counts.set(`${type}#${status}`, value))
    }
    if (scope === 'year' && rest.length === 3) {
      const [department = '', year = '', status = ''] = rest.map(decodeURIComponent)
      const byYear = years.get(department) ?? new Map<string, ByStatus>()
      byYear.set(year, { ...byYear.get(year), [status]: value })
      years.set(department, byYear)
    }
  }
  return {
    count: (type, status, departmentId) =>
      (departmentId === undefined ? college : departments.get(departmentId))?.get(`${type}#${status}`) ?? 0,
    departmentIds: () =>
      [...departments].filter(([, counts]) => [...counts.values()].some((n) => n > 0)).map(([id]) => id),
    departmentName: (id) => labels.get(`dept#${part(id)}`),
    years: (departmentId) =>
      [...(years.get(departmentId) ?? [])]
        .map(([id, byStatus]) => ({
          id,
          label: labels.get(`year#${part(id)}`) ?? id,
          students: byStatus.ACTIVE ?? 0,
        }))
        .filter((year) => year.students > 0)
        .sort((a, b) => a.label.localeCompare(b.label)),
  }
}
