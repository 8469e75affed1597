import type { CurrentUserRecord } from '@/lib/current-user'

type Viewer = Pick<CurrentUserRecord, 'usertype'>

/**
 * HODs and faculty set assignments for the subjects they teach; they, and the administrator, read what was sent
 * and its submissions. Students submit. The server decides again on every call: this only shapes the screens.
 */
export const mayCompose = (user: Viewer) => user.usertype === 'HOD' || user.usertype === 'FACULTY'

export const mayReadSent = (user: Viewer) => mayCompose(user) || user.usertype === 'ADMIN'

export const isStudent = (user: Viewer) => user.usertype === 'STUDENT'
