import type { CustomRole, User } from '@campus/core'

/** A custom role as `singleUser` answers it: `naacReport` only when the user holds report rights. */
type AnsweredCustomRole = Omit<CustomRole, 'naacReport'> & { naacReport?: CustomRole['naacReport'] }

/**
 * The caller's own record as `GET /api/user/singleUser` answers it. The legacy client shows the NAAC Report
 * menu to every user whose `customRole.naacReport` is defined (legacy-client.md 3.1), so a user without report
 * rights gets no `naacReport` there, as the legacy backend answered; every other read keeps the empty list.
 */
export function currentUserRecord<Record extends Pick<User, 'customRole'>>(
  user: Record,
): Omit<Record, 'customRole'> & { customRole?: AnsweredCustomRole } {
  if (!user.customRole || user.customRole.naacReport.length) return user
  const { naacReport: _none, ...customRole } = user.customRole
  return { ...user, customRole }
}
