import { forbidden, type Principal, STAFF_USER_TYPES, type UserType } from '@campus/core'
import type { StoredUser } from './users.repository'

/** Staff may look people up; students and applicants only see themselves. */
export const STAFF: readonly UserType[] = STAFF_USER_TYPES

const sharesDepartment = (actor: Principal, user: StoredUser) =>
  user.departmentid.some((id) => actor.departmentIds.includes(id)) ||
  (Boolean(actor.facultyDeptId) && actor.facultyDeptId === user.facultyDeptId)

/** An HOD manages the faculty and students of the departments they head. */
export function manages(actor: Principal, user: StoredUser): boolean {
  if (actor.userType === 'ADMIN') return true
  if (actor.userType === 'HOD')
    return (user.usertype === 'FACULTY' || user.usertype === 'STUDENT') && sharesDepartment(actor, user)
  return false
}

export function assertMayRead(actor: Principal, user: StoredUser) {
  if (actor.userId === user.id || STAFF.includes(actor.userType)) return
  throw forbidden('You can only see your own profile.')
}

export function assertManages(actor: Principal, user: StoredUser) {
  if (!manages(actor, user))
    throw forbidden('You can only manage the staff and students of your own department.')
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

/** Fields only an administrator may change. */
const ADMIN_FIELDS = new Set(['usertype', 'roles', 'rollType', 'customRole', 'collegeID'])

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

/** Which user types an actor may create: an HOD adds faculty and students to their own departments. */
export function assertMayCreate(actor: Principal, usertype: UserType, departmentIds: readonly string[]) {
  if (actor.userType === 'ADMIN') return
  if (actor.userType === 'HOD' && (usertype === 'FACULTY' || usertype === 'STUDENT')) {
    if (departmentIds.length && departmentIds.every((id) => actor.departmentIds.includes(id))) return
    throw forbidden('Add people to the departments you head.')
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
    if (intoDepartmentId === undefined || actor.departmentIds.includes(intoDepartmentId)) return
    throw forbidden('You can only move students into the departments you head.')
  }
  throw forbidden('Only administrators, academic admins and HODs may move students.')
}
