import { AppError, type ErrorDetail } from './errors'

/**
 * The list-query grammar both legacy backends understood, parsed into one shape.
 *
 * Two spellings reach the API:
 * - `/api` style, one parameter per part: `filter=a eq X,b eq Y`, `in=arrayField eq X`, repeated
 *   `fields=`, `sort=`, `order=asc|des|dec|desc`, `start=`, `count=`, and this portal's `cursor=`.
 * - `/boot` style, one `query=` parameter holding `;`-separated `name:value` clauses:
 *   `query=start:0;count:50;filter:a eq X,b eq Y`, usually with a separate plain `order=des`.
 *
 * Conditions are `<field> eq <value>` joined by commas; `eq` is the only operator. Because the comma (and,
 * inside `query=`, the semicolon) separates parts, a value cannot contain a comma (nor a `;` in the `/boot`
 * form): the legacy grammar has no escape, so such a value splits into a stray condition and is refused as
 * malformed.
 */

/** One `<field> eq <value>` condition, field and value trimmed. */
export interface ListCondition {
  field: string
  value: string
}

/**
 * A parsed list query. Which fields an endpoint may filter or sort on is checked by the endpoint, not here.
 */
export interface ListQuery {
  /** Equality conditions (`eq` only), all of which must hold. */
  filter: ListCondition[]
  /** Membership conditions: `value` must be an element of the array field `field`. */
  in: ListCondition[]
  /** Projection; empty means all fields. */
  fields: string[]
  sort?: string
  order: 'asc' | 'desc'
  /** Offset of the first record returned, default 0. */
  start: number
  /** Maximum number of records returned, default {@link MAX_LIST_COUNT}. */
  count: number
  /**
   * Where the previous page ended, as the list answered it (`X-Next-Cursor`, or the `cursor` of a too-large
   * answer): the list continues after it instead of reading from the start. Opaque; checked by the list.
   */
  cursor?: string
}

/** The largest `count` accepted; the legacy client sends `count=100000` to mean "all". */
export const MAX_LIST_COUNT = 100000

/** Field names are identifiers, dotted for nested attributes (`stafflist.staffid`, `_id`). */
const FIELD_NAME = /^[A-Za-z0-9_.]+$/

/**
 * A condition is a field, whitespace, then `eq`. The value follows `eq` with or without a space, because the
 * legacy client sends `usertype eqHOD` and `staffTypeId eq<id>`. Requiring whitespace before `eq` is what
 * keeps a field such as `equipment` whole: the operator is only ever looked for after the first run of
 * non-space text.
 */
const CONDITION = /^(\S+)\s+eq([\s\S]*)$/

// A Map, not an object literal, so `order=constructor` cannot resolve to an inherited property.
const ORDERS: ReadonlyMap<string, ListQuery['order']> = new Map<string, ListQuery['order']>([
  ['asc', 'asc'],
  ['des', 'desc'],
  ['dec', 'desc'],
  ['desc', 'desc'],
])

/** The clauses `query=` may hold: the same vocabulary as the `/api` parameters. */
const CLAUSES = 'filter, in, fields, sort, order, start, count, cursor'

type Scalar = 'sort' | 'order' | 'start' | 'count' | 'cursor'

/** Cursors are base64url text the list wrote; a longer one was not. */
const CURSOR = /^[A-Za-z0-9_-]{1,2048}$/
type Source = 'param' | 'query'

/** Longer echoes of client input would bloat the error body without helping anyone find the mistake. */
const MAX_ECHO = 80

const echo = (text: string) => JSON.stringify(text.length > MAX_ECHO ? `${text.slice(0, MAX_ECHO)}…` : text)

function invalid(path: string, message: string): never {
  const details: ErrorDetail[] = [{ path, message }]
  throw new AppError(400, 'INVALID_LIST_QUERY', `Invalid list query: ${message}`, details)
}

/**
 * Parses a request's query string into a {@link ListQuery}, accepting both legacy forms (they may be mixed)
 * and the legacy client's loose spacing: keys are trimmed (the client sends `filter =`), and spaces around
 * `eq`, commas and values are ignored. Parameters outside the grammar (`token`, `operation`, `id`, ...) are
 * ignored.
 *
 * @throws AppError 400 `INVALID_LIST_QUERY` naming the bad part: a condition without `eq`, an empty or
 *   invalid field, an empty value, a non-numeric or negative `start`/`count`, a `count` above
 *   {@link MAX_LIST_COUNT}, an unknown `order`, an unknown `query=` clause, or the same scalar (`sort`,
 *   `order`, `start`, `count`) given twice.
 */
export function parseListQuery(params: URLSearchParams): ListQuery {
  const result: ListQuery = { filter: [], in: [], fields: [], order: 'asc', start: 0, count: MAX_LIST_COUNT }
  // Two values for one scalar (say `start=0` and `query=start:50`) have no right answer, so they are refused.
  const seen = new Map<Scalar, Source>()

  const setScalar = (name: Scalar, raw: string, source: Source) => {
    const path = source === 'query' ? `query.${name}` : name
    if (seen.has(name)) invalid(path, `"${name}" is given more than once`)
    seen.set(name, source)
    const value = raw.trim()
    switch (name) {
      case 'sort':
        result.sort = parseField(value, path, 'sort field')
        break
      case 'order': {
        const order = ORDERS.get(value.toLowerCase())
        if (!order) invalid(path, `order ${echo(value)} is not one of asc, des, dec, desc`)
        result.order = order
        break
      }
      case 'start':
        result.start = parseCount(value, path, 'start', Number.MAX_SAFE_INTEGER)
        break
      case 'count':
        result.count = parseCount(value, path, 'count', MAX_LIST_COUNT)
        break
      case 'cursor':
        if (!CURSOR.test(value)) invalid(path, `cursor ${echo(value)} is not one this list gave out`)
        result.cursor = value
        break
    }
  }

  const addFields = (raw: string, path: string) => {
    // Repeated `fields=` is the legacy form; a comma-separated list is accepted too since names hold no
    // commas.
    for (const part of raw.split(',')) {
      const field = parseField(part.trim(), path, 'field in fields')
      if (!result.fields.includes(field)) result.fields.push(field)
    }
  }

  /** Applies one list parameter, given in the URL or as a `query=` clause; false if `name` is none. */
  const applyParam = (name: string, value: string, source: Source): boolean => {
    const path = source === 'query' ? `query.${name}` : name
    switch (name) {
      case 'filter':
      case 'in':
        result[name].push(...parseConditions(value, path))
        return true
      case 'fields':
        addFields(value, path)
        return true
      case 'sort':
      case 'order':
      case 'start':
      case 'count':
      case 'cursor':
        setScalar(name, value, source)
        return true
      default:
        return false
    }
  }

  for (const [rawKey, value] of params) {
    const key = rawKey.trim()
    if (key !== 'query') {
      // Anything not a list parameter (token, operation, id, plain named params) belongs to the endpoint.
      applyParam(key, value, 'param')
      continue
    }
    for (const clause of value.split(';')) {
      // A trailing or doubled `;` is separator noise, not a clause, and cannot be misread as one.
      if (clause.trim() === '') continue
      const colon = clause.indexOf(':')
      if (colon < 0) invalid('query', `clause ${echo(clause.trim())} has no ":" (expected name:value)`)
      const name = clause.slice(0, colon).trim()
      if (!applyParam(name, clause.slice(colon + 1), 'query'))
        invalid('query', `unknown clause ${echo(name)} (expected one of ${CLAUSES})`)
    }
  }
  // A cursor already says where the page starts; an offset on top of it has no single meaning.
  if (result.cursor !== undefined && result.start > 0)
    invalid('cursor', 'give either start or cursor, not both')
  return result
}

/** Parses a comma-joined list of `<field> eq <value>` conditions; a blank list means no conditions. */
function parseConditions(raw: string, path: string): ListCondition[] {
  if (raw.trim() === '') return []
  return raw.split(',').map((part, index) => {
    const condition = part.trim()
    const where = `condition ${index + 1} of ${path}`
    if (condition === '') invalid(path, `${where} is empty (stray comma, or a value containing a comma)`)
    const match = CONDITION.exec(condition)
    if (!match) {
      if (/^eq(\s|$)/.test(condition)) invalid(path, `${where} ${echo(condition)} has no field before "eq"`)
      invalid(path, `${where} ${echo(condition)} has no "eq" operator (expected "<field> eq <value>")`)
    }
    const field = parseField(match[1] ?? '', path, `field of ${where}`)
    const value = (match[2] ?? '').trim()
    if (value === '') invalid(path, `${where} ${echo(condition)} has no value after "eq"`)
    return { field, value }
  })
}

function parseField(name: string, path: string, what: string): string {
  if (name === '') invalid(path, `${what} is empty`)
  if (!FIELD_NAME.test(name))
    invalid(path, `${what} ${echo(name)} is not a field name (letters, digits, _ and .)`)
  return name
}

function parseCount(value: string, path: string, name: string, max: number): number {
  // Digits only: rejects "-1", "1.5", "1e3", "+2" and "" that Number() would wave through or bend.
  if (!/^\d+$/.test(value)) invalid(path, `${name} ${echo(value)} is not a non-negative whole number`)
  const number = Number(value)
  if (number > max) invalid(path, `${name} ${value} is above the maximum of ${max}`)
  return number
}

/**
 * The fields one list route allows, by what a request may do with them: the names its `ListSpec` declares
 * (`filter` keys, `in`, `sort`). `never` where it allows none. The default allows any name, for code that
 * writes the grammar without knowing the route.
 */
export interface ListFields {
  readonly filter: string
  readonly in: string
  readonly sort: string
}

/** Values by field name; for a list allowing no such field there is no object to give, so any field fails. */
type ValuesOf<Field extends string, Value> = [Field] extends [never]
  ? never
  : { readonly [Name in Field]?: Value }

/** What a caller asks of a list endpoint; {@link listSearchParams} writes it in the `/api` grammar. */
export interface ListRequest<Fields extends ListFields = ListFields> {
  filter?: ValuesOf<Fields['filter'], string | number | undefined>
  in?: ValuesOf<Fields['in'], string | undefined>
  fields?: readonly string[]
  sort?: Fields['sort']
  order?: ListQuery['order']
  start?: number
  count?: number
  cursor?: string
}

/**
 * `<field> eq <value>` conditions, comma-joined, as `filter=` and `in=` carry them. The type names the first
 * condition's field only (a template type cannot repeat), which is enough to carry the allowed names.
 */
export type ListConditions<Field extends string> = `${Field} eq ${string}`

/**
 * The `/api` grammar's query parameters for a list allowing `Fields`: what a list route declares as its
 * input, so the typed client (`hc`) knows each list's fields. `query=` is the `/boot` spelling of the rest.
 */
export interface ListParams<Fields extends ListFields = ListFields> {
  filter?: ListConditions<Fields['filter']>
  in?: ListConditions<Fields['in']>
  fields?: string | string[]
  sort?: Fields['sort']
  order?: 'asc' | 'des' | 'dec' | 'desc'
  start?: string
  count?: string
  cursor?: string
  query?: string
}

/**
 * The query string of a list call (`filter=a eq X,b eq Y&in=…&sort=…&order=…&start=…&count=…`), leaving out
 * conditions whose value is undefined or empty. Values must not contain commas; ids and codes never do.
 */
export function listSearchParams<Fields extends ListFields>(request: ListRequest<Fields>): URLSearchParams {
  const params = new URLSearchParams()
  const conditions = (record: Readonly<Record<string, string | number | undefined>> | undefined) =>
    Object.entries(record ?? {})
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([field, value]) => `${field} eq ${String(value)}`)
      .join(',')
  const filter = conditions(request.filter)
  if (filter) params.set('filter', filter)
  const membership = conditions(request.in)
  if (membership) params.set('in', membership)
  for (const field of request.fields ?? []) params.append('fields', field)
  if (request.sort) params.set('sort', request.sort)
  if (request.order) params.set('order', request.order === 'desc' ? 'des' : 'asc')
  if (request.start !== undefined) params.set('start', String(request.start))
  if (request.count !== undefined) params.set('count', String(request.count))
  if (request.cursor) params.set('cursor', request.cursor)
  return params
}

/**
 * {@link listSearchParams} as the typed client's `query` argument: the same parameters in the same order
 * (`fields` an array when repeated), so `endpoint.$get({ query: listParams(request) })` sends the same URL.
 */
export function listParams<Fields extends ListFields>(request: ListRequest<Fields>): ListParams<Fields> {
  const params: Record<string, string | string[]> = {}
  for (const [name, value] of listSearchParams(request)) {
    const held = params[name]
    params[name] = held === undefined ? value : [...(Array.isArray(held) ? held : [held]), value]
  }
  // Unchecked by the compiler (a record of strings passes for any object of optional strings), and sound:
  // listSearchParams writes only the grammar's parameters, and conditions and a sort only on the request's
  // fields, which ListRequest<Fields> kept to the list's.
  return params
}
