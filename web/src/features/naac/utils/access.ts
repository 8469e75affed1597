import type { NaacRole } from '@campus/core'
import type { TFunction } from 'i18next'
import type { CurrentUserRecord } from '@/lib/current-user'

type Viewer = Pick<CurrentUserRecord, 'usertype' | 'customRole'>

/**
 * Who may do what in NAAC (functions/naac/README.md, "Who may do what"). The server decides again on every
 * call: these only shape the screens, so nobody is offered a button that would be refused.
 */

/** Every member of staff reads templates; students never reach NAAC. */
export const readsNaac = (user: Pick<CurrentUserRecord, 'usertype'>) => user.usertype !== 'STUDENT'

export const isAdmin = (user: Pick<CurrentUserRecord, 'usertype'>) => user.usertype === 'ADMIN'

/** The user's NAAC role in a faculty department (their `customRole.naacRole`), if they hold one. */
export const naacRoleOf = (user: Viewer, facultyDeptId: string): NaacRole | undefined =>
  user.customRole?.naacRole.find((grant) => grant.facultyDeptId === facultyDeptId)?.role

/** What the user may do with one faculty department's entries. */
export interface NaacRights {
  role: NaacRole | undefined
  /** Read its entries, counts and threads: its role holders and the administrator. */
  read: boolean
  /** Create, edit, delete, import and comment: an INPUTTER or AUTHORIZER. */
  enter: boolean
  /** Approve, unapprove and close a thread: an AUTHORIZER. */
  authorize: boolean
  /** Mark templates not applicable: an AUTHORIZER or the administrator. */
  markNotApplicable: boolean
}

export function rightsIn(user: Viewer, facultyDeptId: string): NaacRights {
  const role = naacRoleOf(user, facultyDeptId)
  return {
    role,
    read: role !== undefined || isAdmin(user),
    enter: role !== undefined,
    authorize: role === 'AUTHORIZER',
    markNotApplicable: role === 'AUTHORIZER' || isAdmin(user),
  }
}

/** The legacy refusal for someone without a role in the faculty department (legacy-client 3.1). */
export const noRoleMessage = (facultyDeptName: string, t: TFunction<'naac'>) =>
  t('access.noRole', { department: facultyDeptName })

/**
 * Whether the user opens NAAC Report (legacy-client 3.1): the administrator, or anyone given report rights.
 * `singleUser` leaves `naacReport` out when there are none (the legacy client reads it being there as rights).
 */
export const readsReports = (user: Viewer) => isAdmin(user) || (user.customRole?.naacReport?.length ?? 0) > 0

/**
 * Whether the user reads one faculty's reports (its workbooks, merges and their files): the administrator, or
 * AUTHORIZED for that faculty (functions/naac/README.md, "Reports").
 */
export const readsFacultyReports = (user: Viewer, facultyId: string) =>
  isAdmin(user) ||
  (user.customRole?.naacReport?.some(
    (grant) => grant.facultyId === facultyId && grant.rights === 'AUTHORIZED',
  ) ??
    false)

/** The faculty a report user starts on: the first they are AUTHORIZED for. */
export const firstReportFaculty = (user: Viewer): string | undefined =>
  user.customRole?.naacReport?.find((grant) => grant.rights === 'AUTHORIZED')?.facultyId
