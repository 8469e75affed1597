import type { UserType } from '@campus/core'
import { sign, verify } from 'hono/jwt'

/** What a session token says. The session record it names is what really decides. */
export interface TokenClaims {
  /** User id. */
  sub: string
  /** Session id. */
  sid: string
  typ: UserType
  /** Epoch seconds. */
  iat: number
  exp: number
}

/** Signs and verifies session tokens (HS256 JWTs, as the legacy client expects a JWT). */
export function createTokenService(secret: string) {
  if (secret.length < 32) throw new Error('The token secret must be at least 32 characters')
  return {
    sign: (claims: TokenClaims) => sign({ ...claims }, secret, 'HS256'),

    /** The claims of a valid, unexpired token; undefined otherwise. */
    async verify(token: string): Promise<TokenClaims | undefined> {
      try {
        const payload = await verify(token, secret, 'HS256')
        const { sub, sid, typ, iat, exp } = payload
        if (typeof sub !== 'string' || typeof sid !== 'string' || typeof typ !== 'string') return undefined
        return { sub, sid, typ: typ as UserType, iat: Number(iat), exp: Number(exp) }
      } catch {
        return undefined
      }
    },
  }
}

export type TokenService = ReturnType<typeof createTokenService>
