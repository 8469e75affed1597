import { forbidden, type Principal, STAFF_USER_TYPES, type UserType } from '@campus/core'

/** Every staff user reads the academic structure. */
export const STAFF: readonly UserType[] = STAFF_USER_TYPES

/** Staff, and students for their own department, years, groups and subjects (the services check "own"). */
export const STAFF_AND_STUDENTS: readonly UserType[] = [...STAFF_USER_TYPES, 'STUDENT']

/** Faculties, faculty departments and departments are the administrator's. */
export const ADMIN: readonly UserType[] = ['ADMIN']

/** Years, groups, regulations and subjects: the administrator, and an HOD for the departments they head. */
export const MANAGERS: readonly UserType[] = ['ADMIN', 'HOD']

const isStaff = (actor: Principal) => STAFF.includes(actor.userType)

/** An administrator manages every department; an HOD those they head (`departmentIds` of their session). */
export function assertManagesDepartment(actor: Principal, departmentId: string) {
  if (actor.userType === 'ADMIN') return
  if (actor.userType === 'HOD' && actor.departmentIds.includes(departmentId)) return
  throw forbidden('You can only change the academic records of the departments you head.')
}

/** Staff read every department's records; a student those of their own department. */
export function assertMayReadDepartment(actor: Principal, departmentId: string) {
  if (isStaff(actor) || actor.departmentIds.includes(departmentId)) return
  throw forbidden('You can only see the academic records of your own department.')
}

/** Staff read every year's groups and subjects; a student those of their own academic year. */
export function assertMayReadYear(actor: Principal, accYearId: string) {
  if (isStaff(actor) || actor.accYearId === accYearId) return
  throw forbidden('You can only see the groups and subjects of your own academic year.')
}
