import type { CurrentUserRecord } from '@/lib/current-user'

/** Regulations and subjects are managed by the administrator, and by an HOD for the departments they head. */
export const mayManageSubjects = (user: Pick<CurrentUserRecord, 'usertype'>) =>
  user.usertype === 'ADMIN' || user.usertype === 'HOD'

/** The departments a user may manage: every one for an administrator, their own for an HOD. */
export const managesDepartment = (
  user: Pick<CurrentUserRecord, 'usertype' | 'departmentid'>,
  departmentId: string,
) => user.usertype === 'ADMIN' || (user.usertype === 'HOD' && user.departmentid.includes(departmentId))
