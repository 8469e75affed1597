import { describe, expect, it } from 'vitest'
import { createIdentityFixture, STUDENT_AS_LISTED } from './testing/fixture'
import { newUserRecord } from './users.repository'

const f = await createIdentityFixture()
const admin = await f.login('admin')
const faculty = await f.login('faculty')
// Imported data may hold phones in any spacing; the API itself only accepts 10 digits with an optional code.
await f.users.create(
  newUserRecord({
    id: 'id-imported',
    name: 'Kavya Raman',
    email: 'kavya.r@test.local',
    registerNo: 'ECE24007',
    usertype: 'STUDENT',
    departmentid: ['dept-b'],
    phone: '+91 98400 12345',
    parentPhone: '0091-91234-56780',
  }),
)

// The administrator may see every student's phones, so finds them by phone (a faculty member only those they
// teach: authz-matrix.int.test.ts).
const search = async (text: string, token = admin) =>
  f.call('GET', `/api/student/search?text=${encodeURIComponent(text)}`, { token })
const idsOf = (body: unknown) => (body as { id: string }[]).map((student) => student.id)

describe('GET /api/student/search', () => {
  it('finds students by register number prefix, any case, sorted by name, in the documented shape', async () => {
    const response = await search('reg00')
    expect(response.status).toBe(200)
    expect(idsOf(response.body)).toEqual(['id-otherStudent', 'id-student'])
    expect((response.body as unknown as unknown[])[1]).toEqual(STUDENT_AS_LISTED)
  })

  it.each([
    ['a word of the name', 'raman'],
    ['the full name', 'Kavya Raman'],
    ['the email', 'KAVYA.R@test'],
    ['the register number', 'ece24'],
    ['the 10 digits of a "+91 98400 12345" phone', '9840012345'],
    ['the phone as people type it', '98400 12345'],
    ['the phone with its country code', '+91 98400'],
    ['the parent phone', '91234 56780'],
  ])('finds a student by %s', async (_case, text) => {
    const response = await search(text)
    expect(response.status).toBe(200)
    expect(idsOf(response.body)).toEqual(['id-imported'])
  })

  it('returns a student matched by several terms once, and never staff', async () => {
    // 'student' starts the name of both students and the email of one.
    expect(idsOf((await search('student')).body)).toEqual(['id-otherStudent', 'id-student'])
    expect((await search('faculty')).body).toEqual([])
    expect((await search('hod@test')).body).toEqual([])
  })

  it('returns at most count students', async () => {
    const response = await f.call('GET', '/api/student/search?text=reg&count=1', { token: faculty })
    expect(idsOf(response.body)).toEqual(['id-otherStudent'])
  })

  it.each([
    ['a one-character text', 'text=a', 'VALIDATION_FAILED', 'text: Type at least 2 characters to search'],
    ['text with no letters or digits', 'text=%2B%20-', 'SEARCH_TEXT_TOO_SHORT', 'Type at least 2 letters'],
    ['a count over 100', 'text=reg&count=101', 'VALIDATION_FAILED', 'count must be between 1 and 100'],
  ])('refuses %s with 400 and a clear message', async (_case, query, code, message) => {
    const response = await f.call('GET', `/api/student/search?${query}`, { token: faculty })
    expect(response.status).toBe(400)
    expect(response.body.error?.code).toBe(code)
    expect(response.body.error?.message).toContain(message)
  })

  it('is one Query and one BatchGetItem, after the session read, and never a Scan', async () => {
    f.env.counter.reset()
    await search('reg')
    expect(f.env.counter.snapshot().byCommand).toEqual({
      GetItemCommand: 1,
      QueryCommand: 1,
      BatchGetItemCommand: 1,
    })
  })
})

describe('the search follows changes to students', () => {
  it('still finds a disabled student, showing the status', async () => {
    await f.call('PUT', '/api/user/id-otherStudent', { token: admin, body: { accountStatus: 'DISABLE' } })
    const response = await search('REG002')
    expect(response.body).toMatchObject([{ id: 'id-otherStudent', accountStatus: 'DISABLE' }])
  })

  it('finds a renamed student by the new name only, and drops someone who stops being a student', async () => {
    const renamed = await f.call('PUT', '/api/user/id-imported', {
      token: admin,
      body: { name: 'Kavya Sundar', phone: '9000000001' },
    })
    expect(renamed.status).toBe(200)
    expect(idsOf((await search('sundar')).body)).toEqual(['id-imported'])
    expect((await search('raman')).body).toEqual([])
    expect((await search('98400')).body).toEqual([])

    await f.call('PUT', '/api/user/id-imported', { token: admin, body: { usertype: 'FACULTY' } })
    expect((await search('kavya')).body).toEqual([])
    const { data } = await f.entities.studentSearchTerm.query.byTerm({}).go({ pages: 'all' })
    expect(data.filter((item) => item.userId === 'id-imported')).toEqual([])
  })

  it('ignores a term a student no longer has, and the rebuild removes it', async () => {
    await f.entities.studentSearchTerm
      .put({ term: 'zzstale', userId: 'id-student', sortName: 'student' })
      .go()
    expect((await search('zzstale')).body).toEqual([])

    const rebuilt = await f.users.rebuildIndexes()
    expect(rebuilt.removed).toBe(1)
    expect(rebuilt.written).toBe(0)
    const { data } = await f.entities.studentSearchTerm.query.byTerm({}).begins({ term: 'zz' }).go()
    expect(data).toEqual([])
    expect(idsOf((await search('reg00')).body)).toEqual(['id-otherStudent', 'id-student'])
  })
})
