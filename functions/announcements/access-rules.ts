import { ADMINS, forbidden, mayManageDepartments, type Principal, STAFF, type UserType } from '@campus/core'

/** Who sends announcements: the administrator, HODs and faculty (custom users and students only receive them). */
export const SENDERS: readonly UserType[] = ['ADMIN', 'HOD', 'FACULTY']

/** Staff read their own sent list; every signed-in user reads what they were sent. */
export { ADMINS, STAFF }

/** What the rules need to know of a student: the departments they study in. */
export interface StudentPlace {
  departmentIds: readonly string[]
}

/**
 * May the caller send to this student (or their parents): the administrator any; an HOD the students of the
 * departments they head; a faculty member the students of their own departments. A student of no department is
 * the administrator's.
 */
export function mayReachStudent(actor: Principal, student: StudentPlace): boolean {
  if (actor.userType === 'ADMIN') return true
  if (actor.userType === 'HOD') return mayManageDepartments(actor, student.departmentIds)
  if (actor.userType === 'FACULTY')
    return (
      student.departmentIds.length > 0 &&
      student.departmentIds.every((id) => actor.departmentIds.includes(id))
    )
  return false
}

/** The reach of the caller's role over students, in words, for a refusal. */
export const studentReach = (actor: Principal) =>
  actor.userType === 'HOD' ? 'the departments you head' : 'your own departments'

/** What the sender rules need of an announcement. */
interface Sent {
  createdBy: string
}

/** The sender or an administrator reads, deletes, shares and texts an announcement. */
export function assertMayManageAnnouncement(actor: Principal, announcement: Sent) {
  if (actor.userType === 'ADMIN' || announcement.createdBy === actor.userId) return
  throw forbidden('Only the sender of this announcement or an administrator can do this.')
}

/** Staff list the announcements they sent; the administrator anyone's. */
export function assertMayListSentBy(actor: Principal, createdBy: string) {
  if (actor.userType === 'ADMIN' || createdBy === actor.userId) return
  throw forbidden('You can only list the announcements you sent.')
}
