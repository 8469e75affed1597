import type { ListQuery } from '@campus/core'
import { checkListQuery, filterNumber, projectFields, sortRecords, type ListSpec } from '@campus/db'

/**
 * Applies the list grammar to records already read with one Query, for lists that join what the partition
 * holds (years with their groups, departments with their faculty department) and for membership tests on
 * nested fields (`stafflist.staffid`). Same rules as `queryList`: undeclared fields are a 400 naming the
 * allowed ones; `fields`, `sort`, `order`, `start` and `count` behave alike.
 */
export function listRecords(
  records: readonly Record<string, unknown>[],
  query: ListQuery,
  spec: ListSpec,
): Record<string, unknown>[] {
  checkListQuery(query, spec)
  const filters = query.filter.map(({ field, value }) => ({
    field,
    value: spec.filter[field] === 'number' ? filterNumber(field, value) : value,
  }))
  const matching = records.filter(
    (record) =>
      filters.every(({ field, value }) => record[field] === value) &&
      query.in.every(({ field, value }) => valuesAt(record, field).includes(value)),
  )
  if (query.sort) sortRecords(matching, query.sort, query.order)
  else if (query.order === 'desc') matching.reverse()
  return matching
    .slice(query.start, query.start + query.count)
    .map((record) => projectFields(record, query.fields))
}

/** The values of an array field, or of one key of its objects for a dotted name (`stafflist.staffid`). */
function valuesAt(record: Record<string, unknown>, field: string): unknown[] {
  const dot = field.indexOf('.')
  const value = record[dot < 0 ? field : field.slice(0, dot)]
  if (!Array.isArray(value)) return []
  if (dot < 0) return value
  const key = field.slice(dot + 1)
  return value.map((element: unknown) =>
    typeof element === 'object' && element !== null ? (element as Record<string, unknown>)[key] : undefined,
  )
}

/** The query with a presentation order for when the caller names none (`order` alone still applies to it). */
export const withDefaultSort = (query: ListQuery, sort: string, order: 'asc' | 'desc' = 'asc'): ListQuery =>
  query.sort ? query : { ...query, sort, order: query.order === 'desc' ? flip(order) : order }

const flip = (order: 'asc' | 'desc') => (order === 'asc' ? 'desc' : 'asc')
