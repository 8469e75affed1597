import type { CurrentUserRecord } from '@/lib/current-user'

type Viewer = Pick<CurrentUserRecord, 'usertype'>

/**
 * Administrators, HODs and faculty write announcements, read what they sent and their SMS log; everyone signed
 * in reads what they received. The server decides again on every call: this only shapes the screens.
 */
export const maySendAnnouncements = (user: Viewer) =>
  user.usertype === 'ADMIN' || user.usertype === 'HOD' || user.usertype === 'FACULTY'

/** The SMS log and the monthly report: the same people (the administrator sees every message). */
export const maySeeSmsLog = maySendAnnouncements
