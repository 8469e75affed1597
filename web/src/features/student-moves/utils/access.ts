import { managesDepartment, type CurrentUserRecord } from '@/lib/current-user'

type Mover = Pick<CurrentUserRecord, 'usertype' | 'departmentid' | 'headedDepartmentIds' | 'rollType'>

/** The academic admin role: a CUSTOM user whose role types include ACADEMICADMIN (legacy 5.1). */
const isAcademicAdmin = (user: Mover) => user.usertype === 'CUSTOM' && user.rollType.includes('ACADEMICADMIN')

/** Who moves students: the administrator, HODs (within their departments) and academic admins. */
export const mayMoveStudents = (user: Mover) =>
  user.usertype === 'ADMIN' || user.usertype === 'HOD' || isAcademicAdmin(user)

/** Departments a mover may move students from and to: an HOD's own, every one for the others. */
export const movesWithin = (user: Mover, departmentId: string) =>
  user.usertype === 'HOD' ? managesDepartment(user, departmentId) : mayMoveStudents(user)
