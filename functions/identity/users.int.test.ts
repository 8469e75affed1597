import { expectRefused } from '@campus/testing'
import { describe, expect, it } from 'vitest'
import { createIdentityFixture } from './testing/fixture'

const f = await createIdentityFixture()
const admin = await f.login('admin')

const ids = (body: unknown) => (body as { id: string }[]).map((user) => user.id)

describe('GET /api/user', () => {
  it.each([
    ['usertype eq FACULTY', ['id-faculty', 'id-otherFaculty']],
    ['usertype eq FACULTY,facultyDeptId eq fd-1,staffTypeId eq st-1', ['id-faculty']],
    ['usertype eq FACULTY,facultyDeptId eq fd-1,staffTypeId eq<st>'.replace('<st>', 'st-2'), []],
    ['facultyDeptId eq fd-1', ['id-custom', 'id-faculty', 'id-hod']],
    ['accYearId eq ay-1', ['id-student']],
    ['registerNo eq REG002', ['id-otherStudent']],
    ['email eq hod@test.local', ['id-hod']],
    ['usertype eq STUDENT,accountStatus eq ACTIVE', ['id-otherStudent', 'id-student']],
  ])('filter=%s', async (filter, expected) => {
    const response = await f.call('GET', `/api/user?filter=${encodeURIComponent(filter)}`, { token: admin })
    expect(response.status).toBe(200)
    expect(ids(response.body).sort()).toEqual([...expected].sort())
  })

  it('finds HODs of a department with the legacy `in` and glued `eqHOD` spacing', async () => {
    const response = await f.call('GET', '/api/user?in=departmentid eq dept-a&filter=usertype eqHOD', {
      token: admin,
    })
    expect(ids(response.body)).toEqual(['id-hod'])
  })

  it('projects repeated fields=', async () => {
    const response = await f.call(
      'GET',
      '/api/user?filter=usertype eq FACULTY,facultyDeptId eq fd-1&fields=id&fields=name&fields=email',
      {
        token: admin,
      },
    )
    expect(response.body).toEqual([{ id: 'id-faculty', name: 'Faculty', email: 'faculty@test.local' }])
  })

  it('never projects a password hash or sign-in counters, even when asked', async () => {
    const response = await f.call(
      'GET',
      '/api/user?filter=usertype eq HOD&fields=id&fields=passwordHash&fields=version',
      {
        token: admin,
      },
    )
    expect(response.body).toEqual([{ id: 'id-hod' }])
  })

  it('returns the 100000 "all" count as a bare array and pages with start and count', async () => {
    const all = await f.call('GET', '/api/user?filter=usertype eq STUDENT&count=100000', { token: admin })
    expect(Array.isArray(all.body)).toBe(true)
    const second = await f.call('GET', '/api/user?filter=usertype eq STUDENT&start=1&count=1', {
      token: admin,
    })
    expect(ids(second.body)).toEqual([ids(all.body)[1]])
  })

  it('sorts on a declared field, descending with the legacy `des`', async () => {
    const response = await f.call('GET', '/api/user?filter=usertype eq FACULTY&sort=email&order=des', {
      token: admin,
    })
    expect(ids(response.body)).toEqual(['id-otherFaculty', 'id-faculty'])
  })

  it('reads the /boot query= form too', async () => {
    const response = await f.call('GET', '/api/user?query=start:0;count:1;filter:usertype eq HOD', {
      token: admin,
    })
    expect(ids(response.body)).toEqual(['id-hod'])
  })

  it('lists every type when no filter bounds the list', async () => {
    const response = await f.call('GET', '/api/user', { token: admin })
    expect(ids(response.body)).toHaveLength(8)
  })

  it('refuses an undeclared filter field with 400 naming the allowed ones', async () => {
    const response = await f.call('GET', '/api/user?filter=passwordHash eq x', { token: admin })
    expect(response.status).toBe(400)
    expect(response.body.error).toMatchObject({
      code: 'LIST_FIELD_NOT_ALLOWED',
      message: expect.stringContaining('usertype'),
    })
  })

  it('refuses a malformed list query with 400', async () => {
    const response = await f.call('GET', '/api/user?count=lots', { token: admin })
    expectRefused(response, 400, 'INVALID_LIST_QUERY')
  })

  it('reads one index partition: one Query for a filtered list, never a Scan', async () => {
    const faculty = await f.login('faculty')
    f.env.counter.reset()
    await f.call('GET', '/api/user?filter=usertype eq FACULTY,facultyDeptId eq fd-1', { token: faculty })
    const counts = f.env.counter.snapshot()
    expect(counts.byCommand).toEqual({ GetItemCommand: 1, QueryCommand: 1 })
  })
})

describe('POST /api/user', () => {
  const newUser = (overrides: Record<string, unknown> = {}) => ({
    name: 'New Person',
    email: `new${Math.random().toString(36).slice(2, 8)}@test.local`,
    usertype: 'FACULTY',
    departmentid: ['dept-a'],
    facultyDeptId: 'fd-1',
    password: 'Start1234',
    ...overrides,
  })

  it('creates a user who can then sign in, and writes an audit record without the password', async () => {
    const body = newUser()
    const response = await f.call('POST', '/api/user', { token: admin, body })
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({
      name: 'New Person',
      email: body.email,
      usertype: 'FACULTY',
      accountStatus: 'ACTIVE',
    })
    expect(response.body).not.toHaveProperty('passwordHash')
    await f.login(body.email, 'Start1234')

    const history = await f.call('GET', `/api/user/audit/${String(response.body.id)}`, { token: admin })
    const [created] = history.body as unknown as {
      action: string
      actorId: string
      after: Record<string, unknown>
    }[]
    expect(created).toMatchObject({ action: 'CREATE', actorId: 'id-admin' })
    expect(created?.after).toMatchObject({ email: body.email })
    expect(JSON.stringify(history.body)).not.toMatch(/passwordHash|scrypt/)
  })

  it('refuses a second user with the same email (any case) with 409, and writes nothing', async () => {
    const response = await f.call('POST', '/api/user', {
      token: admin,
      body: newUser({ email: 'FACULTY@test.local' }),
    })
    expectRefused(response, 409, 'EMAIL_TAKEN')
  })

  it('refuses a duplicate register number and releases the email it had claimed', async () => {
    const email = 'fresh-student@test.local'
    const duplicate = await f.call('POST', '/api/user', {
      token: admin,
      body: newUser({ email, usertype: 'STUDENT', registerNo: 'reg001' }),
    })
    expectRefused(duplicate, 409, 'REGISTER_NO_TAKEN')
    const retry = await f.call('POST', '/api/user', {
      token: admin,
      body: newUser({ email, usertype: 'STUDENT', registerNo: 'REG900' }),
    })
    expect(retry.status).toBe(200)
  })

  it('requires a register number for a student', async () => {
    const response = await f.call('POST', '/api/user', {
      token: admin,
      body: newUser({ usertype: 'STUDENT' }),
    })
    expect(response.status).toBe(400)
    expect(response.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: expect.stringContaining('registerNo'),
    })
  })

  it('lets an HOD add faculty to their own department only', async () => {
    const hod = await f.login('hod')
    expect((await f.call('POST', '/api/user', { token: hod, body: newUser() })).status).toBe(200)
    const elsewhere = await f.call('POST', '/api/user', {
      token: hod,
      body: newUser({ departmentid: ['dept-b'] }),
    })
    expect(elsewhere.status).toBe(403)
    const admins = await f.call('POST', '/api/user', { token: hod, body: newUser({ usertype: 'ADMIN' }) })
    expect(admins.status).toBe(403)
  })
})

describe('reading users', () => {
  it('lets staff read anyone and students only themselves', async () => {
    const student = await f.login('student')
    expect((await f.call('GET', '/api/user/id-student', { token: student })).status).toBe(200)
    const other = await f.call('GET', '/api/user/id-otherStudent', { token: student })
    expect(other.status).toBe(403)
    const faculty = await f.login('faculty')
    expect((await f.call('GET', '/api/user/id-otherStudent', { token: faculty })).status).toBe(200)
  })

  it('returns 404 for a missing user and for a non-student on the student routes', async () => {
    expect((await f.call('GET', '/api/user/nobody', { token: admin })).body.error?.code).toBe(
      'USER_NOT_FOUND',
    )
    for (const path of ['/api/user/student/id-faculty', '/api/student/v2/getSingleStudentById/id-faculty']) {
      const response = await f.call('GET', path, { token: admin })
      expect(response.status).toBe(404)
    }
    const student = await f.call('GET', '/api/student/v2/getSingleStudentById/id-student', { token: admin })
    expect(student.body).toMatchObject({ registerNo: 'REG001', accYearId: 'ay-1' })
  })
})

describe('PUT /api/user/{id}', () => {
  it('accepts the whole record back and applies only what changed', async () => {
    const student = await f.login('student')
    const me = await f.call('GET', '/api/user/singleUser', { token: student })
    const response = await f.call('PUT', '/api/user/id-student', {
      token: student,
      body: { ...me.body, city: 'Madurai' },
    })
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ city: 'Madurai', registerNo: 'REG001' })
  })

  it('refuses a field the caller may not change, naming it', async () => {
    const student = await f.login('student')
    const response = await f.call('PUT', '/api/user/id-student', {
      token: student,
      body: { usertype: 'ADMIN' },
    })
    expect(response.status).toBe(403)
    expect(response.body.error?.message).toContain('usertype')
  })

  it('puts a change of departments into the live session at once', async () => {
    const facultyToken = await f.login('faculty')
    const response = await f.call('PUT', '/api/user/id-faculty', {
      token: admin,
      body: { departmentid: ['dept-a', 'dept-c'] },
    })
    expect(response.status).toBe(200)
    const session = await f.deps.authenticate(facultyToken)
    expect(session).toMatchObject({ departmentIds: ['dept-a', 'dept-c'] })
    await f.call('PUT', '/api/user/id-faculty', { token: admin, body: { departmentid: ['dept-a'] } })
  })

  it.each([
    [
      'keeps an HOD placing people within the departments they head',
      'hod',
      'id-faculty',
      { departmentid: ['dept-a', 'dept-c'] },
    ],
    ['stops an HOD changing people outside their departments', 'hod', 'id-otherFaculty', { city: 'Salem' }],
    ['stops administrators disabling themselves', 'admin', 'id-admin', { accountStatus: 'DISABLE' }],
  ] as const)('%s', async (_behaviour, person, id, body) => {
    const response = await f.call('PUT', `/api/user/${id}`, { token: await f.login(person), body })
    expect(response.status).toBe(403)
  })
})

describe('PUT /api/user/email/{id}', () => {
  it('moves the sign-in email: the new one works, the old one is free again', async () => {
    const hod = await f.login('hod')
    const response = await f.call('PUT', '/api/user/email/id-faculty', {
      token: hod,
      body: { email: 'renamed@test.local' },
    })
    expect(response.status).toBe(200)
    await f.login('renamed@test.local')
    const reuse = await f.call('POST', '/api/user', {
      token: admin,
      body: { name: 'Reuse', email: 'faculty@test.local', usertype: 'FACULTY', departmentid: ['dept-a'] },
    })
    expect(reuse.status).toBe(200)
  })

  it('refuses an email someone else has', async () => {
    const response = await f.call('PUT', '/api/user/email/id-hod', {
      token: admin,
      body: { email: 'admin@test.local' },
    })
    expect(response.status).toBe(409)
  })
})

describe('directory reports', () => {
  it('counts staff by type, status and staff type', async () => {
    const response = await f.call('GET', '/api/user/staffstatistics', { token: admin })
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ byUserType: expect.objectContaining({ HOD: 1, CUSTOM: 1 }) })
  })

  it('finds students entered twice by phone', async () => {
    await f.call('POST', '/api/user', {
      token: admin,
      body: {
        name: 'Student Copy',
        email: 'copy@test.local',
        usertype: 'STUDENT',
        registerNo: 'REG777',
        phone: '+91 9876543210',
      },
    })
    const response = await f.call('GET', '/api/user/duplicateProfiles', { token: admin })
    const groups = response.body as unknown as { field: string; users: { id: string }[] }[]
    const phoneGroup = groups.find((group) => group.field === 'phone')
    expect(phoneGroup?.users.map((user) => user.id)).toContain('id-student')
  })
})

describe('admission applicants', () => {
  it('lets an applicant register, sign in and record an application once', async () => {
    const register = await f.call('POST', '/api/user/register', {
      body: { firstName: 'Asha', email: 'asha@test.local', mobile: '9876500000', password: 'Apply2026' },
    })
    expect(register.status).toBe(200)
    expect(register.body).toEqual({ message: 'Registration received. Sign in with your email and password.' })
    const token = await f.login('asha@test.local', 'Apply2026')
    const me = await f.call('GET', '/api/user/singleUser', { token })
    expect(me.body).toMatchObject({ usertype: 'APPLICANT', name: 'Asha' })
    const id = String(me.body.id)
    await f.call('PUT', `/api/user/withApplication/${id}/app-1`, { token })
    const again = await f.call('PUT', `/api/user/withApplication/${id}/app-1`, { token })
    expect((again.body.appliedApplication as unknown[]).length).toBe(1)
  })

  it('refuses a mobile number that is not 10 digits', async () => {
    const response = await f.call('POST', '/api/user/register', {
      body: { firstName: 'B', email: 'b@test.local', mobile: '12345', password: 'Apply2026' },
    })
    expect(response.status).toBe(400)
    expect(response.body.error?.message).toContain('mobile')
  })
})

describe('POST /api/user/student/attachment/{id}', () => {
  const file = { fileKey: 'uploads/students/id-student/sslc-4f2a.pdf', versionId: 'v1' }

  it("records a student's document and removes it with null, writing audit each time", async () => {
    const student = await f.login('student')
    const added = await f.call('POST', '/api/user/student/attachment/id-student', {
      token: student,
      body: { type: 'sslc', file },
    })
    expect(added.status).toBe(200)
    expect(added.body.attachments).toEqual({ sslc: file })
    const removed = await f.call('POST', '/api/user/student/attachment/id-student', {
      token: student,
      body: { type: 'sslc', file: null },
    })
    expect(removed.body.attachments).toEqual({})
    const history = await f.call('GET', '/api/user/audit/id-student', { token: admin })
    expect(
      (history.body as unknown as { action: string }[]).map((entry) => entry.action).slice(0, 2),
    ).toEqual(['DETACH', 'ATTACH'])
  })

  it.each([
    ['an unknown document type', { type: 'passport', file }],
    ['a key that climbs out of its folder', { type: 'hsc', file: { fileKey: 'uploads/../secrets.txt' } }],
    ['an absolute key', { type: 'hsc', file: { fileKey: '/etc/passwd' } }],
  ])('refuses %s with 400', async (_case, body) => {
    const response = await f.call('POST', '/api/user/student/attachment/id-student', { token: admin, body })
    expect(response.status).toBe(400)
  })

  it("refuses another student's documents, and staff outside their department", async () => {
    const other = await f.login('otherStudent')
    expect(
      (
        await f.call('POST', '/api/user/student/attachment/id-student', {
          token: other,
          body: { type: 'tc', file },
        })
      ).status,
    ).toBe(403)
    const hod = await f.login('hod')
    expect(
      (
        await f.call('POST', '/api/user/student/attachment/id-otherStudent', {
          token: hod,
          body: { type: 'tc', file },
        })
      ).status,
    ).toBe(403)
    expect(
      (
        await f.call('POST', '/api/user/student/attachment/id-student', {
          token: hod,
          body: { type: 'tc', file },
        })
      ).status,
    ).toBe(200)
  })
})
