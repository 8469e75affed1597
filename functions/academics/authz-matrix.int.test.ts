import { UserTypeSchema, type UserType } from '@campus/core'
import { allowedUserTypes, openApiDocument, operationsOf } from '@campus/http'
import { beforeAll, describe, expect, it } from 'vitest'
import { createAcademicsFixture, type AcademicsFixture, type Person } from './testing/fixture'

/** One signed-in person per user type. */
const PERSON_OF: Record<UserType, Person> = {
  ADMIN: 'admin',
  HOD: 'hod',
  FACULTY: 'faculty',
  STUDENT: 'student',
  CUSTOM: 'custom',
  APPLICANT: 'applicant',
}

let f: AcademicsFixture
const tokens = new Map<string, string>()
beforeAll(async () => {
  f = await createAcademicsFixture()
  for (const [type, person] of Object.entries(PERSON_OF)) tokens.set(type, await f.login(person))
})

const operations = () => operationsOf(f.app)
/** An empty JSON object where the method takes a body, so validation (which runs after the guard) has input. */
const bodyFor = (method: string) => (method === 'GET' || method === 'DELETE' ? undefined : {})
const probe = (path: string) => path.replace(/:\w+/g, 'probe')

describe('every academics route declares who may call it', () => {
  it('has an access declaration on every operation, also in the OpenAPI document', () => {
    const undeclared = operations().filter((operation) => !operation.meta.access)
    expect(undeclared.map(({ method, path }) => `${method} ${path}`)).toEqual([])
    const document = openApiDocument(f.app, 'academics')
    for (const item of Object.values(document.paths)) {
      for (const operation of Object.values(item))
        expect((operation as { 'x-access': unknown })['x-access']).not.toBe('undeclared')
    }
  })

  it('has no public route and keeps writes to administrators and HODs', () => {
    for (const { method, path, meta } of operations()) {
      expect(meta.access, `${method} ${path}`).not.toBe('public')
      if (method !== 'GET')
        expect(['ADMIN', 'HOD'], `${method} ${path}`).toEqual(
          expect.arrayContaining([...allowedUserTypes(meta.access ?? [])]),
        )
    }
  })
})

describe('authorization matrix: every route against every role', () => {
  it('walks the legacy paths', () => {
    const walked = operations().map(({ method, path }) => `${method} ${path}`)
    expect(walked).toEqual(
      expect.arrayContaining([
        'GET /api/departments/accYearAll',
        'GET /api/subject/staffHandleSub/',
        'GET /api/studentIdCard/departments',
        'DELETE /api/departments/delete/:id',
      ]),
    )
  })

  it('refuses callers without a token on every route with 401', async () => {
    for (const { method, path } of operations()) {
      const response = await f.call(method, probe(path), { body: bodyFor(method) })
      expect.soft(response.status, `${method} ${path}`).toBe(401)
      expect.soft(response.body.error?.code, `${method} ${path}`).toBe('UNAUTHORIZED')
    }
  })

  it('lets exactly the declared user types through the role guard', async () => {
    for (const { method, path, meta } of operations()) {
      if (!meta.access) continue
      const allowed = allowedUserTypes(meta.access)
      for (const type of UserTypeSchema.options) {
        const response = await f.call(method, probe(path), { token: tokens.get(type), body: bodyFor(method) })
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
})
