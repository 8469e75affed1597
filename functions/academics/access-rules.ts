import {
  ADMINS,
  assertMayManageDepartment,
  forbidden,
  MANAGERS,
  type Principal,
  STAFF,
  STAFF_AND_STUDENTS,
} from '@campus/core'

/**
 * Every staff user reads the academic structure; students their own department, years, groups and subjects
 * (the services check "own"). Faculties, faculty departments and departments are the administrator's; years,
 * groups, regulations and subjects the administrator's and, for the departments they head, an HOD's.
 */
export { MANAGERS, STAFF, STAFF_AND_STUDENTS }
export const ADMIN = ADMINS

const isStaff = (actor: Principal) => STAFF.includes(actor.userType)

/** An administrator manages every department; an HOD those they head (core's one rule). */
export const assertManagesDepartment = (actor: Principal, departmentId: string) =>
  assertMayManageDepartment(
    actor,
    departmentId,
    'You can only change the academic records of the departments you head.',
  )

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
