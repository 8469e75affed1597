import type { UserType } from '@campus/core'
import { operationsOf } from '@campus/http'
import { describeAccessMatrix } from '@campus/testing'
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

describeAccessMatrix('identity', () => ({
  app: f.app,
  call: f.call,
  // Signing out ends the session, so that route gets a token of its own.
  tokenFor: (type, path) =>
    path === '/api/user/logout' ? f.login(PERSON_OF[type]) : (tokens.get(type) ?? ''),
}))

describe('identity routes walked by the matrix', () => {
  it('walks the web shell, import, student-move and group roster routes too', () => {
    const walked = operationsOf(f.app).map(({ method, path, meta }) => ({
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
})
