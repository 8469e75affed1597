// The manifests name their tables (TableName), so `tables.identity` and the others are known here.
import type {} from '@campus/functions/academics/manifest'
import type {} from '@campus/functions/events/manifest'
import type {} from '@campus/functions/feedback/manifest'
import type {} from '@campus/functions/identity/manifest'
import type {} from '@campus/functions/mentoring/manifest'
import { paginateScan, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import type { UserType } from '@campus/core'
import { allowedUserTypes, operationsOf, type AppEnv, type Operation } from '@campus/http'
import { callApp, type CallResult, tokensByUserType } from '@campus/testing'
import type { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import * as z from 'zod'
import { createAcademicsFixture } from '../../functions/academics/testing/fixture'
import { createEventsFixture } from '../../functions/events/testing/fixture'
import { createFeedbackFixture } from '../../functions/feedback/testing/fixture'
import { createIdentityFixture, PERSON_OF_USER_TYPE } from '../../functions/identity/testing/fixture'
import { createMentoringFixture } from '../../functions/mentoring/testing/fixture'

/**
 * Every write route of every domain (POST, PUT, PATCH, DELETE), called as the administrator (or, where the
 * administrator may not call it, the first user type that may) with bodies and paths a careless or hostile
 * client sends: malformed JSON, wrong types where the route's schema wants others, huge strings, deep nesting,
 * and unicode edge cases (lone surrogates, NUL and other control characters, RTL override, emoji, combining
 * marks, zero-width joiners, 4-byte characters) in every string field and path parameter.
 *
 * Two rules, for every call: no answer is a 5xx, and an answer in the 4xx range leaves the domain's tables
 * exactly as they were (a Scan before and after; Scans are fine in tests). Cases are drawn with a fixed seed
 * and bounded per route, so a run is repeatable and quick.
 */

const SEED = 20261125
/** Cases drawn per route from everything that could be sent to it. */
const CASES_PER_ROUTE = 24

/** A small seeded generator (mulberry32), so every run sends the same cases. */
function random(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Strings every text field and path parameter gets: some must be refused, all must never fail the server. */
const EDGE_STRINGS = [
  '\ud800',
  'x\udc00y',
  '\udbff',
  'a\u0000b',
  'a\u0007b\u001b',
  '\u202eevil.exe',
  '👩‍💻🏳️‍🌈',
  'e\u0301\u0301\u0301',
  'a\u200db\u200c\u2060',
  '𠀋𝕏\u{10FFFF}',
  '',
  ' ',
  '=HYPERLINK("http://evil.example")',
  '../../etc/passwd',
  '%ED%A0%80',
]

/** Path parameter values, as they travel in the URL (some percent-encoded as a client would). */
const EDGE_PARAMS = [
  'fuzz-missing',
  '%ED%A0%80',
  'a%00b',
  '%E2%80%AE',
  '%F0%9F%91%A9%E2%80%8D%F0%9F%92%BB',
  'e%CC%81',
  '%F0%A0%80%8B',
  'x'.repeat(2000),
  '%25',
  '..%2F..',
]

interface JsonSchema {
  type?: string | string[]
  format?: string
  minLength?: number
  minimum?: number
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  enum?: unknown[]
  const?: unknown
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
  $ref?: string
  $defs?: Record<string, JsonSchema>
}

/** The JSON Schema of a route's body, with its `$ref`s resolved one level and unions reduced to a variant. */
function bodySchemaOf(operation: Operation): JsonSchema | undefined {
  const schema = operation.meta.request?.json
  if (!schema) return undefined
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema
  const defs = json.$defs ?? {}
  const resolve = (node: JsonSchema | undefined): JsonSchema | undefined => {
    if (!node) return undefined
    if (node.$ref) return resolve(defs[node.$ref.replace('#/$defs/', '')])
    const variant = node.anyOf?.find((v) => v.type !== 'null') ?? node.oneOf?.[0] ?? node.allOf?.[0]
    return variant ? { ...resolve(variant), ...node, anyOf: undefined, oneOf: undefined } : node
  }
  return resolve(json)
}

const typeOf = (schema: JsonSchema | undefined) =>
  Array.isArray(schema?.type) ? schema.type.find((t) => t !== 'null') : schema?.type

/** Emails made so far: each sample's is new, so a create is not refused as a duplicate before anything else. */
let emails = 0

/** A value of the right shape for a schema: a starting point that passes as much validation as it can. */
function sample(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 4) return 'fuzz'
  if (schema.const !== undefined) return schema.const
  if (schema.enum?.length) return schema.enum[0]
  switch (typeOf(schema)) {
    case 'string':
      if (schema.format === 'email') return `fuzz${(emails += 1)}@test.local`
      return 'fuzz'.padEnd(schema.minLength ?? 0, 'z')
    case 'number':
    case 'integer':
      return Math.max(1, schema.minimum ?? 1)
    case 'boolean':
      return true
    case undefined:
      return 'fuzz'
    case 'array':
      return []
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([key]) => schema.required?.includes(key))
          .map(([key, child]) => [key, sample(child, depth + 1)]),
      )
    default:
      return 'fuzz'
  }
}

/** A value of another type than the schema wants. */
const wrongTypes = (schema: JsonSchema | undefined): unknown[] => {
  const type = typeOf(schema)
  const all: unknown[] = ['text', 12345, -1.5e308, true, null, [], ['a', 1], { a: { b: 1 } }]
  return all.filter((value) => {
    if (value === null) return true
    if (Array.isArray(value)) return type !== 'array'
    if (typeof value === 'object') return type !== 'object'
    if (typeof value === 'number') return type !== 'number' && type !== 'integer'
    return typeof value !== type
  })
}

const nested = (depth: number): unknown => {
  let value: unknown = 'leaf'
  for (let level = 0; level < depth; level++) value = level % 2 ? [value] : { a: value }
  return value
}

interface Case {
  label: string
  path: string
  /** A JSON value to send, or raw text. */
  body?: unknown
  raw?: string
  /** Sent whatever the draw: a lone surrogate in each field, at a record that exists (the probe's finding). */
  always?: boolean
}

/**
 * Every case that could be sent to a route; a seeded draw picks CASES_PER_ROUTE of them. Bodies go to a path
 * naming a record that exists (from `ids`) as often as to one that does not, so they reach the writes.
 */
function casesFor(operation: Operation, ids: readonly string[]): Case[] {
  const params = [...operation.path.matchAll(/:(\w+)/g)].map((match) => match[1]!)
  const pathWith = (value: string, at?: string) =>
    operation.path.replace(/:(\w+)/g, (_, name: string) =>
      at === undefined || at === name ? value : 'fuzz-id',
    )
  const targets = ['fuzz-id', ...ids].map((id) => pathWith(id))
  const existing = pathWith(ids[0] ?? 'fuzz-id')
  let made = 0
  /** The path of the next body case: each target in turn. */
  const next = () => targets[made++ % targets.length]!
  const path = pathWith('fuzz-id')
  const takesBody = operation.method !== 'DELETE' || !!operation.meta.request?.json
  const schema = bodySchemaOf(operation)
  const base = (schema ? sample(schema) : {}) as Record<string, unknown>
  const properties = Object.entries(schema?.properties ?? {})
  const cases: Case[] = []
  for (const name of params)
    for (const value of EDGE_PARAMS)
      cases.push({ label: `param ${name}=${value.slice(0, 20)}`, path: pathWith(value, name), body: base })
  cases.push({ label: 'query with NUL', path: `${path}?filter=id%20eq%20a%00`, body: base })
  if (!takesBody) return cases
  for (const raw of [
    '{"a":',
    '[',
    'null',
    '"text"',
    '123',
    '',
    '{"a":1}}',
    '\u0000',
    '{"__proto__":{"x":1}}',
  ])
    cases.push({ label: `malformed ${JSON.stringify(raw)}`, path: next(), raw })
  cases.push({ label: 'array body', path: next(), body: [base] })
  cases.push({ label: 'deep 15', path: next(), body: { ...base, [properties[0]?.[0] ?? 'a']: nested(15) } })
  cases.push({
    label: 'deep 100000',
    path: next(),
    raw: `{"a":${'['.repeat(100_000)}${']'.repeat(100_000)}}`,
  })
  for (const [name, child] of properties) {
    for (const value of wrongTypes(child))
      cases.push({
        label: `${name} as ${JSON.stringify(value)}`,
        path: next(),
        body: { ...base, [name]: value },
      })
    const type = typeOf(child)
    const stringish = type === 'string' || type === undefined
    if (stringish) {
      cases.push({
        label: `${name}="\\ud800"`,
        path: existing,
        body: { ...base, [name]: '\ud800' },
        always: true,
      })
      cases.push({ label: `${name} huge`, path: next(), body: { ...base, [name]: 'x'.repeat(100_000) } })
      for (const value of EDGE_STRINGS)
        cases.push({
          label: `${name}=${JSON.stringify(value)}`,
          path: next(),
          body: { ...base, [name]: value },
        })
    }
    if (type === 'array') {
      cases.push({
        label: `${name}=["\\ud800"]`,
        path: existing,
        body: { ...base, [name]: ['\ud800'] },
        always: true,
      })
      for (const value of EDGE_STRINGS.slice(0, 6))
        cases.push({
          label: `${name}=[${JSON.stringify(value)}]`,
          path: next(),
          body: { ...base, [name]: [value] },
        })
      cases.push({
        label: `${name} huge array`,
        path: next(),
        body: { ...base, [name]: Array(20_000).fill('x') },
      })
    }
  }
  return cases
}

/** The cases marked `always`, and `count` more drawn with the seeded generator. */
function draw(cases: Case[], count: number, next: () => number) {
  const pool = cases.filter((test) => !test.always)
  const picked: Case[] = cases.filter((test) => test.always)
  count += picked.length
  while (picked.length < count && pool.length)
    picked.push(pool.splice(Math.floor(next() * pool.length), 1)[0]!)
  return picked
}

/**
 * Items a refused request writes by design: a failed sign-in counts against the name's attempt budget, so that
 * guessing is throttled, and the lock it ends in is audited (functions/identity/sign-in-attempts.repository.ts).
 */
const WRITTEN_WHEN_REFUSED = (item: Record<string, unknown>) =>
  item.__edb_e__ === 'signInBudget' ||
  (item.__edb_e__ === 'audit' && item.action === 'LOCK_AFTER_FAILED_SIGN_INS')

/** Everything in the tables, in a canonical form: equal strings mean equal contents. */
async function snapshot(client: DynamoDBDocumentClient, tables: readonly string[]) {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : value && typeof value === 'object' && !(value instanceof Uint8Array) && !(value instanceof Set)
        ? Object.fromEntries(
            Object.keys(value)
              .sort()
              .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
          )
        : value instanceof Set
          ? [...value].sort()
          : value
  const items: string[] = []
  for (const table of tables)
    for await (const page of paginateScan({ client }, { TableName: table }))
      for (const item of page.Items ?? [])
        if (!WRITTEN_WHEN_REFUSED(item)) items.push(`${table} ${JSON.stringify(canonical(item))}`)
  return items.sort()
}

interface Subject {
  app: Hono<AppEnv>
  client: DynamoDBDocumentClient
  /** The tables a write of this domain may touch. */
  tables: readonly string[]
  tokenFor: (type: UserType) => Promise<string>
  /** Ids of records that exist, for path parameters: bodies then reach the writes behind the lookups. */
  ids?: readonly string[]
}

/** Sends a case as a browser would: the token as `token`, JSON with its content type. */
const send = (subject: Subject, method: string, test: Case, token: string | undefined) =>
  callApp(subject.app, method, test.path, {
    token,
    ...(test.raw !== undefined
      ? { rawBody: test.raw, headers: { 'content-type': 'application/json' } }
      : test.body === undefined
        ? {}
        : { body: test.body }),
  })

async function fuzzDomain(domain: string, subject: Subject) {
  const next = random(SEED + domain.length)
  const failures: string[] = []
  let calls = 0
  const writes = operationsOf(subject.app).filter(({ method }) =>
    ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method),
  )
  for (const operation of writes) {
    const access = operation.meta.access
    const types = access && access !== 'public' ? allowedUserTypes(access) : []
    const type = types.includes('ADMIN') ? 'ADMIN' : types[0]
    for (const test of draw(casesFor(operation, subject.ids ?? []), CASES_PER_ROUTE, next)) {
      const token = type ? await subject.tokenFor(type) : undefined
      const before = await snapshot(subject.client, subject.tables)
      let response: CallResult
      try {
        response = await send(subject, operation.method, test, token)
      } catch (error) {
        failures.push(`${operation.method} ${operation.path} [${test.label}] threw ${String(error)}`)
        continue
      }
      calls++
      const where = `${operation.method} ${operation.path} as ${type ?? 'anyone'} [${test.label}]`
      if (response.status >= 500)
        failures.push(`${where} -> ${response.status} ${JSON.stringify(response.body)}`)
      else if (response.status >= 400) {
        const after = await snapshot(subject.client, subject.tables)
        if (after.join('\n') !== before.join('\n')) {
          const added = after.filter((item) => !before.includes(item))
          const removed = before.filter((item) => !after.includes(item))
          failures.push(
            `${where} -> ${response.status} ${response.body.error?.code ?? ''} but changed the tables: ` +
              `+${JSON.stringify(added).slice(0, 300)} -${JSON.stringify(removed).slice(0, 300)}`,
          )
        }
      }
    }
  }
  return { routes: writes.length, calls, failures }
}

describe('every write route, fuzzed', () => {
  it('identity: no 5xx, no 4xx that leaves anything behind', async () => {
    const f = await createIdentityFixture()
    const tokens = new Map<UserType, string>()
    const result = await fuzzDomain('identity', {
      app: f.app,
      client: f.env.client,
      tables: [f.env.tables.identity, f.env.tables.directory],
      ids: ['id-otherFaculty', 'id-otherStudent'],
      async tokenFor(type) {
        // A route that ends sessions on success ends this one too: a fresh token each time is cheap enough.
        const cached = tokens.get(type)
        if (cached && (await f.call('GET', '/api/user/home', { token: cached })).status !== 401) return cached
        const token = await f.login(PERSON_OF_USER_TYPE[type])
        tokens.set(type, token)
        return token
      },
    })
    expect(result.failures).toEqual([])
    expect(result.calls).toBeGreaterThan(result.routes)
  })

  it.each([
    ['academics', createAcademicsFixture, 'academics'],
    ['events', createEventsFixture, 'events'],
    ['feedback', createFeedbackFixture, 'feedback'],
    ['mentoring', createMentoringFixture, 'mentoring'],
  ] as const)('%s: no 5xx, no 4xx that leaves anything behind', async (domain, create, table) => {
    const f = await create()
    const tokens = await tokensByUserType(f.people, f.login)
    const result = await fuzzDomain(domain, {
      app: f.app,
      client: f.env.client,
      tables: [f.env.tables[table]],
      tokenFor: (type) => Promise.resolve(tokens.get(type) ?? ''),
    })
    expect(result.failures).toEqual([])
    expect(result.calls).toBeGreaterThan(result.routes)
  })
})
