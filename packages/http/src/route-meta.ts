import type { UserType } from '@campus/core'
import type { MiddlewareHandler } from 'hono'
import type { z } from 'zod'
import type { AppEnv } from './types'

/**
 * Who may call a route: nobody needs to be signed in (`public`), any signed-in user (`signed-in`), or the
 * listed user types. Every route declares one; there is no default.
 */
export type Access = 'public' | 'signed-in' | readonly UserType[]

/**
 * How far a caller's role reaches over the records a route names, declared next to its access so the
 * authorization matrix can test it:
 * - `college`: the role is the whole rule (staff read the academic structure, the question bank).
 * - `department`: the administrator acts on any record; an HOD only on records of the departments they head.
 * - `own`: people act on their own records; a manager also on those of the people they manage.
 */
export type Scope = 'college' | 'department' | 'own'

/** What a route says about itself: read back by the OpenAPI document and the authorization-matrix test. */
export interface RouteMeta {
  access?: Access
  /** How far the caller's role reaches over the records the route names (see `Scope`). */
  scope?: Scope
  /** The route checks the caller's right to the record it names before reading the body (`authorize`). */
  authorizesBeforeBody?: boolean
  summary?: string
  /** Documented query parameters, for routes that parse the legacy list grammar themselves. */
  query?: readonly { name: string; description: string }[]
  /** Request parts validated by `validate()`. */
  request?: Partial<Record<'json' | 'param' | 'query' | 'form', z.ZodType>>
  /** The 200 response body. */
  response?: z.ZodType
  responseDescription?: string
}

const META = Symbol('campus.routeMeta')

type Tagged = { [META]?: RouteMeta }

/** Attaches metadata to a middleware function, keeping its type; the function still does its job. */
export function tagged<M extends object>(middleware: M, meta: RouteMeta): M {
  const target = middleware as M & Tagged
  target[META] = { ...target[META], ...meta }
  return middleware
}

/** Metadata of one handler, if it carries any. */
export const metaOf = (handler: unknown): RouteMeta | undefined =>
  typeof handler === 'function' ? (handler as Tagged)[META] : undefined

/**
 * Describes a route for the API reference: a summary, its 200 response, and any query parameters it reads
 * itself. A pass-through middleware.
 * @example app.get('/api/user', access(STAFF), describe({ summary: 'List users', response: UserListSchema }), handler)
 */
export const describe = (meta: Pick<RouteMeta, 'summary' | 'query' | 'response' | 'responseDescription'>) =>
  tagged<MiddlewareHandler<AppEnv>>((_c, next) => next(), meta)
