import { badRequest, type ListQuery } from '@campus/core'
import { filterValue } from '@campus/db'
import type * as z from 'zod'

/** A filter the list needs (`query=filter:criteria eq 1`), checked with its schema: a 400 naming it otherwise. */
export function requiredFilter<Schema extends z.ZodType>(
  query: ListQuery,
  field: string,
  schema: Schema,
): z.output<Schema> {
  const value = filterValue(query, field)
  if (value === undefined)
    throw badRequest('FILTER_REQUIRED', `Name the ${field}: query=filter:${field} eq <value>`, [
      { path: field, message: `${field} is required` },
    ])
  const parsed = schema.safeParse(value)
  if (!parsed.success)
    throw badRequest(
      'INVALID_FILTER',
      `${field}: ${parsed.error.issues[0]?.message ?? 'not a valid value'}`,
      [{ path: field, message: parsed.error.issues[0]?.message ?? 'Not a valid value' }],
    )
  return parsed.data
}
