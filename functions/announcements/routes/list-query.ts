import type { ListQuery } from '@campus/core'
import { listQueryOf, type AppEnv } from '@campus/http'
import type { Context } from 'hono'

/** Whether the caller named an order, as `order=` or inside the `/boot` form's `query=…;order:…`. */
const namesOrder = (params: URLSearchParams) =>
  [...params.keys()].some((key) => key.trim() === 'order') ||
  params.getAll('query').some((query) => /(^|;)\s*order\s*:/.test(query))

/**
 * The list query `listQuery(SENT_LIST_SPEC)` checked. Without a sort or an order, announcements come newest
 * first, as the sent screen shows them.
 */
export function sentListQueryOf(c: Context<AppEnv>): ListQuery {
  const query = listQueryOf(c)
  return query.sort || namesOrder(new URL(c.req.url).searchParams) ? query : { ...query, order: 'desc' }
}
