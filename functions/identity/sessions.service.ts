import { randomBytes } from 'node:crypto'
import { AppError, SESSION_TTL_MS, type CurrentUser, type Login, type Principal } from '@campus/core'
import type { AuditLog, SessionStore } from '@campus/db'
import type { TokenService } from '@campus/http'
import { burnPasswordCheck, verifyPassword } from './passwords'
import type { StoredUser, UsersRepository } from './users.repository'

export const MAX_FAILED_LOGINS = 5
export const FAILED_LOGIN_WINDOW_MS = 15 * 60 * 1000
export const LOCK_DURATION_MS = 15 * 60 * 1000

export const NO_USER_DATA = 'No user data available'

export const invalidCredentials = () =>
  new AppError(401, 'INVALID_CREDENTIALS', 'The email or register number, or the password, is not right.')

const lockedMessage = (until: number) => {
  const minutes = Math.max(1, Math.ceil((until - Date.now()) / 60_000))
  return `Too many failed sign-in attempts. This account is locked; try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`
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
}) {
  const { users, sessions, tokens } = deps

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
     * Signs in with an email (or a student's register number) and password. Five failures within 15 minutes
     * lock the account for 15 minutes. A disabled account cannot sign in.
     */
    async login({ email: login, password }: Login) {
      const id = await users.findIdByLogin(login)
      const user = id ? await users.get(id) : undefined
      if (!user?.passwordHash) {
        await burnPasswordCheck(password)
        throw invalidCredentials()
      }
      const now = Date.now()
      if (user.lockedUntil && user.lockedUntil > now) {
        throw new AppError(423, 'ACCOUNT_LOCKED', lockedMessage(user.lockedUntil))
      }
      if (!(await verifyPassword(password, user.passwordHash))) {
        const windowOver = !user.loginWindowStart || now - user.loginWindowStart > FAILED_LOGIN_WINDOW_MS
        const failures = await users.recordLoginFailure(user.id, now, windowOver)
        if (failures >= MAX_FAILED_LOGINS) {
          await users.lock(user.id, now + LOCK_DURATION_MS)
          // A lock is a security event an administrator will want to see in the user's history.
          await deps.audit.write({
            entityType: 'user',
            entityId: user.id,
            action: 'LOCK_AFTER_FAILED_SIGN_INS',
            actorId: user.id,
            actorType: 'SYSTEM',
            at: now,
            after: { lockedUntil: now + LOCK_DURATION_MS, failures },
          })
          throw new AppError(423, 'ACCOUNT_LOCKED', lockedMessage(now + LOCK_DURATION_MS))
        }
        throw invalidCredentials()
      }
      if (user.accountStatus === 'DISABLE') {
        throw new AppError(
          403,
          'ACCOUNT_DISABLED',
          'This account is disabled. Please contact the college office to enable it.',
        )
      }
      return startSession(user)
    },

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
