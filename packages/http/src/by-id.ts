import type { Caller } from '@campus/core'
import { callerOf } from './access'
import { describe, type RouteMeta } from './route-meta'
import { DeletedSchema, IdParamSchema } from './schemas'
import type { AppEnv } from './types'
import { routeFactory } from './create-domain-app'
import { validate } from './validate'
import type { Env, Handler, MiddlewareHandler, TypedResponse } from 'hono'
import type { JSONParsed } from 'hono/utils/types'

type Description = Pick<RouteMeta, 'summary' | 'response' | 'responseDescription'>

/** The `:id` of the path, checked: the middleware every by-id route shares. */
const idParam = validate('param', IdParamSchema)
type IdInput = typeof idParam extends MiddlewareHandler<Env, string, infer Input> ? Input : never

/** Spelled out because the inferred type is too long for the declaration files; it keeps `hc`'s typing. */
type ByIdHandlers<Result> = [
  Handler<AppEnv>,
  Handler<AppEnv>,
  typeof idParam,
  Handler<AppEnv, string, IdInput, Promise<Response & TypedResponse<JSONParsed<Result>, 200, 'json'>>>,
]

/**
 * The handlers of a route that names one record by the `:id` of its path: the access guard, the route's
 * entry in the API reference, the id checked, and the service called with the caller and that id. Most
 * records are read and deleted this way; spread it into the route (`.get(path, ...byId(…))`).
 */
export const byId = <Result>(
  guard: MiddlewareHandler<AppEnv>,
  description: Description,
  run: (caller: Caller, id: string) => Promise<Result>,
): ByIdHandlers<Result> =>
  // The cast only names the type: Hono cannot relate its JSON typing of a generic result to `Result`.
  routeFactory.createHandlers(guard, describe(description), idParam, async (c) =>
    c.json(await run(callerOf(c), c.req.valid('param').id), 200),
  ) as unknown as ByIdHandlers<Result>

/** A `DELETE …/:id` route, whose service answers `{ deleted: true, id }`. */
export const deleteById = <Deleted extends { deleted: boolean; id: string }>(
  guard: MiddlewareHandler<AppEnv>,
  summary: string,
  remove: (caller: Caller, id: string) => Promise<Deleted>,
) => byId(guard, { summary, response: DeletedSchema, responseDescription: '`{ deleted: true, id }`' }, remove)
