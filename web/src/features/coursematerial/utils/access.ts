import type { CurrentUserRecord } from '@/lib/current-user'

type Viewer = Pick<CurrentUserRecord, 'usertype'>

/**
 * The administrator, HODs and faculty add and manage material; students read the material of their subjects.
 * The server decides again on every call: this only shapes the screens.
 */
export const managesMaterial = (user: Viewer) =>
  user.usertype === 'ADMIN' || user.usertype === 'HOD' || user.usertype === 'FACULTY'

export const readsAsStudent = (user: Viewer) => user.usertype === 'STUDENT'
