import { UserTypeSchema, type UserType } from '@campus/core'
import { allowedUserTypes, type AppEnv, openApiDocument, operationsOf } from '@campus/http'
import type { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import * as z from 'zod'
import type { CallOptions, CallResult } from './call-app'
import { tokensByUserType, type TestPeople } from './people'

/** One call made as someone whose reach over a record is tested. */
export interface ScopedCall {
  token: string
  /** The concrete path, with the record's id in it. */
  path: string
  body?: unknown
  /**
   * How a refusal shows, where a route answers per item rather than with 403 (a spreadsheet import refuses
   * rows in a 200 answer). Only for the call outside the caller's reach.
   */
  refused?: (response: CallResult) => boolean
}

/**
 * For a route declared `department` or `own`: a call on a record within the caller's reach (the HOD of its
 * department, the person themself), which must not be refused, and the same call by someone of the same role
 * whose reach it is outside (another department's HOD, another student), which must get 403.
 */
export type ScopeSample = () =>
  { own: ScopedCall; other: ScopedCall } | Promise<{ own: ScopedCall; other: ScopedCall }>

/** What the matrix needs of a domain's test fixture, read once its `beforeAll` has run. */
export interface AccessMatrixSubject {
  app: Hono<AppEnv>
  call: (method: string, path: string, options?: CallOptions) => Promise<CallResult>
  /** A signed-in token of this user type for calling `path` (a route that ends the session needs a fresh one). */
  tokenFor: (type: UserType, path: string) => string | Promise<string>
  /** Own/other calls for every route declared `department` or `own`, keyed `METHOD /path/:param`. */
  scopeSamples?: Record<string, ScopeSample>
}

/**
 * The matrix for a domain fixture (createDomainFixture) that signs its people straight into the sessions table:
 * one token per user type, the first person of each, signed in before the matrix's tests are declared.
 */
export async function describeDomainAccessMatrix<People extends TestPeople>(
  domain: string,
  f: Pick<AccessMatrixSubject, 'app' | 'call'> & {
    people: People
    login: (person: keyof People & string) => Promise<string>
  },
  scopeSamples: () => Record<string, ScopeSample>,
) {
  const tokens = await tokensByUserType(f.people, f.login)
  describeAccessMatrix(domain, () => ({
    app: f.app,
    call: f.call,
    tokenFor: (type) => tokens.get(type) ?? '',
    scopeSamples: scopeSamples(),
  }))
}

/**
 * Who may call each route of an app and how far their role reaches, keyed `METHOD path`: what a domain's
 * access-rules test pins down, so that a changed declaration shows in review.
 */
export const accessRulesOf = (app: Hono<AppEnv>) =>
  Object.fromEntries(
    operationsOf(app).map(({ method, path, meta }) => [`${method} ${path}`, [meta.access, meta.scope]]),
  )

/** Routes whose reach needs no sample: their own records, implied by the session (`GET /api/user/home`). */
const needsSample = (method: string, path: string, scope: string | undefined) =>
  (scope === 'department' && (path.includes(':') || method !== 'GET')) ||
  (scope === 'own' && path.includes(':'))

/** An empty JSON object where the method takes a body, so validation (which runs after the guard) has input. */
const bodyFor = (method: string) => (method === 'GET' || method === 'DELETE' ? undefined : {})
const probe = (path: string) => path.replace(/:\w+/g, 'probe')

/**
 * The checks every domain makes of its routes (docs/architecture.md section 5: every route declares who may call
 * it, default deny, and a test walks every route against every role). A domain's test file adds its own
 * checks beside these.
 */
export function describeAccessMatrix(domain: string, subject: () => AccessMatrixSubject) {
  const operations = () => operationsOf(subject().app)

  describe(`every ${domain} route declares who may call it`, () => {
    it('has an access declaration on every operation, also in the OpenAPI document', () => {
      const undeclared = operations().filter((operation) => !operation.meta.access)
      expect(undeclared.map(({ method, path }) => `${method} ${path}`)).toEqual([])
      const document = openApiDocument(subject().app, domain)
      for (const item of Object.values(document.paths)) {
        for (const operation of Object.values(item))
          expect((operation as { 'x-access': unknown })['x-access']).not.toBe('undeclared')
      }
    })
  })

  describe(`every ${domain} write schema is strict`, () => {
    it('declares no object of a JSON body open to keys it does not name (validate refuses the rest)', () => {
      const loose = operations().flatMap(({ method, path, meta }) => {
        const body = meta.request?.json
        if (!body) return []
        const schema = z.toJSONSchema(body, { io: 'input', unrepresentable: 'any' })
        return looseObjectsOf(schema, '').map((where) => `${method} ${path} ${where}`)
      })
      expect(loose).toEqual([])
    })
  })

  describe(`${domain} authorization matrix: own and other department or record`, () => {
    it('declares on every route how far each role reaches (administrator-only routes reach everything)', () => {
      const undeclared = operations().filter(({ meta }) => {
        if (!meta.access || meta.access === 'public' || meta.scope) return false
        return !(Array.isArray(meta.access) && meta.access.every((type) => type === 'ADMIN'))
      })
      expect(undeclared.map(({ method, path }) => `${method} ${path}`)).toEqual([])
    })

    it('has an own and an other call for every route scoped to departments or own records', () => {
      const samples = subject().scopeSamples ?? {}
      const missing = operations()
        .filter(({ method, path, meta }) => needsSample(method, path, meta.scope))
        .map(({ method, path }) => `${method} ${path}`)
        .filter((route) => !samples[route])
      expect(missing).toEqual([])
    })

    it('lets callers act within their reach and refuses them outside it: 0 unexpected allows', async () => {
      const unexpected: string[] = []
      for (const { method, path } of operations()) {
        const sample = subject().scopeSamples?.[`${method} ${path}`]
        if (!sample) continue
        // The call outside the caller's reach goes first, so a delete within it cannot hide a wrong allow.
        const { own, other } = await sample()
        const otherResponse = await subject().call(method, other.path, {
          token: other.token,
          body: other.body,
        })
        const refused = other.refused ? other.refused(otherResponse) : otherResponse.status === 403
        if (!refused)
          unexpected.push(
            `other ${method} ${other.path} -> ${otherResponse.status} ${JSON.stringify(otherResponse.body)}`,
          )
        const ownResponse = await subject().call(method, own.path, { token: own.token, body: own.body })
        const ownLabel = `own ${method} ${own.path} -> ${ownResponse.status} ${JSON.stringify(ownResponse.body)}`
        expect.soft(ownResponse.status, ownLabel).not.toBe(403)
        expect.soft(ownResponse.status, ownLabel).toBeLessThan(500)
      }
      expect(unexpected).toEqual([])
    })
  })

  describe(`${domain} authorization matrix: every route against every role`, () => {
    it('refuses callers without a token on every non-public route with 401', async () => {
      for (const { method, path, meta } of operations()) {
        if (meta.access === 'public') continue
        const response = await subject().call(method, probe(path), { body: bodyFor(method) })
        expect.soft(response.status, `${method} ${path}`).toBe(401)
        expect.soft(response.body?.error?.code, `${method} ${path}`).toBe('UNAUTHORIZED')
      }
    })

    it('lets exactly the declared user types through the role guard', async () => {
      for (const { method, path, meta } of operations()) {
        if (!meta.access || meta.access === 'public') continue
        const allowed = allowedUserTypes(meta.access)
        for (const type of UserTypeSchema.options) {
          const token = await subject().tokenFor(type, path)
          const response = await subject().call(method, probe(path), { token, body: bodyFor(method) })
          const label = `${type} ${method} ${path} -> ${response.status} ${response.body?.error?.code ?? ''}`
          if (allowed.includes(type)) {
            expect.soft(['UNAUTHORIZED', 'ROLE_NOT_ALLOWED'], label).not.toContain(response.body?.error?.code)
            expect.soft(response.status, label).toBeLessThan(500)
          } else {
            expect.soft(response.status, label).toBe(403)
            expect.soft(response.body?.error?.code, label).toBe('ROLE_NOT_ALLOWED')
          }
        }
      }
    })

    it('answers public routes without a token and never with a role refusal', async () => {
      for (const { method, path, meta } of operations()) {
        if (meta.access !== 'public') continue
        const response = await subject().call(method, probe(path), { body: bodyFor(method) })
        expect.soft(response.body?.error?.code, `${method} ${path}`).not.toBe('ROLE_NOT_ALLOWED')
        expect.soft(response.status, `${method} ${path}`).toBeLessThan(500)
      }
    })
  })
}

/**
 * Paths of the objects in a JSON schema that declare fields yet accept any other key (`.loose()`); `validate`
 * refuses unknown keys of every other object. Records (no declared fields) are maps and stay open.
 */
function looseObjectsOf(schema: unknown, path: string): string[] {
  if (!schema || typeof schema !== 'object') return []
  const node = schema as Record<string, unknown>
  const found: string[] = []
  const extra = node.additionalProperties
  const open = extra === true || (typeof extra === 'object' && extra !== null && !Object.keys(extra).length)
  if (node.properties && open) found.push(path || 'body')
  for (const [key, child] of Object.entries((node.properties as Record<string, unknown>) ?? {}))
    found.push(...looseObjectsOf(child, `${path}.${key}`))
  if (node.items) found.push(...looseObjectsOf(node.items, `${path}[]`))
  for (const variant of ['anyOf', 'oneOf', 'allOf'])
    for (const child of (node[variant] as unknown[] | undefined) ?? [])
      found.push(...looseObjectsOf(child, path))
  return found
}
