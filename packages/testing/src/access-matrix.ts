import { UserTypeSchema, type UserType } from '@campus/core'
import { allowedUserTypes, type AppEnv, openApiDocument, operationsOf } from '@campus/http'
import type { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import type { CallOptions, CallResult } from './call-app'

/** What the matrix needs of a domain's test fixture, read once its `beforeAll` has run. */
export interface AccessMatrixSubject {
  app: Hono<AppEnv>
  call: (method: string, path: string, options?: CallOptions) => Promise<CallResult>
  /** A signed-in token of this user type for calling `path` (a route that ends the session needs a fresh one). */
  tokenFor: (type: UserType, path: string) => string | Promise<string>
}

/** An empty JSON object where the method takes a body, so validation (which runs after the guard) has input. */
const bodyFor = (method: string) => (method === 'GET' || method === 'DELETE' ? undefined : {})
const probe = (path: string) => path.replace(/:\w+/g, 'probe')

/**
 * The checks every domain makes of its routes (ARCHITECTURE.md section 5: every route declares who may call
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

  describe(`${domain} authorization matrix: every route against every role`, () => {
    it('refuses callers without a token on every non-public route with 401', async () => {
      for (const { method, path, meta } of operations()) {
        if (meta.access === 'public') continue
        const response = await subject().call(method, probe(path), { body: bodyFor(method) })
        expect.soft(response.status, `${method} ${path}`).toBe(401)
        expect.soft(response.body.error?.code, `${method} ${path}`).toBe('UNAUTHORIZED')
      }
    })

    it('lets exactly the declared user types through the role guard', async () => {
      for (const { method, path, meta } of operations()) {
        if (!meta.access || meta.access === 'public') continue
        const allowed = allowedUserTypes(meta.access)
        for (const type of UserTypeSchema.options) {
          const token = await subject().tokenFor(type, path)
          const response = await subject().call(method, probe(path), { token, body: bodyFor(method) })
          const label = `${type} ${method} ${path} -> ${response.status} ${response.body.error?.code ?? ''}`
          if (allowed.includes(type)) {
            expect.soft(['UNAUTHORIZED', 'ROLE_NOT_ALLOWED'], label).not.toContain(response.body.error?.code)
            expect.soft(response.status, label).toBeLessThan(500)
          } else {
            expect.soft(response.status, label).toBe(403)
            expect.soft(response.body.error?.code, label).toBe('ROLE_NOT_ALLOWED')
          }
        }
      }
    })

    it('answers public routes without a token and never with a role refusal', async () => {
      for (const { method, path, meta } of operations()) {
        if (meta.access !== 'public') continue
        const response = await subject().call(method, probe(path), { body: bodyFor(method) })
        expect.soft(response.body.error?.code, `${method} ${path}`).not.toBe('ROLE_NOT_ALLOWED')
        expect.soft(response.status, `${method} ${path}`).toBeLessThan(500)
      }
    })
  })
}
