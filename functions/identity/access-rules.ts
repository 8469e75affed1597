import {
  forbidden,
  mayManageDepartments,
  mayManageUser,
  type Principal,
  STAFF,
  type UserType,
} from '@campus/core'
import type { StoredUser } from './users.repository'

/** Staff may look people up; students and applicants only see themselves. */
export { STAFF }

/** Who moves students between years and groups (the service narrows CUSTOM users to academic admins). */
export const STUDENT_MOVERS: readonly UserType[] = ['ADMIN', 'HOD', 'CUSTOM']

/** An applicant's own application records, and the admission office (the administrator). */
export const ADMISSION: readonly UserType[] = ['ADMIN', 'APPLICANT']

/** The one rule (core's `mayManageUser`) applied to a stored user. */
export const manages = (actor: Principal, user: StoredUser) => mayManageUser(actor, user)

export function assertMayRead(actor: Principal, user: StoredUser) {
  if (actor.userId === user.id || STAFF.includes(actor.userType)) return
  throw forbidden('You can only see your own profile.')
}

export function assertManages(actor: Principal, user: StoredUser) {
  if (!manages(actor, user))
    throw forbidden('You can only manage the faculty and students of the departments you head.')
}

/**
 * May the caller write to this user at all (themselves, or someone they manage)? Checked before a request
 * body is read, so a caller without the right gets 403 whatever they send.
 */
export function assertMayWrite(actor: Principal, user: StoredUser) {
  if (actor.userId === user.id) return
  assertManages(actor, user)
}

/** Fields people may change on their own record. */
const SELF_FIELDS = new Set([
  'phone',
  'parentPhone',
  'pImage',
  'specialization',
  'bloodGroup',
  'gender',
  'dateofBirth',
  'addressline1',
  'addressline2',
  'city',
  'state',
  'pin',
])

/** Fields where the reset code goes, or a sign-in name: changing one's own needs the current password. */
export const CONTACT_FIELDS: readonly string[] = ['phone', 'parentPhone']

/** Fields only an administrator may change. */
const ADMIN_FIELDS = new Set([
  'usertype',
  'roles',
  'rollType',
  'customRole',
  'collegeID',
  'headedDepartmentIds',
])

/**
 * Which of `changed` the actor may write on `user`; throws naming the first field they may not.
 * Unchanged fields are never checked, because the legacy client sends the whole record back.
 */
export function assertMayChange(actor: Principal, user: StoredUser, changed: readonly string[]) {
  if (actor.userType === 'ADMIN') return
  const self = actor.userId === user.id
  for (const field of changed) {
    const allowed = self && SELF_FIELDS.has(field) ? true : manages(actor, user) && !ADMIN_FIELDS.has(field)
    if (!allowed) throw forbidden(`You may not change "${field}" for this user.`)
  }
}

/** An HOD moving someone between departments keeps them within the departments they head. */
export function assertMayPlace(actor: Principal, departmentIds: readonly string[]) {
  if (!mayManageDepartments(actor, departmentIds))
    throw forbidden('You can only place people in the departments you head.')
}

/** Which user types an actor may create: an HOD adds faculty and students to the departments they head. */
export function assertMayCreate(actor: Principal, usertype: UserType, departmentIds: readonly string[]) {
  if (actor.userType === 'ADMIN') return
  if (actor.userType === 'HOD' && (usertype === 'FACULTY' || usertype === 'STUDENT')) {
    assertMayPlace(actor, departmentIds)
    return
  }
  throw forbidden(`You may not create ${usertype} users.`)
}

/**
 * Who may move students between academic years and groups: administrators, academic admins (CUSTOM users
 * with the ACADEMICADMIN role type), and HODs, within the departments they head (checked per student too).
 */
export function assertMayMoveStudents(actor: Principal, intoDepartmentId: string | undefined) {
  if (actor.userType === 'ADMIN') return
  if (actor.userType === 'CUSTOM' && actor.rollType.includes('ACADEMICADMIN')) return
  if (actor.userType === 'HOD') {
    if (intoDepartmentId === undefined || mayManageDepartments(actor, [intoDepartmentId])) return
    throw forbidden('You can only move students into the departments you head.')
  }
  throw forbidden('Only administrators, academic admins and HODs may move students.')
}
