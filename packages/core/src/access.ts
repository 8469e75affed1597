import type { Principal } from './auth'
import { STAFF_USER_TYPES, type UserType } from './enums'
import { forbidden } from './errors'

/**
 * Who may act on what, once for every domain: named role sets for route guards, and the predicates that
 * scope a manager to the departments they head. Domains never spell role arrays or compare department ids
 * themselves, so one rule holds everywhere (an HOD acts only within the departments they head).
 */

/** Everyone who works for the college. */
export const STAFF: readonly UserType[] = STAFF_USER_TYPES
/** Staff, and students for their own records (services check "own"). */
export const STAFF_AND_STUDENTS: readonly UserType[] = [...STAFF_USER_TYPES, 'STUDENT']
/** Who manages departments' records: the administrator everywhere, an HOD within the departments they head. */
export const MANAGERS: readonly UserType[] = ['ADMIN', 'HOD']
export const ADMINS: readonly UserType[] = ['ADMIN']
export const STUDENTS: readonly UserType[] = ['STUDENT']

/** The departments a caller heads: an HOD's headed departments, never the departments they merely belong to. */
export const headedDepartmentsOf = (actor: Pick<Principal, 'userType' | 'headedDepartmentIds'>) =>
  actor.userType === 'HOD' ? (actor.headedDepartmentIds ?? []) : []

/** What headship is read from on a user record. */
export interface HeadshipRecord {
  usertype: string
  departmentid: readonly string[]
  headedDepartmentIds?: readonly string[] | undefined
}

/**
 * The departments a user record says they head. Records written before headship had its own field carry none;
 * an HOD among them heads the departments they belong to, as the legacy portal assumed.
 */
export const headedDepartmentsOfUser = (user: HeadshipRecord): string[] =>
  user.usertype !== 'HOD' ? [] : [...(user.headedDepartmentIds ?? user.departmentid)]

/** A user record (the web app's current user) as the caller the predicates here take. */
export const actorOfUser = (user: HeadshipRecord): Pick<Principal, 'userType' | 'headedDepartmentIds'> => ({
  userType: user.usertype as UserType,
  headedDepartmentIds: headedDepartmentsOfUser(user),
})

/** May the caller manage this department's records: the administrator any, an HOD one they head. */
export function mayManageDepartment(
  actor: Pick<Principal, 'userType' | 'headedDepartmentIds'>,
  departmentId: string | undefined,
): boolean {
  if (actor.userType === 'ADMIN') return true
  return departmentId !== undefined && headedDepartmentsOf(actor).includes(departmentId)
}

/** May the caller manage records that belong to all of these departments (none: only the administrator). */
export function mayManageDepartments(
  actor: Pick<Principal, 'userType' | 'headedDepartmentIds'>,
  departmentIds: readonly string[],
): boolean {
  if (actor.userType === 'ADMIN') return true
  return departmentIds.length > 0 && departmentIds.every((id) => mayManageDepartment(actor, id))
}

/** What the rule needs to know of a person: their type and the departments they belong to. */
export interface ManagedPerson {
  id: string
  usertype: string
  departmentid: readonly string[]
}

/** User types an HOD manages; other HODs, administrators and custom users are the administrator's. */
const MANAGED_BY_HOD: readonly string[] = ['FACULTY', 'STUDENT']

/**
 * May the caller manage this person (password, status, contact details, departments, profile): the
 * administrator anyone; an HOD the faculty and students all of whose departments they head. A faculty member
 * who also works in another department is managed by the administrator, so no HOD reaches into a department
 * they do not head.
 */
export function mayManageUser(
  actor: Pick<Principal, 'userType' | 'headedDepartmentIds'>,
  person: ManagedPerson,
): boolean {
  if (actor.userType === 'ADMIN') return true
  return (
    actor.userType === 'HOD' &&
    MANAGED_BY_HOD.includes(person.usertype) &&
    mayManageDepartments(actor, person.departmentid)
  )
}

export function assertMayManageDepartment(
  actor: Pick<Principal, 'userType' | 'headedDepartmentIds'>,
  departmentId: string | undefined,
  message = 'You can only manage the records of the departments you head.',
) {
  if (!mayManageDepartment(actor, departmentId)) throw forbidden(message)
}

export function assertMayManageUser(
  actor: Pick<Principal, 'userType' | 'headedDepartmentIds'>,
  person: ManagedPerson,
  message = 'You can only manage the faculty and students of the departments you head.',
) {
  if (!mayManageUser(actor, person)) throw forbidden(message)
}
