import { describe, expect, it } from 'vitest'
import { createMentoringFixture, idOf } from './testing/fixture'

/**
 * The legacy client's mentoring reads (legacy-client.md 2.8, 3.8), each sent as the client builds it and checked
 * for the fields the client then reads, with the types it reads them as (dates as epoch-ms strings).
 */
const f = await createMentoringFixture()
const { tokens } = f

await f.assign('mentor', [
  { studentId: 'stu-1', startDate: '1709251200000', endDate: '1740787200000' },
  'stu-2',
])
await f.ok('POST', '/api/mentorComment', {
  token: tokens.mentor,
  body: {
    studentId: 'stu-1',
    staffId: 'id-admin',
    mentorId: idOf('mentor'),
    commentDesc: 'Good.',
    rating: 8,
  },
})

const person = { id: expect.any(String), name: expect.any(String) }

describe('the legacy mentoring reads (2.8)', () => {
  it('GET /api/mentor?filter=departmentid eq <deptId>: staffId, studentsCount, mentorInfo', async () => {
    for (const query of ['filter=departmentid eq dept-cse', 'filter=departmentid eq dept-cse ']) {
      const rows = await f.ok<Record<string, unknown>[]>('GET', `/api/mentor?${query}`, { token: tokens.hod })
      expect(rows).toContainEqual({
        id: idOf('mentor'),
        staffId: idOf('mentor'),
        studentsCount: 2,
        mentorInfo: {
          ...person,
          email: expect.any(String),
          phone: expect.any(String),
          usertype: 'FACULTY',
        },
      })
    }
  })

  it("GET /api/mentor/byStaff/<staffId>: [0] is the record with each student's dates and studentInfo", async () => {
    const [record] = await f.ok<Record<string, unknown>[]>('GET', `/api/mentor/byStaff/${idOf('mentor')}`, {
      token: tokens.mentor,
    })
    expect(record).toEqual({
      id: idOf('mentor'),
      staffId: idOf('mentor'),
      mentorInfo: expect.objectContaining(person),
      students: [
        {
          studentId: 'stu-1',
          departmentId: 'dept-cse',
          startDate: '1709251200000',
          endDate: '1740787200000',
          studentInfo: expect.objectContaining({
            ...person,
            registerNo: 'REG0001',
            email: expect.any(String),
          }),
        },
        expect.objectContaining({ studentId: 'stu-2', studentInfo: expect.objectContaining(person) }),
      ],
    })
    expect(await f.ok('GET', `/api/mentor/byStaff/${idOf('faculty')}`, { token: tokens.faculty })).toEqual([])
  })

  it('GET /api/mentorComment?filter=studentId eq<studentId>: id, rating, commentDesc, commentDate, staffInfo', async () => {
    const comments = await f.ok<Record<string, unknown>[]>(
      'GET',
      '/api/mentorComment?filter=studentId eqstu-1',
      {
        token: tokens.hod,
      },
    )
    expect(comments).toEqual([
      expect.objectContaining({
        id: expect.any(String),
        rating: 8,
        commentDesc: 'Good.',
        commentDate: expect.any(Number),
        staffInfo: { name: expect.any(String) },
        mentorInfo: { name: 'Staff mentor' },
      }),
    ])
  })
})
