import { randomBytes } from 'node:crypto'
import { AppError, SESSION_TTL_MS, type CurrentUser, type Login, type Principal } from '@campus/core'
import type { AuditLog, SessionStore } from '@campus/db'
import type { TokenService } from '@campus/http'
import { headedDepartmentsOf } from './headship'
import { burnPasswordCheck, verifyPassword } from './passwords'
import type { DeviceTokens } from './device-tokens'
import {
  ACCOUNT_BUDGET,
  MAX_SIGN_IN_ATTEMPTS,
  SIGN_IN_WINDOW_MS,
  type SignInAttemptsRepository,
  type SignInBudget,
} from './sign-in-attempts.repository'
import { unknownNameSubject } from './sign-in-names'
import type { StoredUser, UsersRepository } from './users.repository'

export const NO_USER_DATA = 'No user data available'

export const invalidCredentials = () =>
  new AppError(401, 'INVALID_CREDENTIALS', 'The email or register number, or the password, is not right.')

const lockedMessage = (minutes: number) =>
  `Too many failed sign-in attempts. This account is locked; try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`

/** The minutes ride along in `details` too, so the sign-in page can say them in the reader's language. */
export const accountLocked = (until: number) => {
  const minutes = Math.max(1, Math.ceil((until - Date.now()) / 60_000))
  return new AppError(423, 'ACCOUNT_LOCKED', lockedMessage(minutes), { minutes })
}

/** The snapshot of a user that a session carries (see Principal). */
export function sessionPrincipalOf(user: StoredUser): Principal {
  return {
    userId: user.id,
    userType: user.usertype as Principal['userType'],
    email: user.email,
    name: user.name,
    roles: user.roles,
    rollType: user.rollType,
    departmentIds: user.departmentid,
    headedDepartmentIds: headedDepartmentsOf(user),
    ...(user.facultyDeptId ? { facultyDeptId: user.facultyDeptId } : {}),
    ...(user.facultyId ? { facultyId: user.facultyId } : {}),
    ...(user.accYearId ? { accYearId: user.accYearId } : {}),
    ...(user.groupId ? { groupId: user.groupId } : {}),
    ...(user.registerNo ? { registerNo: user.registerNo } : {}),
    ...(user.customRole ? { customRole: user.customRole as Principal['customRole'] } : {}),
  }
}

/** Changing any of these changes what a session knows about its user. */
const PRINCIPAL_FIELDS = [
  'name',
  'email',
  'usertype',
  'roles',
  'rollType',
  'departmentid',
  'headedDepartmentIds',
  'facultyDeptId',
  'facultyId',
  'accYearId',
  'groupId',
  'registerNo',
  'customRole',
] as const satisfies readonly (keyof StoredUser)[]

/** Whether live sessions of the user need the new principal. */
export const principalChanged = (before: StoredUser, after: StoredUser) =>
  PRINCIPAL_FIELDS.some((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))

export const currentUserOf = (principal: Principal): CurrentUser => ({
  userType: principal.userType,
  userId: principal.userId,
  roles: principal.roles,
  email: principal.email,
})

export function createSessionsService(deps: {
  users: UsersRepository
  sessions: SessionStore
  tokens: TokenService
  audit: AuditLog
  attempts: SignInAttemptsRepository
  devices: DeviceTokens
  /** The token secret: keys the stand-in ids of unknown sign-in names (sign-in-names.ts). */
  secret: string
}) {
  const { users, sessions, tokens, attempts, devices } = deps

  /** Starts a session for `user` and returns its signed token. */
  async function startSession(user: StoredUser) {
    const now = Date.now()
    const session = {
      userId: user.id,
      sessionId: randomBytes(18).toString('base64url'),
      principal: sessionPrincipalOf(user),
      createdAt: now,
      expiresAt: now + SESSION_TTL_MS,
    }
    await sessions.put(session)
    const token = await tokens.sign({
      sub: user.id,
      sid: session.sessionId,
      typ: session.principal.userType,
      iat: Math.floor(now / 1000),
      exp: Math.floor(session.expiresAt / 1000),
    })
    return { token, currentUser: currentUserOf(session.principal) }
  }

  return {
    startSession,

    /**
     * Signs in with an email (or a student's register number) and password; `deviceToken` is the browser's
     * device cookie, if any. Each password check is reserved first (sign-in-attempts.repository.ts): at most 5
     * per account per 15 minutes, however many arrive at once, and the rest are refused (423) unchecked. A
     * browser with a valid device cookie for the account spends its own budget instead, so a lock set off by
     * someone else does not shut the owner out (docs/adr/0012). A name nobody has goes through the same steps
     * (a budget under a stand-in id, a read, a password check) and gets the same answers. A disabled account
     * cannot sign in. Success returns the session token and a fresh device token for the cookie.
     */
    async login({ email: login, password }: Login, deviceToken?: string) {
      const now = Date.now()
      const id = await users.findIdByLogin(login)
      const subject = id ?? unknownNameSubject(deps.secret, login)
      const deviceId = id ? devices.deviceOf(deviceToken, id, now) : undefined
      const budget: SignInBudget = deviceId ? { kind: 'device', deviceId } : ACCOUNT_BUDGET
      // The user read goes ahead for an unknown name too (it finds nothing): the same round trips either way.
      const [reservation, user] = await Promise.all([
        attempts.reserve(subject, budget, now),
        users.get(subject),
      ])
      if (!reservation.granted) throw accountLocked(reservation.until)

      let right = false
      if (user?.passwordHash) right = await verifyPassword(password, user.passwordHash)
      else await burnPasswordCheck(password)
      if (!user || !right) {
        if (reservation.attempts >= MAX_SIGN_IN_ATTEMPTS) {
          // The last check of the window: a lock an administrator will want to see in the user's history.
          await deps.audit.write({
            entityType: user ? 'user' : 'signInName',
            entityId: subject,
            action: 'LOCK_AFTER_FAILED_SIGN_INS',
            actorId: subject,
            actorType: 'SYSTEM',
            at: now,
            after: {
              budget: budget.kind,
              failures: reservation.attempts,
              until: reservation.windowStart + SIGN_IN_WINDOW_MS,
            },
          })
        }
        throw invalidCredentials()
      }
      // The password was right: the budget it spent starts afresh, whatever the account's status.
      if (user.accountStatus === 'DISABLE') {
        await attempts.release(user.id, budget)
        throw new AppError(
          403,
          'ACCOUNT_DISABLED',
          'This account is disabled. Please contact the college office to enable it.',
        )
      }
      const [session] = await Promise.all([startSession(user), attempts.release(user.id, budget)])
      return { ...session, deviceToken: devices.issue(user.id, deviceId ?? devices.newDeviceId(), now) }
    },

    /** Lifts any sign-in lock of the user: after a password change or a reset with a code. */
    unlock: (userId: string) => attempts.clear(userId),

    async logout(principal: Principal, token: string) {
      const claims = await tokens.verify(token)
      if (claims && claims.sub === principal.userId) await sessions.delete(claims.sub, claims.sid)
    },

    /** The current user for a token given in the path (`/api/token/{token}`). */
    async currentUser(token: string): Promise<CurrentUser> {
      const claims = await tokens.verify(token)
      const session = claims ? await sessions.get(claims.sub, claims.sid) : undefined
      if (!session) throw new AppError(401, 'NO_USER_DATA', NO_USER_DATA)
      return currentUserOf(session.principal)
    },
  }
}

export type SessionsService = ReturnType<typeof createSessionsService>
