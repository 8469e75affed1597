import { expectInvalid, expectRefused } from '@campus/testing'
import { describe, expect, it } from 'vitest'
import { aStudent, createAssignmentsFixture, deadlineIn, GROUPS, idOf } from './testing/fixture'

const DAY = 86_400_000
const f = await createAssignmentsFixture()
const { tokens } = f

type Row = { studentId: string; status: string; mark?: number; remark?: string; barcode?: { url: string } }
const table = (id: string, token = tokens.faculty) =>
  f.ok<Row[]>('GET', `/api/assignment/getassignment/${id}`, { token })
const own = (id: string, token = tokens.student) =>
  f.ok<{ studentFile: { fileKey: string; url: string }; mark?: number; remark?: string; late: boolean }[]>(
    'GET',
    `/api/assignment/getsingleassignment/${id}`,
    { token },
  )

describe('a student submitting', () => {
  it('uploads, replaces and removes their file before the deadline, and sees only their own', async () => {
    const { id } = await f.compose()
    expect(await own(id)).toEqual([])
    const first = await f.submit(id)
    expect(first).toMatchObject({ assignmentId: id, studentId: idOf('student'), late: false, maxMark: 100 })
    const replaced = await f.submit(id)
    const mine = await own(id)
    expect(mine).toHaveLength(1)
    expect(mine[0]!.studentFile.fileKey).toBe(
      (replaced as { studentFile: { fileKey: string } }).studentFile.fileKey,
    )
    // The replaced file was let go.
    expect(
      await f.uploads.find((first as { studentFile: { fileKey: string } }).studentFile.fileKey),
    ).toBeUndefined()
    // Another student of the group sees none of it; a student of another group cannot even open it.
    const other = await f.login('otherFaculty')
    expectRefused(
      await f.call('GET', `/api/assignment/getsingleassignment/${id}`, { token: tokens.studentB }),
      403,
      'FORBIDDEN',
    )
    expectRefused(
      await f.call('GET', `/api/assignment/getassignment/${id}`, { token: tokens.student }),
      403,
      'ROLE_NOT_ALLOWED',
    )
    expectRefused(
      await f.call('GET', `/api/assignment/getassignment/${id}`, { token: other }),
      403,
      'FORBIDDEN',
    )
    expect(
      await f.ok('DELETE', `/api/assignment/updatestudentSubmission/${id}`, { token: tokens.student }),
    ).toEqual({
      deleted: true,
      id,
    })
    expect(await own(id)).toEqual([])
  })

  it('is refused after the deadline whatever the client does, and when submissions are disabled', async () => {
    const { id } = await f.compose({ deadLine: deadlineIn(0) })
    await f.submit(id)
    f.clock.offset = 2 * DAY
    try {
      const late = await f.call('POST', '/api/assignment/studentSubmission', {
        token: tokens.student,
        body: { assignmentId: id, studentFile: await f.upload('late.pdf', '%PDF-1.4 late', idOf('student')) },
      })
      expectRefused(late, 409, 'DEADLINE_OVER')
      expect(late.body.error?.message).toBe('Deadline over')
      expectRefused(
        await f.call('DELETE', `/api/assignment/updatestudentSubmission/${id}`, { token: tokens.student }),
        409,
        'DEADLINE_OVER',
      )
    } finally {
      f.clock.offset = 0
    }
    const disabled = await f.compose({ submission: 'Disable' })
    const refused = await f.call('POST', '/api/assignment/studentSubmission', {
      token: tokens.student,
      body: {
        assignmentId: disabled.id,
        studentFile: await f.upload('x.pdf', '%PDF-1.4 x', idOf('student')),
      },
    })
    expectRefused(refused, 409, 'SUBMISSION_DISABLED')
  })

  it('refuses a file that is not an upload of theirs, unknown keys, and a file of the wrong type', async () => {
    const { id } = await f.compose()
    const submit = (body: Record<string, unknown>) =>
      f.call('POST', '/api/assignment/studentSubmission', {
        token: tokens.student,
        body: { assignmentId: id, ...body },
      })
    const taken = await f.upload('taken.pdf')
    await f.compose({ file: taken })
    expectRefused(await submit({ studentFile: taken }), 400, 'FILE_NOT_FOUND')
    expectInvalid(await submit({ studentFile: await f.upload(), late: false }), [
      { path: 'late', message: '"late" is not a field this request takes' },
    ])
    const page = await f.upload('page.html', '<html></html>', idOf('student'))
    expectRefused(await submit({ studentFile: page }), 400, 'FILE_REFUSED')
  })

  it('takes exactly one of 20 concurrent first uploads and lets the other files go', async () => {
    const { id } = await f.compose()
    const files = await Promise.all(
      Array.from({ length: 20 }, (_, n) => f.upload(`try-${n}.pdf`, `%PDF-1.4 ${n}`, idOf('student'))),
    )
    const answers = await Promise.all(
      files.map((studentFile) =>
        f.call('POST', '/api/assignment/studentSubmission', {
          token: tokens.student,
          body: { assignmentId: id, studentFile },
        }),
      ),
    )
    expect(answers.every(({ status }) => status === 200 || status === 409)).toBe(true)
    const mine = await own(id)
    expect(mine).toHaveLength(1)
    // Every file but the one kept is gone again.
    const kept = await Promise.all(files.map(({ fileKey }) => f.uploads.find(fileKey)))
    expect(kept.flatMap((record) => (record ? [record.fileKey] : []))).toEqual([mine[0]!.studentFile.fileKey])
  })
})

describe('late submissions, when the college allows them', () => {
  it('are taken in the window after the deadline and shown as late', async () => {
    const lenient = await createAssignmentsFixture({ lateDays: 2 })
    const { id } = await lenient.compose({ deadLine: deadlineIn(0) })
    lenient.clock.offset = DAY
    const late = await lenient.submit(id, lenient.tokens.student)
    expect(late).toMatchObject({ late: true })
    const rows = await lenient.ok<Row[]>('GET', `/api/assignment/getassignment/${id}`, {
      token: lenient.tokens.faculty,
    })
    expect(rows.find((row) => row.studentId === idOf('student'))?.status).toBe('LATE')
    lenient.clock.offset = 3 * DAY
    expectRefused(
      await lenient.call('POST', '/api/assignment/studentSubmission', {
        token: lenient.tokens.student,
        body: { assignmentId: id, studentFile: await lenient.upload('l.pdf', '%PDF-1.4 l', idOf('student')) },
      }),
      409,
      'DEADLINE_OVER',
    )
  })
})

describe('the submission table and marks', () => {
  it('lists every active student of the groups as submitted or missing, in two DynamoDB calls', async () => {
    const { id } = await f.compose()
    await f.submit(id)
    let rows: Row[] = []
    const counts = await f.countCalls(async () => {
      rows = await table(id)
    })
    // The session, the assignment's partition, the group's students.
    expect(counts.byCommand).toEqual({ GetItemCommand: 1, QueryCommand: 2 })
    expect(rows.map(({ studentId, status }) => [studentId, status])).toEqual([
      [idOf('student'), 'SUBMITTED'],
      ['stu-a-2', 'MISSING'],
      ['stu-a-3', 'MISSING'],
    ])
    expect(rows[0]!.barcode?.url).toEqual(expect.any(String))
    // Rows without a file keep `barcode` (empty): the legacy client reads `barcode.url` on every row.
    expect(rows.slice(1).map(({ barcode }) => barcode)).toEqual([{}, {}])
  })

  it('keeps a student who submitted and then left the group', async () => {
    const { id } = await f.compose()
    await f.submit(id)
    await f.putStudents([aStudent(idOf('student'), GROUPS.cseB, 1, { name: 'Asha' })])
    try {
      const rows = await table(id)
      expect(rows.find((row) => row.studentId === idOf('student'))).toMatchObject({ status: 'SUBMITTED' })
    } finally {
      await f.putStudents([aStudent(idOf('student'), GROUPS.cseA, 1, { name: 'Asha' })])
    }
  })

  it('marks a submission, which the student then sees, and clears it', async () => {
    const { id } = await f.compose({ maxMark: 10 })
    await f.submit(id)
    const path = `/api/assignment/${id}/mark/${idOf('student')}`
    expect(
      await f.ok('PUT', path, { token: tokens.faculty, body: { mark: 8.5, remark: 'Neat work' } }),
    ).toMatchObject({
      status: 'SUBMITTED',
      mark: 8.5,
      remark: 'Neat work',
    })
    expect((await own(id))[0]).toMatchObject({ mark: 8.5, remark: 'Neat work' })
    const view = await f.ok<{ id: string; mark?: number; status: string }[]>('GET', '/api/assignment/view', {
      token: tokens.student,
    })
    expect(view.find((row) => row.id === id)).toMatchObject({ mark: 8.5, status: 'SUBMITTED' })
    expectInvalid(await f.call('PUT', path, { token: tokens.faculty, body: { mark: 11 } }), [
      { path: 'mark', message: 'At most 10' },
    ])
    expectInvalid(await f.call('PUT', path, { token: tokens.faculty, body: { mark: -1 } }), [
      { path: 'mark', message: 'mark is at least 0' },
    ])
    await f.ok('PUT', path, { token: tokens.faculty, body: { mark: null } })
    expect((await own(id))[0]?.mark).toBeUndefined()
    expectRefused(
      await f.call('PUT', `/api/assignment/${id}/mark/stu-a-2`, { token: tokens.faculty, body: { mark: 1 } }),
      404,
      'SUBMISSION_NOT_FOUND',
    )
  })
})

describe("a student's list", () => {
  it('shows what is set for their group with where they stand, and nothing of other groups', async () => {
    const open = await f.compose({ title: 'Open one' })
    const done = await f.compose({ title: 'Done one' })
    await f.submit(done.id)
    let view: { id: string; status: string; open: boolean; name: string }[] = []
    const counts = await f.countCalls(async () => {
      view = await f.ok('GET', '/api/assignment/view', { token: tokens.student })
    })
    expect(counts.byCommand).toEqual({ GetItemCommand: 1, QueryCommand: 2, BatchGetItemCommand: 1 })
    expect(view.find((row) => row.id === open.id)).toMatchObject({
      status: 'OPEN',
      open: true,
      name: 'Faculty One',
    })
    expect(view.find((row) => row.id === done.id)).toMatchObject({ status: 'SUBMITTED', open: true })
    const groupB = await f.ok<{ id: string }[]>('GET', '/api/assignment/view', { token: tokens.studentB })
    expect(groupB.map(({ id }) => id)).not.toContain(open.id)
  })
})
