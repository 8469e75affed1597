import { QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { AppError, MAX_LIST_COUNT, type ListQuery } from '@campus/core'

/** What one list endpoint accepts. Anything else in the query is a 400 that names what is allowed. */
export interface ListSpec {
  /** Equality filters, with the type the attribute is stored as. */
  readonly filter: Readonly<Record<string, 'string' | 'number'>>
  /** Array attributes that `in=field eq value` may test for membership. */
  readonly in?: readonly string[]
  /** Fields `sort=` may name. */
  readonly sort?: readonly string[]
}

/** The key a list reads: one partition of the table or of an index, optionally narrowed by a sort-key prefix. */
export interface ListKey {
  readonly indexName?: string
  readonly partition: { readonly attribute: string; readonly value: string }
  readonly sortKeyPrefix?: { readonly attribute: string; readonly value: string }
  /** Filter fields the key already guarantees, so they are not filtered again. */
  readonly satisfies?: readonly string[]
  /** The field the key's sort order follows; sorting on it needs no pass in memory. */
  readonly orderedBy?: string
}

/** Throws a 400 naming the allowed fields when the query uses a field the endpoint did not declare. */
export function checkListQuery(query: ListQuery, spec: ListSpec) {
  const allowedFilters = Object.keys(spec.filter)
  const refuse = (kind: string, field: string, allowed: readonly string[]) => {
    throw new AppError(
      400,
      'LIST_FIELD_NOT_ALLOWED',
      `Cannot ${kind} on "${field}". Allowed: ${allowed.length ? allowed.join(', ') : 'none'}.`,
      { field, allowed },
    )
  }
  for (const { field } of query.filter) if (!(field in spec.filter)) refuse('filter', field, allowedFilters)
  for (const { field } of query.in)
    if (!spec.in?.includes(field)) refuse('test membership', field, spec.in ?? [])
  if (query.sort && !spec.sort?.includes(query.sort)) refuse('sort', query.sort, spec.sort ?? [])
}

/** Value of the first equality condition on `field`, if the query has one. */
export const filterValue = (query: ListQuery, field: string) =>
  query.filter.find((condition) => condition.field === field)?.value

const INTERNAL_ATTRIBUTE = /^(pk|sk|gsi\d+pk|gsi\d+sk|ttl|__edb_e__|__edb_v__)$/

/** Removes key and library attributes, leaving the record as the API shows it. */
export function stripKeys(item: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(item).filter(([key]) => !INTERNAL_ATTRIBUTE.test(key)))
}

/**
 * Runs a list query as DynamoDB Queries on one bounded key: remaining filters become a FilterExpression,
 * pages are read internally until `start + count` items are in hand (count up to 100000), then sorted if the
 * key's order is not the one asked for, sliced and projected. Never a Scan.
 */
export async function queryList(
  client: DynamoDBDocumentClient,
  table: string,
  key: ListKey,
  query: ListQuery,
  spec: ListSpec,
  toRecord: (item: Record<string, unknown>) => Record<string, unknown> = stripKeys,
): Promise<Record<string, unknown>[]> {
  checkListQuery(query, spec)
  const names: Record<string, string> = { '#p': key.partition.attribute }
  const values: Record<string, unknown> = { ':p': key.partition.value }
  let keyCondition = '#p = :p'
  if (key.sortKeyPrefix) {
    names['#s'] = key.sortKeyPrefix.attribute
    values[':s'] = key.sortKeyPrefix.value
    keyCondition += ' AND begins_with(#s, :s)'
  }

  const filters: string[] = []
  query.filter
    .filter(({ field }) => !key.satisfies?.includes(field))
    .forEach(({ field, value }, index) => {
      names[`#f${index}`] = field
      values[`:f${index}`] = spec.filter[field] === 'number' ? filterNumber(field, value) : value
      filters.push(`#f${index} = :f${index}`)
    })
  query.in.forEach(({ field, value }, index) => {
    names[`#i${index}`] = field
    values[`:i${index}`] = value
    filters.push(`contains(#i${index}, :i${index})`)
  })

  const sortInMemory = query.sort !== undefined && query.sort !== key.orderedBy
  const wanted = sortInMemory ? MAX_LIST_COUNT : query.start + query.count
  const items: Record<string, unknown>[] = []
  let exclusiveStartKey: Record<string, unknown> | undefined
  do {
    const page = await client.send(
      new QueryCommand({
        TableName: table,
        IndexName: key.indexName,
        KeyConditionExpression: keyCondition,
        FilterExpression: filters.length ? filters.join(' AND ') : undefined,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
        ScanIndexForward: sortInMemory || query.order === 'asc',
        ExclusiveStartKey: exclusiveStartKey,
      }),
    )
    for (const item of page.Items ?? []) items.push(item)
    exclusiveStartKey = page.LastEvaluatedKey
    if (sortInMemory && items.length > MAX_LIST_COUNT) {
      throw new AppError(
        400,
        'LIST_TOO_LARGE',
        `More than ${MAX_LIST_COUNT} records match; narrow the filter.`,
      )
    }
  } while (exclusiveStartKey && items.length < wanted)

  if (sortInMemory && query.sort) sortRecords(items, query.sort, query.order)
  const records = items.slice(query.start, query.start + query.count).map(toRecord)
  return records.map((record) => projectFields(record, query.fields))
}

/** A filter value for a field stored as a number; a 400 naming the field when it is not one. */
export function filterNumber(field: string, value: string) {
  const number = Number(value)
  if (value.trim() === '' || Number.isNaN(number)) {
    throw new AppError(400, 'INVALID_LIST_QUERY', `Filter "${field}" needs a number, not "${value}".`)
  }
  return number
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true })

/** Sorts in place, missing values last, numbers as numbers and text as people read it; returns the array. */
export function sortRecords<Item extends object>(
  items: Item[],
  field: string,
  order: 'asc' | 'desc' = 'asc',
) {
  const direction = order === 'asc' ? 1 : -1
  items.sort((a, b) => {
    const left = (a as Record<string, unknown>)[field]
    const right = (b as Record<string, unknown>)[field]
    if (left === right) return 0
    if (left === undefined || left === null) return 1
    if (right === undefined || right === null) return -1
    if (typeof left === 'number' && typeof right === 'number') return (left - right) * direction
    return collator.compare(asText(left), asText(right)) * direction
  })
  return items
}

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value))

/** The record narrowed to `fields` (the legacy `fields=` projection); all of it when `fields` is empty. */
export function projectFields(record: Record<string, unknown>, fields: readonly string[]) {
  if (!fields.length) return record
  return Object.fromEntries(fields.filter((field) => field in record).map((field) => [field, record[field]]))
}
