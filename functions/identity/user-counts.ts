import { type AccountStatus, toWellFormedText, type UserType } from '@campus/core'

/**
 * Head counts of users, kept at write time in one item so a home page reads one item instead of every user.
 * A user adds 1 to one counter per scope it is in: the college, each of its departments, and (students) its
 * academic year within each department. Each counter is a top-level attribute named after its scope, because
 * one UpdateItem can ADD to any number of top-level attributes atomically but cannot create nested maps as it
 * goes. Ids are URI-encoded inside names, so a '#' in an id cannot shift the parts.
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

/** The counters one user adds 1 to. */
export function countersOf(user: CountedUser): string[] {
  const { usertype: type, accountStatus: status } = user
  const names = [`${COLLEGE}${type}#${status}`]
  for (const department of new Set(user.departmentid)) {
    names.push(`${DEPARTMENT}${part(department)}#${type}#${status}`)
    if (type === 'STUDENT' && user.accYearId)
      names.push(`${YEAR}${part(department)}#${part(user.accYearId)}#${status}`)
  }
  return names
}

/** What a write changes: -1 for each counter `before` was in, +1 for each `after` is in; zeros left out. */
export function counterChanges(before: CountedUser | undefined, after: CountedUser | undefined) {
  const changes: Record<string, number> = {}
  for (const name of before ? countersOf(before) : []) changes[name] = (changes[name] ?? 0) - 1
  for (const name of after ? countersOf(after) : []) changes[name] = (changes[name] ?? 0) + 1
  return Object.fromEntries(Object.entries(changes).filter(([, delta]) => delta !== 0))
}

/** Names kept beside the counts, so a home page needs no other read: departments and academic years. */
export function labelsOf(user: CountedUser): Record<string, string> {
  const refs = Array.isArray(user.departments)
    ? (user.departments as { id?: unknown; departmentName?: unknown }[])
    : []
  const labels: Record<string, string> = {}
  for (const department of user.departmentid) {
    const ref = refs.find((candidate) => candidate.id === department)?.departmentName
    const name =
      typeof ref === 'string' && ref ? ref : user.departmentid.length === 1 ? user.departmentName : ''
    if (name) labels[`${DEPARTMENT_LABEL}${part(department)}`] = name
  }
  if (user.usertype === 'STUDENT' && user.accYearId && user.accYear)
    labels[`${YEAR_LABEL}${part(user.accYearId)}`] = user.accYear
  return labels
}

/** Labels `after` sets that are new or differ from `before`'s. */
export function labelChanges(before: CountedUser | undefined, after: CountedUser | undefined) {
  const previous = before ? labelsOf(before) : {}
  return Object.fromEntries(
    Object.entries(after ? labelsOf(after) : {}).filter(([name, label]) => previous[name] !== label),
  )
}

/** The counters item as an item to write whole: the rebuild counts every user from scratch. */
export function countsItemOf(users: Iterable<CountedUser>): Record<string, number | string> {
  const item: Record<string, number | string> = {}
  for (const user of users) {
    for (const name of countersOf(user)) item[name] = Number(item[name] ?? 0) + 1
    Object.assign(item, labelsOf(user))
  }
  return item
}

type ByStatus = Partial<Record<AccountStatus, number>>

/** The counters item, read back. */
export interface UserCounts {
  /** People of a type and status, in the college or in one department. */
  count(type: UserType, status: AccountStatus, departmentId?: string): number
  /** Departments that have anyone counted now. */
  departmentIds(): string[]
  departmentName(departmentId: string): string | undefined
  /** Active students per academic year of a department, with the year's label. */
  years(departmentId: string): { id: string; label: string; students: number }[]
}

export function readCounts(item: Record<string, unknown> | undefined): UserCounts {
  const college = new Map<string, number>()
  const departments = new Map<string, Map<string, number>>()
  const years = new Map<string, Map<string, ByStatus>>()
  const labels = new Map<string, string>()
  for (const [name, value] of Object.entries(item ?? {})) {
    const [kind, scope, ...rest] = name.split('#')
    if (kind === 'label' && typeof value === 'string') labels.set(`${scope}#${rest.join('#')}`, value)
    if (kind !== 'n' || typeof value !== 'number') continue
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
