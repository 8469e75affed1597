import { badRequest, type ListQuery } from '@campus/core'
import { requiredFilterValue } from '@campus/db'
import type * as z from 'zod'

/** A filter the list needs (`query=filter:criteria eq 1`), checked with its schema: a 400 naming it otherwise. */
export function requiredFilter<Schema extends z.ZodType>(
  query: ListQuery,
  field: string,
  schema: Schema,
): z.output<Schema> {
  const parsed = schema.safeParse(requiredFilterValue(query, field))
  if (parsed.success) return parsed.data
  const message = parsed.error.issues[0]?.message ?? 'Not a valid value'
  throw badRequest('INVALID_FILTER', `${field}: ${message}`, [{ path: `filter.${field}`, message }])
}
