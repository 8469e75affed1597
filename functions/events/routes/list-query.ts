import { parseListQuery, type ListQuery } from '@campus/core'
import type { Context } from 'hono'

/** Whether the caller named an order, as `order=` or inside the `/boot` form's `query=…;order:…`. */
const namesOrder = (params: URLSearchParams) =>
  [...params.keys()].some((key) => key.trim() === 'order') ||
  params.getAll('query').some((query) => /(^|;)\s*order\s*:/.test(query))

/**
 * The legacy list grammar of the request's query string. Without a sort or an order, events come newest
 * start first, as the events screen and the legacy reports show them.
 */
export function eventListQueryOf(c: Context): ListQuery {
  const params = new URL(c.req.url).searchParams
  const query = parseListQuery(params)
  return query.sort || namesOrder(params) ? query : { ...query, order: 'desc' }
}
