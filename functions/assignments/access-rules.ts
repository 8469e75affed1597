import { forbidden, mayManageDepartment, type Principal, type UserType } from '@campus/core'

/** Who composes assignments: staff, for subjects they teach. */
export const COMPOSERS: readonly UserType[] = ['HOD', 'FACULTY']
/** Who reads and manages sent assignments and their submissions. */
export const STAFF_READERS: readonly UserType[] = ['ADMIN', 'HOD', 'FACULTY']
/** Who submits. */
export const STUDENTS: readonly UserType[] = ['STUDENT']
/** Who opens one assignment. */
export const READERS: readonly UserType[] = ['ADMIN', 'HOD', 'FACULTY', 'STUDENT']

/** What the rules need of an assignment. */
export interface AssignmentScope {
  createdBy: string
  departmentId: string
  /** The subject's staff when it was set. */
  staffIds: readonly string[]
  groupIds: readonly string[]
}

/**
 * Staff who may see and manage an assignment and its submissions: its author and the subject's other teachers,
 * the HOD of its department, and the administrator.
 */
export const mayManageAssignment = (actor: Principal, assignment: AssignmentScope) =>
  assignment.createdBy === actor.userId ||
  assignment.staffIds.includes(actor.userId) ||
  (actor.userType !== 'FACULTY' && mayManageDepartment(actor, assignment.departmentId))

export function assertMayManageAssignment(actor: Principal, assignment: AssignmentScope) {
  if (mayManageAssignment(actor, assignment)) return
  throw forbidden(
    'Only the staff who teach this subject, the HOD of its department or an administrator can do this.',
  )
}

/** A student of one of the assignment's groups. */
export const isSetFor = (actor: Principal, assignment: AssignmentScope) =>
  actor.userType === 'STUDENT' && actor.groupId !== undefined && assignment.groupIds.includes(actor.groupId)

/** Reading one assignment: those who manage it, and the students it is set for. */
export function assertMayReadAssignment(actor: Principal, assignment: AssignmentScope) {
  if (isSetFor(actor, assignment) || (actor.userType !== 'STUDENT' && mayManageAssignment(actor, assignment)))
    return
  throw forbidden('This assignment is not set for you.')
}

/** Staff list what they sent; an HOD also a department they head's; the administrator anyone's. */
export function assertMayListSent(actor: Principal, filter: { createdBy?: string; departmentId?: string }) {
  if (actor.userType === 'ADMIN') return
  if (filter.departmentId !== undefined) {
    if (mayManageDepartment(actor, filter.departmentId)) return
    throw forbidden('You can only list the assignments of departments you head.')
  }
  if (filter.createdBy === actor.userId) return
  throw forbidden('You can only list the assignments you sent.')
}
