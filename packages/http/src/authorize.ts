import type { Context, MiddlewareHandler } from 'hono'
import { tagged } from './route-meta'
import type { AppEnv } from './types'

/**
 * Checks the caller's right to the record a route names, before the request body is read or validated, so a
 * caller without it gets 403 whatever they send (never a 400 or a 500 that reveals how far the body got).
 * Place it after `access()` and the param validator, before `validate('json', …)`. What `check` returns (the
 * record it loaded) is kept for the handler, which reads it with `authorizedOf`, so the record is read once.
 * @example .put('/api/user/:id', access('signed-in'), validate('param', IdParamSchema),
 *   authorize((c) => users.requireWritable(callerOf(c), c.req.param('id'))), validate('json', UpdateUserSchema), handler)
 */
export function authorize<Value>(check: (c: Context<AppEnv>) => Promise<Value>): MiddlewareHandler<AppEnv> {
  return tagged<MiddlewareHandler<AppEnv>>(
    async (c, next) => {
      c.set('authorized', await check(c))
      await next()
    },
    { authorizesBeforeBody: true },
  )
}

/** The record `authorize` loaded for this request. */
export const authorizedOf = <Value>(c: Context<AppEnv>) => c.get('authorized') as Value
