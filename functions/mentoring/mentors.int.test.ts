import { describe, expect, it } from 'vitest'
import { createAuditLog } from '@campus/db'
import { putContacts } from '@campus/testing'
import { createMentoringFixture, idOf, STAFF_CONTACTS, studentContact } from './testing/fixture'

const f = await createMentoringFixture()
const { tokens } = f

type Record_ = {
  id: string
  staffId: string
  students: { studentId: string; startDate?: string; endDate?: string }[]
}
type Summary = { id: string; staffId: string; studentsCount: number; mentorInfo: { name: string } }
type Period = { staffId: string; startDate?: string; endDate?: string; current: boolean; removedOn?: number }

const byStaff = async (person: 'mentor' | 'faculty' | 'otherFaculty' | 'hod', token = tokens.admin) =>
  f.ok<Record_[]>('GET', `/api/mentor/byStaff/${idOf(person)}`, { token })

describe('assigning students to a mentor', () => {
  it('claims the students, answers the record in the byStaff shape and lists them under the staff member', async () => {
    const answer = await f.assign('mentor', [{ studentId: 'stu-1', startDate: '1709251200000' }, 'stu-2'])
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({
      id: idOf('mentor'),
      staffId: idOf('mentor'),
      mentorInfo: expect.objectContaining({ id: idOf('mentor'), name: 'Staff mentor', usertype: 'FACULTY' }),
      students: [
        {
          studentId: 'stu-1',
          departmentId: 'dept-cse',
          startDate: '1709251200000',
          studentInfo: expect.objectContaining({ id: 'stu-1', name: 'Student 001', registerNo: 'REG0001' }),
        },
        expect.objectContaining({ studentId: 'stu-2', departmentId: 'dept-cse' }),
      ],
    })
    expect(await byStaff('mentor')).toEqual([answer.body])
  })

  it('refuses a student another staff member mentors with 409 ALREADY_MENTORED naming both, writing nothing', async () => {
    await f.assign('faculty', ['stu-3'])
    const answer = await f.assign('otherFaculty', ['stu-4', 'stu-3'])
    expect(answer.status).toBe(409)
    expect(answer.body.error).toMatchObject({
      code: 'ALREADY_MENTORED',
      message: 'Student 003 is already mentored by Staff faculty.',
    })
    expect(await byStaff('otherFaculty')).toEqual([])
  })

  it("refuses non-students, students outside the staff member's departments and unknown staff", async () => {
    expect((await f.assign('faculty', [idOf('hod')])).body.error?.code).toBe('NOT_A_STUDENT')
    expect((await f.assign('faculty', ['stu-41'], tokens.admin)).body.error?.code).toBe(
      'NOT_IN_STAFF_DEPARTMENT',
    )
    const unknown = await f.call('POST', '/api/mentor', {
      token: tokens.hod,
      body: { staffId: 'nobody', students: [{ studentId: 'stu-5' }] },
    })
    expect(unknown.status).toBe(404)
  })

  it("lets only the HOD of the student's department or an administrator assign", async () => {
    expect((await f.assign('faculty', ['stu-6'], tokens.otherHod)).status).toBe(403)
    expect((await f.assign('faculty', ['stu-6'], tokens.admin)).status).toBe(200)
  })

  it('gives a student exactly one mentor when 24 requests for 24 staff members assign them at once', async () => {
    const staff = Array.from({ length: 24 }, (_, index) => ({
      ...STAFF_CONTACTS[2]!,
      userId: `bulk-fac-${index}`,
      name: `Bulk faculty ${index}`,
    }))
    const others = Array.from({ length: 24 }, (_, index) => studentContact(100 + index))
    await putContacts(f.env, [...staff, ...others])
    const answers = await Promise.all(
      staff.map((member, index) =>
        f.call('POST', '/api/mentor', {
          token: tokens.hod,
          body: {
            staffId: member.userId,
            students: [{ studentId: 'stu-20' }, { studentId: `stu-${100 + index}` }],
          },
        }),
      ),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(1)
    expect(statuses.filter((status) => status === 409)).toHaveLength(23)
    for (const answer of answers.filter(({ status }) => status === 409))
      expect(answer.body.error?.code).toBe('ALREADY_MENTORED')
    // The losers released what they had claimed: the winner alone mentors anyone among them.
    const rows = await f.ok<Summary[]>('GET', '/api/mentor?filter=departmentid eq dept-cse', {
      token: tokens.hod,
    })
    const counts = rows.filter((row) => row.staffId.startsWith('bulk-fac-')).map((row) => row.studentsCount)
    expect(counts.sort()).toEqual([...Array<number>(23).fill(0), 2])
  })
})

describe('two requests giving a student to the same staff member at once', () => {
  it('both succeed, with one assignment', async () => {
    const answers = await Promise.all([f.assign('faculty', ['stu-25']), f.assign('faculty', ['stu-25'])])
    expect(answers.map(({ status }) => status)).toEqual([200, 200])
    const [record] = await byStaff('faculty')
    expect(record?.students.filter(({ studentId }) => studentId === 'stu-25')).toHaveLength(1)
  })
})

describe("the department list and a staff member's record", () => {
  it('lists every HOD and faculty member of the department by name with their count, in two DynamoDB calls', async () => {
    const calls = await f.countCalls(() =>
      f.ok<Summary[]>('GET', '/api/mentor?filter=departmentid eq dept-cse', { token: tokens.faculty }),
    )
    // The session read, then the directory's Query of the staff and the mentorships' Query of the department.
    expect(calls.byCommand).toEqual({ GetItemCommand: 1, QueryCommand: 2 })
    const rows = await f.ok<Summary[]>('GET', '/api/mentor?filter=departmentid eq dept-cse', {
      token: tokens.hod,
    })
    expect(rows.map((row) => row.mentorInfo.name)).toEqual([...rows.map((row) => row.mentorInfo.name)].sort())
    expect(rows.find((row) => row.staffId === idOf('mentor'))).toMatchObject({
      id: idOf('mentor'),
      studentsCount: 2,
      mentorInfo: {
        id: idOf('mentor'),
        name: 'Staff mentor',
        email: 'mentor@campus.local',
        phone: '9000000000',
        usertype: 'FACULTY',
      },
    })
    expect(rows.map((row) => row.staffId)).not.toContain(idOf('otherHod'))
  })

  it("needs the department filter and refuses other departments' staff", async () => {
    const missing = await f.call('GET', '/api/mentor', { token: tokens.hod })
    expect(missing.status).toBe(400)
    expect(missing.body.error?.message).toContain('departmentid')
    expect(
      (await f.call('GET', '/api/mentor?filter=departmentid eq dept-cse', { token: tokens.otherHod })).status,
    ).toBe(403)
  })

  it('reads a record in two DynamoDB calls, for the staff member, their HOD and the administrator only', async () => {
    const calls = await f.countCalls(() => byStaff('mentor', tokens.mentor))
    // The session read, then the Query of the staff member's students and one BatchGetItem of the contacts.
    expect(calls.byCommand).toEqual({ GetItemCommand: 1, QueryCommand: 1, BatchGetItemCommand: 1 })
    expect((await byStaff('mentor', tokens.hod))[0]?.staffId).toBe(idOf('mentor'))
    for (const token of [tokens.faculty, tokens.otherHod])
      expect((await f.call('GET', `/api/mentor/byStaff/${idOf('mentor')}`, { token })).status).toBe(403)
  })
})

describe('changing a mentor record', () => {
  it('sets dates on a PUT of the record as read back, by the mentor themself', async () => {
    const [record] = await byStaff('mentor', tokens.mentor)
    const body = {
      ...record,
      studentsCount: 2,
      students: record!.students.map((s) =>
        s.studentId === 'stu-2' ? { ...s, endDate: '1735603200000' } : s,
      ),
    }
    const answer = await f.ok<Record_>('PUT', `/api/mentor/${idOf('mentor')}`, { token: tokens.mentor, body })
    expect(answer.students.find((s) => s.studentId === 'stu-2')?.endDate).toBe('1735603200000')
    expect((await byStaff('mentor'))[0]?.students.find((s) => s.studentId === 'stu-2')?.endDate).toBe(
      '1735603200000',
    )
  })

  it('refuses a mentor adding or removing their own students', async () => {
    const [record] = await byStaff('mentor')
    const fewer = { ...record, students: record!.students.slice(1) }
    expect(
      (await f.call('PUT', `/api/mentor/${idOf('mentor')}`, { token: tokens.mentor, body: fewer })).status,
    ).toBe(403)
    expect((await f.assign('mentor', ['stu-30'], tokens.mentor)).status).toBe(403)
  })

  it('takes off students missing from a PUT, each logged with its own dates', async () => {
    await f.assign('otherFaculty', [
      { studentId: 'stu-10', startDate: 1000, endDate: 2000 },
      { studentId: 'stu-11', startDate: 3000 },
      'stu-12',
    ])
    const [record] = await byStaff('otherFaculty')
    const kept = { ...record, students: record!.students.filter((s) => s.studentId === 'stu-12') }
    const answer = await f.ok<Record_>('PUT', `/api/mentor/${idOf('otherFaculty')}`, {
      token: tokens.hod,
      body: kept,
    })
    expect(answer.students.map((s) => s.studentId)).toEqual(['stu-12'])
    const log10 = await f.ok<Period[]>('GET', '/api/mentorLog?filter=studentId eq stu-10', {
      token: tokens.hod,
    })
    expect(log10).toEqual([
      expect.objectContaining({
        staffId: idOf('otherFaculty'),
        startDate: '1000',
        endDate: '2000',
        current: false,
      }),
    ])
    const log11 = await f.ok<Period[]>('GET', '/api/mentorLog?filter=studentId eq stu-11', {
      token: tokens.hod,
    })
    expect(log11).toEqual([expect.objectContaining({ startDate: '3000', current: false })])
    expect(log11[0]).not.toHaveProperty('endDate')
  })

  it("refuses another faculty member's PUT of the record, even one that changes nothing", async () => {
    const [record] = await byStaff('mentor')
    const answer = await f.call('PUT', `/api/mentor/${idOf('mentor')}`, {
      token: tokens.faculty,
      body: record,
    })
    expect(answer.status).toBe(403)
  })

  it('refuses a PUT whose record is not the one in the path', async () => {
    const answer = await f.call('PUT', `/api/mentor/${idOf('faculty')}`, {
      token: tokens.hod,
      body: { staffId: idOf('mentor'), students: [] },
    })
    expect(answer.body.error?.code).toBe('STAFF_MISMATCH')
  })
})

describe('POST /api/mentorLog', () => {
  it("ends each listed mentorship with that student's own dates, once: posting again writes nothing", async () => {
    await f.assign('hod', [
      { studentId: 'stu-31', startDate: 100, endDate: 200 },
      { studentId: 'stu-32', startDate: 300, endDate: 400 },
      'stu-33',
    ])
    // The legacy client sends one set of dates (the last student's) for every entry.
    const body = ['stu-31', 'stu-32'].map((studentId) => ({
      staffId: idOf('hod'),
      studentId,
      mentorId: idOf('hod'),
      startDate: '999',
      endDate: '9999',
    }))
    const logged = await f.ok<{ studentId: string; startDate: string; endDate: string }[]>(
      'POST',
      '/api/mentorLog',
      {
        token: tokens.hod,
        body,
      },
    )
    expect(logged.map(({ studentId, startDate, endDate }) => ({ studentId, startDate, endDate }))).toEqual([
      { studentId: 'stu-31', startDate: '100', endDate: '200' },
      { studentId: 'stu-32', startDate: '300', endDate: '400' },
    ])
    expect(await f.ok('POST', '/api/mentorLog', { token: tokens.hod, body })).toEqual([])
    for (const studentId of ['stu-31', 'stu-32']) {
      const timeline = await f.ok<Period[]>('GET', `/api/mentorLog?filter=studentId eq ${studentId}`, {
        token: tokens.admin,
      })
      expect(timeline).toHaveLength(1)
    }
    expect((await byStaff('hod'))[0]?.students.map((s) => s.studentId)).toEqual(['stu-33'])
    // The legacy follow-up PUT without those students changes nothing more.
    const [record] = await byStaff('hod')
    await f.ok('PUT', `/api/mentor/${idOf('hod')}`, { token: tokens.hod, body: record })
  })

  it("lets only the HOD of the students' department or an administrator remove, checked before any write", async () => {
    await f.assign('hod', ['stu-34'])
    const body = [{ staffId: idOf('hod'), studentId: 'stu-34', mentorId: idOf('hod') }]
    expect((await f.call('POST', '/api/mentorLog', { token: tokens.otherHod, body })).status).toBe(403)
    expect((await f.call('POST', '/api/mentorLog', { token: tokens.mentor, body })).status).toBe(403)
    expect((await byStaff('hod'))[0]?.students.map((s) => s.studentId)).toContain('stu-34')
  })

  it('lets a student be given a new mentor after the last one ended, keeping the history newest first', async () => {
    await f.ok('POST', '/api/mentorLog', {
      token: tokens.hod,
      body: [{ staffId: idOf('hod'), studentId: 'stu-34', mentorId: idOf('hod') }],
    })
    expect((await f.assign('faculty', ['stu-34'])).status).toBe(200)
    const timeline = await f.ok<Period[]>('GET', '/api/mentorLog?filter=studentId eq stu-34', {
      token: tokens.hod,
    })
    expect(timeline.map(({ staffId, current }) => ({ staffId, current }))).toEqual([
      { staffId: idOf('faculty'), current: true },
      { staffId: idOf('hod'), current: false },
    ])
  })
})

describe('the audit trail', () => {
  it('records every assignment, date change, removal and comment, with who did it', async () => {
    const auditOf = (entity: string, id: string) =>
      createAuditLog(f.env.client, f.env.tables.mentoring).listForRecord(entity, id)
    await f.assign('faculty', [{ studentId: 'stu-38', startDate: 10 }])
    const [record] = await byStaff('faculty')
    await f.ok('PUT', `/api/mentor/${idOf('faculty')}`, {
      token: tokens.hod,
      body: {
        ...record,
        students: record!.students.map((s) => (s.studentId === 'stu-38' ? { ...s, endDate: '20' } : s)),
      },
    })
    await f.ok('POST', '/api/mentorLog', {
      token: tokens.admin,
      body: [{ staffId: idOf('faculty'), studentId: 'stu-38', mentorId: idOf('faculty') }],
    })
    const trail = await auditOf('mentorship', 'stu-38')
    expect(trail.map(({ action, actorId }) => ({ action, actorId }))).toEqual([
      { action: 'REMOVE', actorId: idOf('admin') },
      { action: 'DATES', actorId: idOf('hod') },
      { action: 'ASSIGN', actorId: idOf('hod') },
    ])
    const comment = await f.ok<{ id: string }>('POST', '/api/mentorComment', {
      token: tokens.hod,
      body: { studentId: 'stu-38', commentDesc: 'Noted.', rating: 6 },
    })
    expect((await auditOf('mentorComment', comment.id)).map(({ action }) => action)).toEqual(['CREATE'])
  })
})
