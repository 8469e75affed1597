import { headedDepartmentsOfUser } from '@campus/core'
import type { CurrentUserRecord } from '@/lib/current-user'

type Viewer = Pick<CurrentUserRecord, 'id' | 'usertype' | 'departmentid' | 'headedDepartmentIds'>

/**
 * Who does what with mentors (spec section 3, the manifest's menu entry). The server decides again on every call;
 * these only shape the screens.
 */

/** Staff use the section: the administrator, HODs and faculty. Students and custom users never. */
export const usesMentoring = (user: Pick<Viewer, 'usertype'>) =>
  user.usertype === 'ADMIN' || user.usertype === 'HOD' || user.usertype === 'FACULTY'

/** The administrator and HODs assign and remove students (HODs within the departments they head). */
export const managesMentors = (user: Pick<Viewer, 'usertype'>) =>
  user.usertype === 'ADMIN' || user.usertype === 'HOD'

/** The departments offered on Manage Mentor: every one for the administrator, headed ones for an HOD, own ones else. */
export function departmentsFor<Department extends { id: string }>(user: Viewer, all: readonly Department[]) {
  if (user.usertype === 'ADMIN') return all
  const ids = new Set(user.usertype === 'HOD' ? headedDepartmentsOfUser(user) : user.departmentid)
  return all.filter((department) => ids.has(department.id))
}

/** A staff member's students are read, and their dates set, by the administrator, HODs and the mentor themselves. */
export const handlesStudentsOf = (user: Viewer, staffId: string) =>
  managesMentors(user) || user.id === staffId

/** A comment is written by the student's mentor, an HOD or the administrator. */
export const writesComments = (user: Viewer, mentorId: string | undefined) =>
  managesMentors(user) || (mentorId !== undefined && user.id === mentorId)

/** Its author or the administrator edits and deletes a comment. */
export const changesComment = (user: Viewer, comment: { staffId: string; createdBy?: string }) =>
  user.usertype === 'ADMIN' || (comment.createdBy ?? comment.staffId) === user.id
