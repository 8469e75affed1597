import { UserTypeSchema, type UserType } from '@campus/core'
import { allowedUserTypes, openApiDocument, operationsOf } from '@campus/http'
import { beforeAll, describe, expect, it } from 'vitest'
import { createIdentityFixture, type IdentityFixture, type Person } from './testing/fixture'

/** One signed-in person per user type. */
const PERSON_OF: Record<UserType, Person> = {
  ADMIN: 'admin',
  HOD: 'hod',
  FACULTY: 'faculty',
  STUDENT: 'student',
  CUSTOM: 'custom',
  APPLICANT: 'applicant',
}

let f: IdentityFixture
const tokens = new Map<string, string>()
beforeAll(async () => {
  f = await createIdentityFixture()
  for (const [type, person] of Object.entries(PERSON_OF)) tokens.set(type, await f.login(person))
})

const operations = () => operationsOf(f.app)
/** An empty JSON object where the method takes a body, so validation (which runs after the guard) has input. */
const bodyFor = (method: string) => (method === 'GET' || method === 'DELETE' ? undefined : {})

describe('every identity route declares who may call it', () => {
  it('has an access declaration on every operation, also in the OpenAPI document', () => {
    const undeclared = operations().filter((operation) => !operation.meta.access)
    expect(undeclared.map(({ method, path }) => `${method} ${path}`)).toEqual([])
    const document = openApiDocument(f.app, 'identity')
    for (const item of Object.values(document.paths)) {
      for (const operation of Object.values(item))
        expect((operation as { 'x-access': unknown })['x-access']).not.toBe('undeclared')
    }
  })
})

describe('authorization matrix: every route against every role', () => {
  it('walks the web shell, import, student-move and group roster routes too', () => {
    const walked = operations().map(({ method, path, meta }) => ({
      route: `${method} ${path}`,
      access: meta.access,
    }))
    expect(walked).toEqual(
      expect.arrayContaining([
        { route: 'GET /api/student/search', access: ['ADMIN', 'HOD', 'FACULTY', 'CUSTOM'] },
        { route: 'GET /api/user/home', access: 'signed-in' },
        { route: 'POST /api/user/import', access: ['ADMIN', 'HOD'] },
        { route: 'POST /api/user/moveStudents', access: ['ADMIN', 'HOD', 'CUSTOM'] },
        { route: 'GET /api/group/student/:groupId', access: ['ADMIN', 'HOD', 'FACULTY', 'CUSTOM'] },
      ]),
    )
  })

  it('refuses callers without a token on every non-public route with 401', async () => {
    for (const { method, path, meta } of operations()) {
      if (meta.access === 'public') continue
      const response = await f.call(method, path.replace(/:\w+/g, 'probe'), { body: bodyFor(method) })
      expect.soft(response.status, `${method} ${path}`).toBe(401)
      expect.soft(response.body.error?.code, `${method} ${path}`).toBe('UNAUTHORIZED')
    }
  })

  it('lets exactly the declared user types through the role guard', async () => {
    for (const { method, path, meta } of operations()) {
      if (!meta.access || meta.access === 'public') continue
      const allowed = allowedUserTypes(meta.access)
      for (const type of UserTypeSchema.options) {
        // Signing out ends the session, so that route gets a token of its own.
        const token = path === '/api/user/logout' ? await f.login(PERSON_OF[type]) : tokens.get(type)
        const response = await f.call(method, path.replace(/:\w+/g, 'probe'), {
          token,
          body: bodyFor(method),
        })
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
      const response = await f.call(method, path.replace(/:\w+/g, 'probe'), { body: bodyFor(method) })
      expect.soft(response.body.error?.code, `${method} ${path}`).not.toBe('ROLE_NOT_ALLOWED')
      expect.soft(response.status, `${method} ${path}`).toBeLessThan(500)
    }
  })
})
