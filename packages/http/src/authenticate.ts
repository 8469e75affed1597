import type { SessionStore } from '@campus/db'
import type { Context } from 'hono'
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

/** The legacy client sends `?token=`; other clients may send `Authorization: Bearer`. */
export function tokenOf(c: Context): string | undefined {
  const fromQuery = c.req.query('token')
  if (fromQuery) return fromQuery.trim()
  const header = c.req.header('authorization')
  const match = header ? /^Bearer\s+(.+)$/i.exec(header) : null
  return match?.[1]?.trim()
}
