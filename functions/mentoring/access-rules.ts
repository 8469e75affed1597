import {
  forbidden,
  headedDepartmentsOf,
  mayManageDepartment,
  type Principal,
  type UserType,
} from '@campus/core'

/** Who uses Manage Mentor and My Students: every staff member who can mentor, and the administrator. */
export const MENTORING_STAFF: readonly UserType[] = ['ADMIN', 'HOD', 'FACULTY']

/** The user types a mentor may be. */
export const MENTOR_USER_TYPES: readonly string[] = ['HOD', 'FACULTY']

type Actor = Pick<Principal, 'userId' | 'userType' | 'departmentIds' | 'headedDepartmentIds'>

/** A department's mentor list: the administrator, and its HOD and faculty (who read it). */
export function assertMayReadDepartmentMentors(actor: Actor, departmentId: string) {
  if (mayManageDepartment(actor, departmentId) || actor.departmentIds.includes(departmentId)) return
  throw forbidden('You can only see the mentors of your own department.')
}

const headsAny = (actor: Actor, departmentIds: readonly string[]) =>
  departmentIds.some((id) => headedDepartmentsOf(actor).includes(id))

/**
 * A staff member's students: the staff member themself, an HOD heading one of their departments or one of the
 * students' departments, and the administrator.
 */
export function assertMayReadMentees(actor: Actor, staffId: string, departmentIds: readonly string[]) {
  if (actor.userType === 'ADMIN' || actor.userId === staffId || headsAny(actor, departmentIds)) return
  throw forbidden(
    "Only the staff member, their HOD or an administrator can see this staff member's students.",
  )
}

/** Who a student is, as the mentoring rules need them. */
export interface StudentStanding {
  /** The student's departments. */
  departmentIds: readonly string[]
  /** Their mentor now, if any. */
  mentorId?: string | undefined
}

/** Who writes about a student: their mentor now, an HOD of their department, the administrator. */
export const mayWriteAbout = (actor: Actor, student: StudentStanding) =>
  actor.userType === 'ADMIN' ||
  (student.mentorId !== undefined && actor.userId === student.mentorId) ||
  headsAny(actor, student.departmentIds)

export function assertMayWriteAbout(actor: Actor, student: StudentStanding) {
  if (mayWriteAbout(actor, student)) return
  throw forbidden("Only the student's mentor, their HOD or an administrator can comment on this student.")
}

/** Who reads a student's comments and mentors: those who write about them, and the comments' authors. */
export function assertMayReadAbout(actor: Actor, student: StudentStanding, authorIds: readonly string[]) {
  if (mayWriteAbout(actor, student) || authorIds.includes(actor.userId)) return
  throw forbidden(
    "Only the student's mentor, their HOD or an administrator can see this student's mentoring.",
  )
}

/** A comment is edited or deleted by its author or the administrator. */
export function assertMayChangeComment(actor: Actor, comment: { createdBy: string }) {
  if (actor.userType === 'ADMIN' || actor.userId === comment.createdBy) return
  throw forbidden('Only the person who wrote this comment or an administrator can change it.')
}

/** A mentorship is begun or ended by an HOD of its department or the administrator. */
export function assertMayAssignIn(actor: Actor, departmentId: string, studentName: string) {
  if (mayManageDepartment(actor, departmentId)) return
  throw forbidden(`Only the HOD of ${studentName}'s department or an administrator can change their mentor.`)
}

/** A mentorship's dates are set by its HOD, the administrator, or the mentor themself. */
export function assertMayDate(actor: Actor, mentorship: { staffId: string; departmentId: string }) {
  if (actor.userId === mentorship.staffId || mayManageDepartment(actor, mentorship.departmentId)) return
  throw forbidden("Only the mentor, their student's HOD or an administrator can change a mentoring period.")
}
