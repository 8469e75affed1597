import { describe, expect, it } from 'vitest'
import { createMentoringFixture, idOf } from './testing/fixture'

const f = await createMentoringFixture()
const { tokens } = f

type Comment = {
  id: string
  studentId: string
  staffId: string
  mentorId: string
  commentDesc: string
  rating: number
  commentDate: number
  createdBy: string
  staffInfo: { name: string }
  mentorInfo: { name: string }
  modifiedOn: number
}

// The mentor mentors stu-1; stu-2 has no mentor.
expect((await f.assign('mentor', ['stu-1'])).status).toBe(200)

const aComment = (overrides: Record<string, unknown> = {}) => ({
  studentId: 'stu-1',
  staffId: 'id-student-creator',
  mentorId: idOf('mentor'),
  commentDesc: 'Steady progress this term.',
  rating: 7,
  ...overrides,
})

const comment = (token: string, overrides: Record<string, unknown> = {}) =>
  f.call('POST', '/api/mentorComment', { token, body: aComment(overrides) })

const commentsOf = (studentId: string, token = tokens.admin) =>
  f.ok<Comment[]>('GET', `/api/mentorComment?filter=studentId eq${studentId}`, { token })

describe('writing comments', () => {
  it("keeps the caller as author with their name and the mentor's, whatever staffId says", async () => {
    const answer = await comment(tokens.mentor)
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({
      studentId: 'stu-1',
      staffId: idOf('mentor'),
      mentorId: idOf('mentor'),
      createdBy: idOf('mentor'),
      commentDesc: 'Steady progress this term.',
      rating: 7,
      staffInfo: { name: 'mentor' },
      mentorInfo: { name: 'Staff mentor' },
      commentDate: expect.any(Number),
    })
  })

  it("lets the student's mentor, their HOD and the administrator comment, and nobody else", async () => {
    expect((await comment(tokens.hod)).status).toBe(200)
    expect((await comment(tokens.admin)).status).toBe(200)
    for (const token of [tokens.faculty, tokens.otherHod]) expect((await comment(token)).status).toBe(403)
    for (const token of [tokens.student, tokens.custom]) {
      const answer = await comment(token)
      expect(answer.status).toBe(403)
      expect(answer.body.error?.code).toBe('ROLE_NOT_ALLOWED')
    }
    expect((await comment(tokens.mentor, { studentId: 'stu-2' })).status).toBe(403)
    expect((await comment(tokens.hod, { studentId: 'stu-2' })).status).toBe(200)
  })

  it('takes 1500 characters, refuses 1501 and a blank comment, with messages', async () => {
    expect((await comment(tokens.mentor, { commentDesc: 'x'.repeat(1500) })).status).toBe(200)
    const long = await comment(tokens.mentor, { commentDesc: 'x'.repeat(1501) })
    expect(long.status).toBe(400)
    expect(long.body.error?.message).toBe('commentDesc: A comment can be at most 1500 characters')
    expect((await comment(tokens.mentor, { commentDesc: '   ' })).body.error?.message).toBe(
      'commentDesc: Write a comment',
    )
  })

  it.each([0, 11, 5.5])('refuses the rating %s with a clear message', async (rating) => {
    const answer = await comment(tokens.mentor, { rating })
    expect(answer.status).toBe(400)
    expect(answer.body.error?.message).toBe('rating: The rating is a whole number from 1 to 10')
  })

  it('refuses a comment on someone who is not a student', async () => {
    expect((await comment(tokens.admin, { studentId: idOf('faculty') })).status).toBe(404)
  })
})

describe('reading comments', () => {
  it("lists a student's comments oldest first in two DynamoDB calls beside the session", async () => {
    const calls = await f.countCalls(() => commentsOf('stu-1', tokens.mentor))
    expect(calls.byCommand).toEqual({ GetItemCommand: 1, BatchGetItemCommand: 1, QueryCommand: 1 })
    const list = await commentsOf('stu-1')
    expect(list.length).toBeGreaterThan(2)
    expect(list.map((c) => c.commentDate)).toEqual([...list.map((c) => c.commentDate)].sort((a, b) => a - b))
  })

  it("is for the mentor, the HOD, the comments' authors and the administrator; never students", async () => {
    expect(
      (await f.call('GET', '/api/mentorComment?filter=studentId eqstu-1', { token: tokens.faculty })).status,
    ).toBe(403)
    expect(
      (await f.call('GET', '/api/mentorComment?filter=studentId eqstu-1', { token: tokens.student })).status,
    ).toBe(403)
    expect(await commentsOf('stu-1', tokens.hod)).not.toEqual([])
    // The former mentor still reads the comments they wrote on the student.
    await f.ok('POST', '/api/mentorLog', {
      token: tokens.hod,
      body: [{ staffId: idOf('mentor'), studentId: 'stu-1', mentorId: idOf('mentor') }],
    })
    expect(await commentsOf('stu-1', tokens.mentor)).not.toEqual([])
    expect((await f.call('GET', '/api/mentorComment', { token: tokens.hod })).status).toBe(400)
  })
})

describe('changing comments', () => {
  it('lets the author edit a comment sent back as read, and refuses others', async () => {
    const written = (await comment(tokens.hod, { studentId: 'stu-3' })).body as Comment
    const edited = { ...written, commentDesc: 'Revised note.', rating: 9 }
    expect(
      (await f.call('PUT', `/api/mentorComment/${written.id}`, { token: tokens.otherHod, body: edited }))
        .status,
    ).toBe(403)
    const answer = await f.ok<Comment>('PUT', `/api/mentorComment/${written.id}`, {
      token: tokens.hod,
      body: edited,
    })
    expect(answer).toMatchObject({ commentDesc: 'Revised note.', rating: 9, createdBy: idOf('hod') })
    expect(answer.modifiedOn).toBeGreaterThan(written.modifiedOn)
    // The copy read before the edit is stale now.
    expect(
      (
        await f.call('PUT', `/api/mentorComment/${written.id}`, {
          token: tokens.admin,
          body: { ...edited, rating: 11 },
        })
      ).status,
    ).toBe(400)
  })

  it('lets the author or the administrator delete a comment, then answers 404', async () => {
    const written = (await comment(tokens.hod, { studentId: 'stu-3' })).body as Comment
    expect(
      (await f.call('DELETE', `/api/mentorComment/${written.id}`, { token: tokens.mentor })).status,
    ).toBe(403)
    expect(await f.ok('DELETE', `/api/mentorComment/${written.id}`, { token: tokens.admin })).toEqual({
      deleted: true,
      id: written.id,
    })
    expect((await f.call('DELETE', `/api/mentorComment/${written.id}`, { token: tokens.hod })).status).toBe(
      404,
    )
  })
})
