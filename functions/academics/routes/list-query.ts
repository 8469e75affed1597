import { parseListQuery } from '@campus/core'
import type { Context } from 'hono'

/** The legacy list grammar of the request's query string (`filter=`, `in=`, `fields=`, `sort=`…). */
export const listQueryOf = (c: Context) => parseListQuery(new URL(c.req.url).searchParams)
