import { AppError, type ListQuery } from '@campus/core'
import { checkListQuery, projectFields, type ListSpec } from '@campus/db'

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
    value: spec.filter[field] === 'number' ? toNumber(field, value) : value,
  }))
  const matching = records.filter(
    (record) =>
      filters.every(({ field, value }) => record[field] === value) &&
      query.in.every(({ field, value }) => valuesAt(record, field).includes(value)),
  )
  if (query.sort) sortBy(matching, query.sort, query.order)
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

function toNumber(field: string, value: string) {
  const number = Number(value)
  if (value.trim() === '' || Number.isNaN(number)) {
    throw new AppError(400, 'INVALID_LIST_QUERY', `Filter "${field}" needs a number, not "${value}".`)
  }
  return number
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true })

/** Sorts in place, missing values last, numbers as numbers and text as people read it. */
export function sortBy<Item extends object>(records: Item[], field: string, order: 'asc' | 'desc' = 'asc') {
  const direction = order === 'asc' ? 1 : -1
  records.sort((a, b) => {
    const left = (a as Record<string, unknown>)[field]
    const right = (b as Record<string, unknown>)[field]
    if (left === right) return 0
    if (left === undefined || left === null) return 1
    if (right === undefined || right === null) return -1
    if (typeof left === 'number' && typeof right === 'number') return (left - right) * direction
    return collator.compare(asText(left), asText(right)) * direction
  })
  return records
}

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value))

/** The query with a presentation order for when the caller names none (`order` alone still applies to it). */
export const withDefaultSort = (query: ListQuery, sort: string, order: 'asc' | 'desc' = 'asc'): ListQuery =>
  query.sort ? query : { ...query, sort, order: query.order === 'desc' ? flip(order) : order }

const flip = (order: 'asc' | 'desc') => (order === 'asc' ? 'desc' : 'asc')
