import { AppError, type Caller, type Principal, type UserType, UserTypeSchema } from '@campus/core'
import type { Context, MiddlewareHandler } from 'hono'
import { tokenOf } from './authenticate'
import { tagged, type Access, type Scope } from './route-meta'
import type { AppEnv } from './types'

/** Users who may call a route with this access, for the authorization matrix and the docs. */
export const allowedUserTypes = (access: Access): readonly UserType[] =>
  access === 'public' || access === 'signed-in' ? UserTypeSchema.options : access

/**
 * Declares and enforces who may call a route; every route starts with one (the authorization-matrix test
 * fails for a route without it). Sets the caller as `principal` for the handlers after it.
 */
export function access(allowed: Access, scope?: Scope): MiddlewareHandler<AppEnv> {
  return tagged<MiddlewareHandler<AppEnv>>(
    async (c, next) => {
      const access = allowed
      if (access !== 'public') {
        const result = await c.var.authenticate(tokenOf(c))
        if ('failure' in result) throw new AppError(401, 'UNAUTHORIZED', result.failure)
        if (access !== 'signed-in' && !access.includes(result.userType)) {
          throw new AppError(403, 'ROLE_NOT_ALLOWED', `This is not available to ${result.userType} users.`)
        }
        c.set('principal', result)
      }
      await next()
    },
    { access: allowed, ...(scope ? { scope } : {}) },
  )
}

/** The signed-in caller with the request id; only for routes whose access is not `public`. */
export const callerOf = (c: Context<AppEnv>): Caller => ({
  actor: principalOf(c),
  requestId: c.get('requestId'),
})

/** The signed-in caller; only for routes whose access is not `public`. */
export function principalOf(c: Context<AppEnv>): Principal {
  const principal = c.get('principal')
  if (!principal) throw new AppError(401, 'UNAUTHORIZED', 'Sign in to continue.')
  return principal
}
