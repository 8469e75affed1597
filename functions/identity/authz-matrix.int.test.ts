import { operationsOf } from '@campus/http'
import { describeAccessMatrix, type ScopeSample } from '@campus/testing'
import { beforeAll, describe, expect, it } from 'vitest'
import { createIdentityFixture, PERSON_OF_USER_TYPE, type IdentityFixture } from './testing/fixture'

let f: IdentityFixture
const tokens = new Map<string, string>()
/** How many people the samples made, for unique emails. */
let made = 0
beforeAll(async () => {
  f = await createIdentityFixture()
  for (const [type, person] of Object.entries(PERSON_OF_USER_TYPE)) tokens.set(type, await f.login(person))
})

/**
 * For each route scoped to departments or own records: the HOD of dept-a acting on dept-a's people and then on
 * dept-b's; a student or applicant on themself and then on someone else. Password changes end sessions, so
 * they act on people made for the purpose.
 */
function scopeSamples(): Record<string, ScopeSample> {
  const hod = tokens.get('HOD')!
  const student = tokens.get('STUDENT')!
  const faculty = tokens.get('FACULTY')!
  const applicant = tokens.get('APPLICANT')!
  const byHod = (own: string, other: string, body?: unknown) => ({
    own: { token: hod, path: own, body },
    other: { token: hod, path: other, body },
  })
  const asSelf = (token: string, own: string, other: string, body?: unknown) => ({
    own: { token, path: own, body },
    other: { token, path: other, body },
  })
  const studentRead = (path: (id: string) => string) => () =>
    asSelf(student, path('id-student'), path('id-otherStudent'))
  const person = async (departmentid: string) =>
    (
      await f.ok<{ id: string }>('POST', '/api/user', {
        token: tokens.get('ADMIN')!,
        body: {
          name: `Person ${(made += 1)}`,
          email: `person${made}@test.local`,
          usertype: 'FACULTY',
          departmentid: [departmentid],
        },
      })
    ).id
  const newPassword = { newPassword: 'Fresh-pass-42' }
  const facultyIn = (departmentid: string, email: string) => ({
    name: 'New Faculty',
    email,
    usertype: 'FACULTY',
    departmentid: [departmentid],
  })
  return {
    'POST /api/user': () => ({
      own: { token: hod, path: '/api/user', body: facultyIn('dept-a', 'new-a@test.local') },
      other: { token: hod, path: '/api/user', body: facultyIn('dept-b', 'new-b@test.local') },
    }),
    'PUT /api/user/:id': () => byHod('/api/user/id-faculty', '/api/user/id-otherFaculty', { city: 'Salem' }),
    'POST /api/user/update/:id': () =>
      byHod('/api/user/update/id-faculty', '/api/user/update/id-otherFaculty', { city: 'Erode' }),
    'PUT /api/user/email/:id': async () => {
      const [own, other] = [await person('dept-a'), await person('dept-b')]
      return byHod(`/api/user/email/${own}`, `/api/user/email/${other}`, { email: `moved-${own}@test.local` })
    },
    'GET /api/user/:id': studentRead((id) => `/api/user/${id}`),
    'GET /api/user/profile/:id': studentRead((id) => `/api/user/profile/${id}`),
    'GET /api/user/student/:id': studentRead((id) => `/api/user/student/${id}`),
    'GET /api/student/v2/getSingleStudentById/:id': studentRead(
      (id) => `/api/student/v2/getSingleStudentById/${id}`,
    ),
    'POST /api/user/student/attachment/:id': () =>
      asSelf(
        student,
        '/api/user/student/attachment/id-student',
        '/api/user/student/attachment/id-otherStudent',
        {
          type: 'sslc',
          file: null,
        },
      ),
    'PUT /api/user/withApplication/:userId/:applicationId': () =>
      asSelf(
        applicant,
        '/api/user/withApplication/id-applicant/app-1',
        '/api/user/withApplication/id-student/app-1',
      ),
    'PUT /api/user/changePassword/:id': async () => {
      const [own, other] = [await person('dept-a'), await person('dept-b')]
      return byHod(`/api/user/changePassword/${own}`, `/api/user/changePassword/${other}`, newPassword)
    },
    'PUT /api/profile/password/:id': async () => {
      const [own, other] = [await person('dept-a'), await person('dept-b')]
      return byHod(`/api/profile/password/${own}`, `/api/profile/password/${other}`, newPassword)
    },
    'PUT /api/profile/:section/:userId': () =>
      asSelf(faculty, '/api/profile/experience/id-faculty', '/api/profile/experience/id-otherFaculty', {
        entries: [],
      }),
    'POST /api/user/import': () => {
      const rows = (departmentid: string, registerNo: string) => ({
        kind: 'STUDENT',
        rows: [
          {
            row: 2,
            name: 'Imported',
            email: `${registerNo.toLowerCase()}@test.local`,
            registerNo,
            departmentid: [departmentid],
          },
        ],
      })
      return {
        own: { token: hod, path: '/api/user/import', body: rows('dept-a', 'IMP-A') },
        other: {
          token: hod,
          path: '/api/user/import',
          body: rows('dept-b', 'IMP-B'),
          refused: (response) => (response.body.rejected as unknown[] | undefined)?.length === 1,
        },
      }
    },
    'POST /api/user/moveStudents': () => ({
      own: {
        token: hod,
        path: '/api/user/moveStudents',
        body: {
          userIds: ['id-student'],
          accYearId: 'ay-1',
          accYear: '2023 - 2027',
          department: { id: 'dept-a' },
        },
      },
      other: {
        token: hod,
        path: '/api/user/moveStudents',
        body: {
          userIds: ['id-student'],
          accYearId: 'ay-2',
          accYear: '2023 - 2027',
          department: { id: 'dept-b' },
        },
      },
    }),
  }
}

describeAccessMatrix('identity', () => ({
  app: f.app,
  call: f.call,
  // Signing out ends the session, so that route gets a token of its own.
  tokenFor: (type, path) =>
    path === '/api/user/logout' ? f.login(PERSON_OF_USER_TYPE[type]) : (tokens.get(type) ?? ''),
  scopeSamples: scopeSamples(),
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
