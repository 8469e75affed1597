import { PutCommand } from '@aws-sdk/lib-dynamodb'
import { indexKeys, MENTORING_INDEXES } from '@campus/db'
import { beforeAll, describe, expect, it } from 'vitest'
import { hashPassword } from './passwords'
import { createIdentityFixture, PASSWORD, type IdentityFixture } from './testing/fixture'
import { newUserRecord } from './users.repository'

/**
 * A student's mentor (issue 31), as identity reads it from the mentoring table: on the group roster (legacy
 * 2.4, 2.8) and as a reason to see the student's personal data (docs/adr/0035).
 */
let f: IdentityFixture
let mentor: string
const STUDENT = 'id-mentee'
const PERSONAL = { phone: '9000000101', parentPhone: '9000000102', addressline1: '7 Lake Road' }

/** The student's mentorship item as mentoring writes it: its current mentor's keys only while there is one. */
async function putMentorship(staffId?: string) {
  const { byStudent, everInDepartment } = MENTORING_INDEXES.mentorship
  const fields = { studentId: STUDENT, departmentId: 'dept-a' }
  const current = staffId ? { staffId, staffName: 'Other Faculty', startDate: 1_700_000_000_000 } : {}
  await f.env.client.send(
    new PutCommand({
      TableName: f.env.tables.mentoring,
      Item: {
        ...indexKeys(staffId ? MENTORING_INDEXES.mentorship : { byStudent, everInDepartment }, {
          ...fields,
          ...current,
        }),
        ...fields,
        ...current,
        ...(staffId ? {} : { history: [{ staffId: 'id-otherFaculty', endDate: 1_700_000_100_000 }] }),
      },
    }),
  )
}

const personalOf = (record: Record<string, unknown>) =>
  Object.fromEntries(Object.keys(PERSONAL).map((field) => [field, record[field]]))
const withheld = Object.fromEntries(Object.keys(PERSONAL).map((field) => [field, undefined]))
const roster = () => f.ok<Record<string, unknown>[]>('GET', '/api/group/student/grp-3', { token: mentor })

beforeAll(async () => {
  f = await createIdentityFixture()
  await f.users.create(
    newUserRecord({
      id: STUDENT,
      name: 'Mentee',
      email: 'mentee@test.local',
      registerNo: 'MT001',
      usertype: 'STUDENT',
      departmentid: ['dept-a'],
      accYearId: 'ay-3',
      groupId: 'grp-3',
      passwordHash: await hashPassword(PASSWORD),
      ...PERSONAL,
    }),
  )
  // otherFaculty belongs to dept-b, heads nothing and teaches nothing: only mentoring gives a reason.
  mentor = await f.login('otherFaculty')
})

describe("a student's mentor", () => {
  it('is not on the roster, and sees nothing personal, before a mentorship', async () => {
    expect(personalOf(await f.ok('GET', `/api/user/${STUDENT}`, { token: mentor }))).toEqual(withheld)
    const [row] = await roster()
    expect(row).toMatchObject({ id: STUDENT })
    expect(row).not.toHaveProperty('mentor')
    expect(row).not.toHaveProperty('phone')
  })

  it("sees the phone, the parents' phone and the address while mentoring the student, with an audit record", async () => {
    await putMentorship('id-otherFaculty')
    expect(personalOf(await f.ok('GET', `/api/user/${STUDENT}`, { token: mentor }))).toEqual(PERSONAL)
    expect(personalOf(await f.ok('GET', `/api/user/student/${STUDENT}`, { token: mentor }))).toEqual(PERSONAL)
    const history = await f.ok<{ action: string; actorId: string; after?: unknown }[]>(
      'GET',
      `/api/user/audit/${STUDENT}`,
      { token: await f.login('admin') },
    )
    expect(history.find(({ action }) => action === 'READ_PERSONAL_DATA')).toMatchObject({
      actorId: 'id-otherFaculty',
      after: { reason: 'MENTOR' },
    })
  })

  it('is on each roster row the student has a mentor for, read in one BatchGetItem that also decides MENTOR', async () => {
    f.env.counter.reset()
    const rows = await roster()
    // The session, the roster's Query, the caller's subjects (TEACHER), and the rows' mentors: no mentees Query.
    expect(f.env.counter.snapshot().byCommand).toEqual({
      GetItemCommand: 1,
      QueryCommand: 2,
      BatchGetItemCommand: 1,
    })
    expect(rows.find(({ id }) => id === STUDENT)).toMatchObject({
      mentor: { mentorInfo: { id: 'id-otherFaculty', name: 'Other Faculty' } },
      phone: PERSONAL.phone,
    })
    // The HOD sees the mentor too; staff with no reason see the mentor but not the phone.
    const [asCustom] = (
      await f.ok<Record<string, unknown>[]>('GET', '/api/group/student/grp-3', {
        token: await f.login('custom'),
      })
    ).filter(({ id }) => id === STUDENT)
    expect(asCustom).toMatchObject({ mentor: { mentorInfo: { id: 'id-otherFaculty' } } })
    expect(asCustom).not.toHaveProperty('phone')
  })

  it('sees nothing personal once the mentorship ended, and the roster names no mentor', async () => {
    await putMentorship()
    expect(personalOf(await f.ok('GET', `/api/user/${STUDENT}`, { token: mentor }))).toEqual(withheld)
    const [row] = (await roster()).filter(({ id }) => id === STUDENT)
    expect(row).not.toHaveProperty('mentor')
    expect(row).not.toHaveProperty('phone')
  })
})
