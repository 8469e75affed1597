import { AppError, parseListQuery, type ListParams, type ListQuery } from '@campus/core'
import { checkListQuery, type ListSpec, type ListSpecFields } from '@campus/db'
import type { Context, MiddlewareHandler } from 'hono'
import { tagged } from './route-meta'
import { LIST_QUERY_PARAMETERS } from './schemas'
import type { AppEnv } from './types'

const named = (fields: readonly string[] | undefined) =>
  fields?.length ? fields.map((field) => `\`${field}\``).join(', ') : 'none'

/** The list grammar's parameters, documented with what this list allows. */
export function listQueryParameters(spec: ListSpec) {
  const allowed: Partial<Record<(typeof LIST_QUERY_PARAMETERS)[number]['name'], string>> = {
    filter: `Fields: ${named(Object.keys(spec.filter))}.`,
    in: `Fields: ${named(spec.in)}.`,
    sort: `Fields: ${named(spec.sort)}.`,
  }
  return LIST_QUERY_PARAMETERS.map(({ name, description }) => ({
    name,
    description: allowed[name] ? `${description} ${allowed[name]}` : description,
  }))
}

/**
 * The input a list route declares, typed the way Hono's validators type theirs: the grammar's parameters
 * with the spec's field names, which is how `hc<App>` knows what each list accepts. Only `in`, no `out`: the
 * handler reads the parsed query with {@link listQueryOf}, not `c.req.valid`.
 */
export interface ListQueryInput<Spec extends ListSpec> {
  in: { query: ListParams<ListSpecFields<Spec>> }
}

/**
 * Declares a list route's query: the legacy grammar (`filter=`, `in=`, `fields=`, `sort=`, `order=`, `start=`,
 * `count=`, `cursor=`, or `/boot`'s `query=`) checked against what the list allows before the handler runs (a
 * 400 naming the allowed fields), read with {@link listQueryOf}, documented in /api/docs with the fields, and
 * typed for the web's client with them (give a spec declared `as const satisfies ListSpec`).
 */
export function listQuery<const Spec extends ListSpec>(
  spec: Spec,
): MiddlewareHandler<AppEnv, string, ListQueryInput<Spec>> {
  return tagged<MiddlewareHandler<AppEnv, string, ListQueryInput<Spec>>>(
    async (c, next) => {
      const query = parseListQuery(new URL(c.req.url).searchParams)
      checkListQuery(query, spec)
      c.set('listQuery', query)
      await next()
    },
    { query: listQueryParameters(spec) },
  )
}

/** Whether the caller named an order, as `order=` or inside the `/boot` form's `query=…;order:…`. */
const namesOrder = (params: URLSearchParams) =>
  [...params.keys()].some((key) => key.trim() === 'order') ||
  params.getAll('query').some((query) => /(^|;)\s*order\s*:/.test(query))

/**
 * The list query {@link listQuery} checked for this route. With `defaultOrder`, a query that names neither a
 * sort nor an order gets that order (`desc` for a list whose screens show it newest first).
 */
export function listQueryOf(
  c: Context<AppEnv>,
  { defaultOrder }: { defaultOrder?: ListQuery['order'] } = {},
): ListQuery {
  const query = c.get('listQuery')
  if (!query) throw new AppError(500, 'LIST_QUERY_UNDECLARED', 'This list route does not declare its query.')
  if (!defaultOrder || query.sort || namesOrder(new URL(c.req.url).searchParams)) return query
  return { ...query, order: defaultOrder }
}
