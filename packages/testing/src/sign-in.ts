import { randomBytes } from 'node:crypto'
import { SESSION_TTL_MS, type Principal } from '@campus/core'
import { createSessionStore } from '@campus/db'
import { createTokenService } from '@campus/http'
import type { TestTables } from './integration'

/**
 * Signs principals in on test tables the way identity does at login: a session item, and a token naming it.
 * A domain's tests decide what each principal holds (an HOD's departments, a student's year and group)
 * without going through identity.
 */
export function createTestSignIn(env: Pick<TestTables, 'client' | 'tables' | 'tokenSecret'>) {
  const sessionsTable = env.tables.sessions
  if (!sessionsTable) throw new Error('The test tables have no sessions table.')
  const sessions = createSessionStore(env.client, sessionsTable)
  const tokens = createTokenService(env.tokenSecret)
  return async (principal: Principal) => {
    const now = Date.now()
    const session = {
      userId: principal.userId,
      sessionId: randomBytes(12).toString('base64url'),
      principal,
      createdAt: now,
      expiresAt: now + SESSION_TTL_MS,
    }
    await sessions.put(session)
    return tokens.sign({
      sub: session.userId,
      sid: session.sessionId,
      typ: principal.userType,
      iat: Math.floor(now / 1000),
      exp: Math.floor(session.expiresAt / 1000),
    })
  }
}
