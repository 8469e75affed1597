import { expectRefused } from '@campus/testing'
import { describe, expect, it } from 'vitest'
import { createIdentityFixture, PASSWORD } from './testing/fixture'

/**
 * An HOD manages only the people of the departments they head: not those who share their faculty department,
 * and not the departments they merely belong to. Server-owned fields are never writable, and the right to a
 * user is checked before the body is read.
 */
const f = await createIdentityFixture()
const admin = await f.login('admin')
const hod = await f.login('hod')
const created = await f.ok<{ id: string }>('POST', '/api/user', {
  token: admin,
  body: {
    name: 'Neighbour',
    email: 'neighbour@test.local',
    usertype: 'FACULTY',
    departmentid: ['dept-b'],
    facultyDeptId: 'fd-1',
    password: 'Neighb0ur-pass',
  },
})
/** A faculty member of dept-b in the HOD's own faculty department (fd-1): someone the HOD must not manage. */
const neighbourId = created.id

describe('an HOD and the staff of another department in their faculty department', () => {
  it.each([
    ['PUT', () => `/api/profile/password/${neighbourId}`, { newPassword: 'Takeover-123' }],
    ['PUT', () => `/api/user/${neighbourId}`, { accountStatus: 'DISABLE' }],
    ['PUT', () => `/api/user/${neighbourId}`, { phone: '9000000001' }],
    ['PUT', () => `/api/user/${neighbourId}`, { departmentid: ['dept-a'] }],
    ['POST', () => `/api/user/update/${neighbourId}`, { city: 'Salem' }],
    ['PUT', () => `/api/user/email/${neighbourId}`, { email: 'taken-over@test.local' }],
    ['PUT', () => `/api/profile/experience/${neighbourId}`, { entries: [] }],
  ])('refuses %s %s', async (method, path, body) => {
    const response = await f.call(method, path(), { token: hod, body })
    expect(response.status).toBe(403)
    const after = await f.users.require(neighbourId)
    expect(after).toMatchObject({
      accountStatus: 'ACTIVE',
      email: 'neighbour@test.local',
      departmentid: ['dept-b'],
    })
    expect(after.phone).toBeUndefined()
  })

  it('refuses to update them through the staff import', async () => {
    const response = await f.ok<{ rejected: { errors: { field?: string }[] }[] }>(
      'POST',
      '/api/user/import',
      {
        token: hod,
        body: {
          kind: 'STAFF',
          rows: [{ row: 2, email: 'neighbour@test.local', name: 'Renamed', departmentid: ['dept-a'] }],
        },
      },
    )
    expect(response.rejected).toHaveLength(1)
    expect((await f.users.require(neighbourId)).name).toBe('Neighbour')
  })
})

describe('headship is its own field', () => {
  it('makes a faculty member HOD of the department they were given, not of every department they belong to', async () => {
    const person = await f.ok<{ id: string }>('POST', '/api/user', {
      token: admin,
      body: {
        name: 'Two Departments',
        email: 'two@test.local',
        usertype: 'FACULTY',
        departmentid: ['dept-a'],
        password: 'Tw0-departments',
      },
    })
    // The legacy client assigns an HOD by adding the department and setting the type.
    await f.ok('PUT', `/api/user/${person.id}`, {
      token: admin,
      body: { departmentid: ['dept-a', 'dept-b'], usertype: 'HOD' },
    })
    expect((await f.users.require(person.id)).headedDepartmentIds).toEqual(['dept-b'])

    const token = await f.login('two@test.local', 'Tw0-departments')
    // dept-a's faculty member is not theirs to manage; dept-b's student is.
    const refused = await f.call('PUT', '/api/user/id-faculty', { token, body: { city: 'Salem' } })
    expect(refused.status).toBe(403)
    const allowed = await f.call('PUT', '/api/user/id-otherStudent', { token, body: { city: 'Salem' } })
    expect(allowed.status).toBe(200)
  })

  it('lets only the administrator say which departments an HOD heads', async () => {
    const byHod = await f.call('PUT', '/api/user/id-faculty', {
      token: hod,
      body: { usertype: 'HOD', headedDepartmentIds: ['dept-a'] },
    })
    expect(byHod.status).toBe(403)
    const notHod = await f.call('PUT', '/api/user/id-faculty', {
      token: admin,
      body: { headedDepartmentIds: ['dept-a'] },
    })
    expect(notHod.body.error?.code).toBe('HEADSHIP_NOT_HOD')
    const outside = await f.call('PUT', '/api/user/id-hod', {
      token: admin,
      body: { headedDepartmentIds: ['dept-z'] },
    })
    expectRefused(outside, 400, 'HEADSHIP_OUTSIDE_DEPARTMENTS')
  })
})

describe('server-owned fields', () => {
  it.each([
    { passwordHash: 'scrypt$1$1$1$AAAA$AAAA' },
    { lockedUntil: 0 },
    { loginFailures: 0 },
    { version: 99 },
    { sortName: 'aaa' },
    { name: 'Fine', unknownField: 1 },
  ])('refuses %o with a 400 naming the key', async (body) => {
    const before = await f.users.require('id-faculty')
    const response = await f.call('PUT', '/api/user/id-faculty', { token: admin, body })
    expect(response.status).toBe(400)
    const key = Object.keys(body).find((name) => name !== 'name')!
    expect(JSON.stringify(response.body.error)).toContain(key)
    expect((await f.users.require('id-faculty')).version).toBe(before.version)
  })

  it('accepts the read-back keys the legacy client sends with a whole record, and ignores them', async () => {
    const whole = await f.ok<Record<string, unknown>>('GET', '/api/user/id-faculty', { token: admin })
    const response = await f.call('PUT', '/api/user/id-faculty', {
      token: admin,
      body: { ...whole, createdOn: 1, createdBy: 'someone', city: 'Madurai' },
    })
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ city: 'Madurai', createdOn: whole.createdOn })
  })
})

describe('authorization before the body', () => {
  it('answers a student writing to someone else 403 whatever the body holds', async () => {
    const student = await f.login('student')
    let nested: unknown = { deep: true }
    for (let depth = 0; depth < 2000; depth += 1) nested = { nested }
    for (const rawBody of [JSON.stringify({ customRole: nested }), '{"name": ', '[]', '"x"']) {
      const response = await f.call('PUT', '/api/user/id-faculty', { token: student, rawBody })
      expect(response.status).toBe(403)
    }
  })
})

describe('changing where the reset code goes', () => {
  it.each([
    ['phone', 'student', '/api/user/id-student', { phone: '9000000002' }],
    ['email', 'faculty', '/api/user/email/id-faculty', { email: 'mine@test.local' }],
  ] as const)('needs the current password for one’s own %s', async (_field, person, path, body) => {
    const token = await f.login(person)
    const change = (currentPassword?: string) =>
      f.call('PUT', path, { token, body: { ...body, ...(currentPassword ? { currentPassword } : {}) } })
    expectRefused(await change(), 400, 'CURRENT_PASSWORD_WRONG')
    expectRefused(await change('not-it-123'), 400, 'CURRENT_PASSWORD_WRONG')
    expect((await change(PASSWORD)).status).toBe(200)
  })

  it('lets a manager change an email without the current password', async () => {
    const byHod = await f.call('PUT', '/api/user/email/id-faculty', {
      token: hod,
      body: { email: 'faculty@test.local' },
    })
    expect(byHod.status).toBe(200)
  })

  it('checks at most 5 wrong current passwords in 15 minutes, even 50 at once, and leaves sign-in open', async () => {
    const OWNER_PASSWORD = 'Gu3ssed-owner-pass'
    const created = await f.ok<{ id: string }>('POST', '/api/user', {
      token: admin,
      body: { name: 'Guessed', email: 'guessed@test.local', usertype: 'FACULTY', password: OWNER_PASSWORD },
    })
    const stolen = (
      await f.ok<{ token: string }>('POST', '/api/user/login', {
        body: { email: 'guessed@test.local', password: OWNER_PASSWORD },
      })
    ).token
    const guesses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        f.call('PUT', `/api/user/${created.id}`, {
          token: stolen,
          body: { phone: '9000000009', currentPassword: `Guess-${i}-pass` },
        }),
      ),
    )
    const statuses = guesses.map(({ status }) => status)
    expect(statuses.filter((status) => status === 400)).toHaveLength(5)
    expect(statuses.filter((status) => status === 429)).toHaveLength(45)
    const right = await f.call('PUT', `/api/user/${created.id}`, {
      token: stolen,
      body: { phone: '9000000009', currentPassword: OWNER_PASSWORD },
    })
    expectRefused(right, 429, 'CURRENT_PASSWORD_LOCKED')
    const signIn = await f.call('POST', '/api/user/login', {
      body: { email: 'guessed@test.local', password: OWNER_PASSWORD },
    })
    expect(signIn.status).toBe(200)
  })
})
