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
  /**
   * Whether records keep the stored attribute names (the record mapper only removes attributes), so `fields`
   * can become a ProjectionExpression and DynamoDB reads only those.
   */
  readonly storedNames?: boolean
}

/**
 * The field names a spec allows, by use: literal names when the spec is declared
 * `{ ... } as const satisfies ListSpec`, so a list route's typed client knows them (see `ListFields`).
 */
export interface ListSpecFields<Spec extends ListSpec> {
  readonly filter: keyof Spec['filter'] & string
  readonly in: NamesIn<Spec['in']>
  readonly sort: NamesIn<Spec['sort']>
}

/** The names of an optional list of names; none when the spec leaves it out. */
type NamesIn<Names> = Names extends readonly (infer Name extends string)[] ? Name : never

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

/**
 * The key of a list that reads one partition of the table, or of `index` (whose key attributes are
 * `<index>pk` and `<index>sk`), narrowed to sort keys starting `skPrefix` when one is given.
 */
export function partitionListKey(
  index: string | undefined,
  pk: string,
  { skPrefix, ...rest }: { skPrefix?: string } & Pick<ListKey, 'satisfies' | 'orderedBy'> = {},
): ListKey {
  const prefix = index ?? ''
  return {
    ...(index ? { indexName: index } : {}),
    partition: { attribute: `${prefix}pk`, value: pk },
    ...(skPrefix ? { sortKeyPrefix: { attribute: `${prefix}sk`, value: skPrefix } } : {}),
    ...rest,
  }
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

/**
 * The value a list must be narrowed to (`filter=<field> eq <value>`, or `/boot`'s `query=filter:…`), or a 400
 * LIST_FILTER_REQUIRED asking which `what` (the field's name unless told).
 */
export function requiredFilterValue(query: ListQuery, field: string, what = field): string {
  const value = filterValue(query, field)
  if (!value)
    throw new AppError(400, 'LIST_FILTER_REQUIRED', `Say which ${what}: filter ${field} eq <value>.`, [
      { path: `filter.${field}`, message: `${field} is required` },
    ])
  return value
}

const INTERNAL_ATTRIBUTE = /^(pk|sk|gsi\d+pk|gsi\d+sk|ttl|__edb_e__|__edb_v__)$/

/** Removes key and library attributes, leaving the record as the API shows it. */
export function stripKeys(item: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(item).filter(([key]) => !INTERNAL_ATTRIBUTE.test(key)))
}

/** One page of a list, and how to continue after any record of it. */
export interface ListPage {
  readonly records: Record<string, unknown>[]
  /** The cursor that continues the list after `records[index]`. */
  cursorAfter(index: number): string
  /** The cursor that continues after the last record, when more may follow. */
  readonly next?: string
}

/**
 * Runs a list query as DynamoDB Queries on one bounded key: remaining filters become a FilterExpression,
 * pages are read internally until `start + count` items are in hand (count up to 100000), then sorted if the
 * key's order is not the one asked for, sliced and projected. Never a Scan.
 *
 * A page in key order continues from a cursor holding the last record's key (`ExclusiveStartKey`), so page
 * 100 reads what page 100 holds, not the 99 before it. A page sorted in memory has no key to continue from:
 * its cursor is an offset into the (bounded) partition.
 */
export async function queryListPage(
  client: DynamoDBDocumentClient,
  table: string,
  key: ListKey,
  query: ListQuery,
  spec: ListSpec,
  toRecord: (item: Record<string, unknown>) => Record<string, unknown> = stripKeys,
): Promise<ListPage> {
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
  const keyAttributes = keyAttributesOf(key)
  const resumeAt = query.cursor === undefined ? undefined : readCursor(query.cursor, key, keyAttributes)
  // A cursor of the other kind was written for another sort of this list.
  if (resumeAt && sortInMemory !== 'offset' in resumeAt) throw invalidCursor()
  const start = resumeAt && 'offset' in resumeAt ? resumeAt.offset : query.start
  const projection = projectionOf(query, spec, keyAttributes, names)
  const wanted = sortInMemory ? MAX_LIST_COUNT : start + query.count
  const items: Record<string, unknown>[] = []
  let exclusiveStartKey: Record<string, unknown> | undefined =
    resumeAt && 'key' in resumeAt ? resumeAt.key : undefined
  do {
    const page = await client.send(
      new QueryCommand({
        TableName: table,
        IndexName: key.indexName,
        KeyConditionExpression: keyCondition,
        FilterExpression: filters.length ? filters.join(' AND ') : undefined,
        ProjectionExpression: projection,
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
  const pageItems = items.slice(start, start + query.count)
  const cursorAfter = (index: number) =>
    sortInMemory
      ? writeCursor({ offset: start + index + 1 })
      : writeCursor({ key: pick(pageItems[index] ?? {}, keyAttributes) })
  const more = items.length > start + pageItems.length || exclusiveStartKey !== undefined
  return {
    records: pageItems.map((item) => projectFields(toRecord(item), query.fields)),
    cursorAfter,
    ...(more && pageItems.length ? { next: cursorAfter(pageItems.length - 1) } : {}),
  }
}

/** A page holding every record asked for (a list read in one piece, not from a key): it continues by offset. */
export const pageOf = (records: Record<string, unknown>[]): ListPage => ({
  records,
  cursorAfter: (index) => writeCursor({ offset: index + 1 }),
})

/** A cursor that carries another: a list made of several key reads names the read and its place in it. */
export const nestCursor = (part: number, inner: string) =>
  Buffer.from(JSON.stringify({ part, inner })).toString('base64url')

/** The read and inner cursor of a {@link nestCursor} cursor, or a 400. */
export function readNestedCursor(text: string, parts: number): { part: number; inner: string } {
  try {
    const cursor: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'))
    if (typeof cursor === 'object' && cursor !== null && 'part' in cursor && 'inner' in cursor) {
      const { part, inner } = cursor
      if (
        Number.isSafeInteger(part) &&
        Number(part) >= 0 &&
        Number(part) < parts &&
        typeof inner === 'string'
      )
        return { part: Number(part), inner }
    }
  } catch {
    // Not JSON: refused below like any other cursor this list did not write.
  }
  throw invalidCursor()
}

/** {@link queryListPage}'s records alone, for lists whose callers never continue them. */
export async function queryList(
  ...args: Parameters<typeof queryListPage>
): Promise<Record<string, unknown>[]> {
  return (await queryListPage(...args)).records
}

/**
 * The attributes DynamoDB reads when `fields` is given, so a 100,000-record list moves only what is shown:
 * the fields, the sort field, and the keys a cursor needs. Only for specs whose records keep stored names.
 */
function projectionOf(
  query: ListQuery,
  spec: ListSpec,
  keyAttributes: readonly string[],
  names: Record<string, string>,
) {
  if (!spec.storedNames || !query.fields.length) return undefined
  const attributes = new Set([...query.fields, ...(query.sort ? [query.sort] : []), ...keyAttributes])
  return [...attributes]
    .map((attribute, index) => {
      // A dotted field projects its top-level attribute; projectFields narrows what is shown.
      names[`#a${index}`] = attribute.split('.')[0] ?? attribute
      return `#a${index}`
    })
    .join(', ')
}

/** The attributes of an item's key in the table and in the index read: what `ExclusiveStartKey` holds. */
const keyAttributesOf = (key: ListKey) => [
  'pk',
  'sk',
  ...(key.indexName ? [`${key.indexName}pk`, `${key.indexName}sk`] : []),
]

type ListCursor = { key: Record<string, unknown> } | { offset: number }

const writeCursor = (cursor: ListCursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url')

const invalidCursor = () =>
  new AppError(400, 'INVALID_LIST_QUERY', 'Invalid list query: the cursor does not belong to this list.', [
    { path: 'cursor', message: 'the cursor does not belong to this list' },
  ])

/**
 * A cursor this list wrote, or a 400: a key cursor must hold exactly this key's string attributes and lie
 * inside the partition (and sort-key prefix) read, so no cursor can start a Query elsewhere.
 */
function readCursor(text: string, key: ListKey, keyAttributes: readonly string[]): ListCursor {
  let cursor: unknown
  try {
    cursor = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'))
  } catch {
    throw invalidCursor()
  }
  if (typeof cursor !== 'object' || cursor === null) throw invalidCursor()
  if ('offset' in cursor) {
    const { offset } = cursor
    if (typeof offset === 'number' && Number.isSafeInteger(offset) && offset >= 0) return { offset }
    throw invalidCursor()
  }
  if (!('key' in cursor) || typeof cursor.key !== 'object' || cursor.key === null) throw invalidCursor()
  const startKey = cursor.key as Record<string, unknown>
  const attributes = Object.keys(startKey)
  const wellFormed =
    attributes.length === keyAttributes.length &&
    keyAttributes.every((attribute) => typeof startKey[attribute] === 'string') &&
    startKey[key.partition.attribute] === key.partition.value &&
    (!key.sortKeyPrefix || String(startKey[key.sortKeyPrefix.attribute]).startsWith(key.sortKeyPrefix.value))
  if (!wellFormed) throw invalidCursor()
  return { key: startKey }
}

const pick = (item: Record<string, unknown>, attributes: readonly string[]) =>
  Object.fromEntries(attributes.filter((name) => name in item).map((name) => [name, item[name]]))

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
