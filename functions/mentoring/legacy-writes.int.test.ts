import { describe, expect, it } from 'vitest'
import { createMentoringFixture, idOf } from './testing/fixture'

/**
 * The legacy client's mentoring writes (legacy-client.md 2.8, 3.8, 5.9) with the bodies it sends: the first
 * assignment POSTed, later ones PUT as the whole record read back, dates set as epoch-ms strings, removal as
 * mentorLog entries (all carrying the last student's dates) followed by a PUT without those students.
 */
const f = await createMentoringFixture()
const { tokens } = f
const staffId = idOf('mentor')

type Record_ = { students: { studentId: string; startDate?: string; endDate?: string }[] }
const record = async () =>
  (await f.ok<Record_[]>('GET', `/api/mentor/byStaff/${staffId}`, { token: tokens.hod }))[0]!

describe('the legacy mentoring writes', () => {
  it('POSTs the first assignment, then PUTs the record read back with a student appended', async () => {
    await f.ok('POST', '/api/mentor', {
      token: tokens.hod,
      body: { staffId, students: [{ studentId: 'stu-1' }] },
    })
    const before = await record()
    await f.ok('PUT', `/api/mentor/${staffId}`, {
      token: tokens.hod,
      body: { ...before, students: [...before.students, { studentId: 'stu-2' }] },
    })
    expect((await record()).students.map((s) => s.studentId)).toEqual(['stu-1', 'stu-2'])
  })

  it('sets From and To dates sent as epoch-ms strings on the selected students', async () => {
    const before = await record()
    const from = { ...before, students: before.students.map((s) => ({ ...s, startDate: '1709251200000' })) }
    await f.ok('PUT', `/api/mentor/${staffId}`, { token: tokens.hod, body: from })
    const to = await record()
    await f.ok('PUT', `/api/mentor/${staffId}`, {
      token: tokens.hod,
      body: {
        ...to,
        students: to.students.map((s) => (s.studentId === 'stu-2' ? { ...s, endDate: '1740787200000' } : s)),
      },
    })
    expect((await record()).students).toEqual([
      expect.objectContaining({ studentId: 'stu-1', startDate: '1709251200000' }),
      expect.objectContaining({ studentId: 'stu-2', startDate: '1709251200000', endDate: '1740787200000' }),
    ])
  })

  it('removes with mentorLog entries sharing one set of dates, then the PUT without them', async () => {
    await f.ok('PUT', `/api/mentor/${staffId}`, {
      token: tokens.hod,
      body: { ...(await record()), students: [...(await record()).students, { studentId: 'stu-3' }] },
    })
    const before = await record()
    const last = before.students.find((s) => s.studentId === 'stu-2')!
    const entries = ['stu-1', 'stu-2'].map((studentId) => ({
      staffId,
      startDate: last.startDate,
      endDate: last.endDate,
      studentId,
      mentorId: staffId,
    }))
    await f.ok('POST', '/api/mentorLog', { token: tokens.hod, body: entries })
    await f.ok('PUT', `/api/mentor/${staffId}`, {
      token: tokens.hod,
      body: { ...before, students: before.students.filter((s) => s.studentId === 'stu-3') },
    })
    expect((await record()).students.map((s) => s.studentId)).toEqual(['stu-3'])
    // Each log keeps that student's own dates: stu-1 never had an end date.
    const [logged] = await f.ok<Record<string, unknown>[]>(
      'GET',
      '/api/mentorLog?filter=studentId eq stu-1',
      {
        token: tokens.hod,
      },
    )
    expect(logged).toMatchObject({ staffId, startDate: '1709251200000', current: false })
    expect(logged).not.toHaveProperty('endDate')
  })

  it('comments with the student profile creator as staffId, edits the comment read back, deletes it', async () => {
    const written = await f.ok<Record<string, unknown>>('POST', '/api/mentorComment', {
      token: tokens.mentor,
      body: {
        studentId: 'stu-3',
        staffId: 'id-admin',
        mentorId: staffId,
        commentDesc: 'Good start.',
        rating: 5,
      },
    })
    expect(written.staffId).toBe(staffId)
    const [listed] = await f.ok<Record<string, unknown>[]>(
      'GET',
      '/api/mentorComment?filter=studentId eqstu-3',
      {
        token: tokens.mentor,
      },
    )
    const edited = await f.ok<Record<string, unknown>>('PUT', `/api/mentorComment/${String(written.id)}`, {
      token: tokens.mentor,
      body: { ...listed, commentDesc: 'Better now.', rating: 10 },
    })
    expect(edited).toMatchObject({ commentDesc: 'Better now.', rating: 10 })
    await f.ok('DELETE', `/api/mentorComment/${String(written.id)}`, { token: tokens.mentor })
    expect(
      await f.ok('GET', '/api/mentorComment?filter=studentId eqstu-3', { token: tokens.mentor }),
    ).toEqual([])
  })
})
