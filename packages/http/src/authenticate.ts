import type { SessionStore } from '@campus/db'
import type { Context } from 'hono'
import { sessionCookieOf } from './session-cookie'
import type { TokenService } from './tokens'
import type { Authenticate } from './types'

export const SESSION_ENDED = 'Your session has ended. Please sign in again.'

/** Token, then session: one signature check and one GetItem per authenticated request. */
export function createAuthenticator(deps: { tokens: TokenService; sessions: SessionStore }): Authenticate {
  return async (token) => {
    if (!token) return { failure: 'Sign in to continue.' }
    const claims = await deps.tokens.verify(token)
    if (!claims) return { failure: SESSION_ENDED }
    const session = await deps.sessions.get(claims.sub, claims.sid)
    return session ? session.principal : { failure: SESSION_ENDED }
  }
}

/**
 * The token a request is signed in with. The legacy client sends `?token=` and tools may send
 * `Authorization: Bearer`; either wins over the web app's HttpOnly session cookie, which counts for a write
 * only with the web client header (session-cookie.ts: 403 `CSRF_HEADER_REQUIRED` without it).
 */
export function tokenOf(c: Context): string | undefined {
  return explicitTokenOf(c) ?? sessionCookieOf(c)
}

/** The token the caller sent itself, as the query parameter or the Bearer header: never an ambient credential. */
function explicitTokenOf(c: Context): string | undefined {
  const fromQuery = c.req.query('token')
  if (fromQuery) return fromQuery.trim()
  const header = c.req.header('authorization')
  const match = header ? /^Bearer\s+(.+)$/i.exec(header) : null
  return match?.[1]?.trim()
}
