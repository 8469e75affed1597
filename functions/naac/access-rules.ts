import { forbidden, type NaacRole, type Principal, type UserType } from '@campus/core'

/** Who reads templates and forms, and reaches the NAAC routes at all: every member of staff, never students. */
export const STAFF_READERS: readonly UserType[] = ['ADMIN', 'HOD', 'FACULTY', 'CUSTOM']

/** Who defines templates. */
export const TEMPLATE_WRITERS: readonly UserType[] = ['ADMIN']

/** The caller's NAAC role in one faculty department (their `customRole.naacRole`), if they have one. */
export const naacRoleOf = (actor: Principal, facultyDeptId: string): NaacRole | undefined =>
  actor.customRole?.naacRole.find((grant) => grant.facultyDeptId === facultyDeptId)?.role

/** The legacy client's words for someone without a role in the faculty department (legacy-client.md 3.1). */
export const noRoleMessage = (facultyDeptName: string) =>
  `Sorry ! only ${facultyDeptName} INPUTTER and AUTHORIZER has view rights.`

/** May the caller read a faculty department's entries, counts and threads: its role holders and the administrator. */
export const mayRead = (actor: Principal, facultyDeptId: string) =>
  actor.userType === 'ADMIN' || naacRoleOf(actor, facultyDeptId) !== undefined

export function assertMayRead(actor: Principal, facultyDept: { id: string; name: string }) {
  if (!mayRead(actor, facultyDept.id)) throw forbidden(noRoleMessage(facultyDept.name))
}

/** Creating, editing, deleting, importing and commenting: an INPUTTER or AUTHORIZER of the faculty department. */
export function assertMayEnter(actor: Principal, facultyDept: { id: string; name: string }) {
  if (naacRoleOf(actor, facultyDept.id) === undefined) throw forbidden(noRoleMessage(facultyDept.name))
}

/** Approving, unapproving and closing a thread: an AUTHORIZER of the faculty department. */
export function assertMayAuthorize(actor: Principal, facultyDept: { id: string; name: string }) {
  if (naacRoleOf(actor, facultyDept.id) !== 'AUTHORIZER')
    throw forbidden(`Only an AUTHORIZER of ${facultyDept.name} may approve, unapprove or close comments.`)
}

/** Marking templates not applicable: the administrator, or an AUTHORIZER of the faculty department. */
export function assertMayMarkNotApplicable(actor: Principal, facultyDept: { id: string; name: string }) {
  if (actor.userType === 'ADMIN') return
  if (naacRoleOf(actor, facultyDept.id) !== 'AUTHORIZER')
    throw forbidden(`Only an AUTHORIZER of ${facultyDept.name} may mark templates not applicable.`)
}
