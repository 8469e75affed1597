import { createHmac } from 'node:crypto'
import { normalizeEmail, normalizeRegisterNo } from './users.repository'

/** A sign-in name as the unique keys hold it: an email in lower case, a register number in upper case. */
export const normalizeLogin = (login: string) =>
  login.includes('@') ? normalizeEmail(login) : normalizeRegisterNo(login)

/**
 * What stands in for the user id of a sign-in name nobody has: `~` and a keyed digest of the name (no user id
 * starts with `~`). Sign-in budgets and reset codes of unknown names live under it, so an unknown name gets the
 * same writes, answers and locks as a known one, and the table never holds the name itself.
 */
export function unknownNameSubject(secret: string, login: string) {
  const digest = createHmac('sha256', secret)
    .update(`campus-portal/unknown-sign-in-name\n${normalizeLogin(login)}`)
    .digest('base64url')
  return `~${digest.slice(0, 32)}`
}
