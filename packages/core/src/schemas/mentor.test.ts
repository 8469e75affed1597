import { describe, expect, it } from 'vitest'
import { MENTOR_COMMENT_MAX_LENGTH, SaveMentorCommentSchema, SaveMentorSchema } from './mentor'

describe('SaveMentorSchema', () => {
  it('reads epoch-ms strings as numbers', () => {
    expect(
      SaveMentorSchema.parse({
        staffId: 'st1',
        students: [
          { studentId: 's1', startDate: '1709251200000', endDate: 1711929600000 },
          { studentId: 's2' },
        ],
      }),
    ).toStrictEqual({
      staffId: 'st1',
      students: [{ studentId: 's1', startDate: 1709251200000, endDate: 1711929600000 }, { studentId: 's2' }],
    })
  })

  it('refuses an end date before the start date', () => {
    const result = SaveMentorSchema.safeParse({
      staffId: 'st1',
      students: [{ studentId: 's1', startDate: '1711929600000', endDate: '1709251200000' }],
    })
    expect(result.error?.issues).toMatchObject([
      { path: ['students', 0, 'endDate'], message: 'The end date cannot be before the start date' },
    ])
  })

  it('refuses a date that is not epoch milliseconds', () => {
    const result = SaveMentorSchema.safeParse({
      staffId: 'st1',
      students: [{ studentId: 's1', startDate: 'Mar 1' }],
    })
    expect(result.error?.issues[0]?.message).toBe('Send the date as epoch milliseconds')
  })

  it('accepts the keys a mentor record answered and drops them, and refuses any other', () => {
    const readBack = {
      staffId: 'st1',
      studentsCount: 1,
      mentorInfo: { id: 'st1', name: 'A' },
      students: [
        { studentId: 's1', departmentId: 'd1', studentInfo: { id: 's1', name: 'B' }, endDate: null },
      ],
    }
    expect(SaveMentorSchema.parse(readBack)).toStrictEqual({
      staffId: 'st1',
      students: [{ studentId: 's1' }],
    })
    expect(SaveMentorSchema.safeParse({ ...readBack, owner: 'x' }).success).toBe(false)
  })

  it('refuses a student listed twice', () => {
    const result = SaveMentorSchema.safeParse({
      staffId: 'st1',
      students: [{ studentId: 's1' }, { studentId: 's1' }],
    })
    expect(result.error?.issues).toMatchObject([
      { path: ['students', 1, 'studentId'], message: 'This student is already listed' },
    ])
  })
})

describe('SaveMentorCommentSchema', () => {
  const comment = {
    studentId: 's1',
    staffId: 'st1',
    mentorId: 'm1',
    commentDesc: 'Steady progress.',
    rating: 5,
  }

  it.each([1, 10])('accepts the rating %s', (rating) => {
    expect(SaveMentorCommentSchema.safeParse({ ...comment, rating }).success).toBe(true)
  })

  it.each([0, 11, 5.5, 7.5])('refuses the rating %s, saying what a rating is', (rating) => {
    expect(SaveMentorCommentSchema.safeParse({ ...comment, rating }).error?.issues[0]?.message).toBe(
      'The rating is a whole number from 1 to 10',
    )
  })

  it('drops the author the client names: the caller is the author', () => {
    expect(SaveMentorCommentSchema.parse({ ...comment, staffInfo: { name: 'x' } })).toStrictEqual({
      studentId: 's1',
      mentorId: 'm1',
      commentDesc: 'Steady progress.',
      rating: 5,
    })
  })

  it('requires a comment of at most 1500 characters', () => {
    expect(
      SaveMentorCommentSchema.safeParse({ ...comment, commentDesc: '  ' }).error?.issues[0]?.message,
    ).toBe('Write a comment')
    expect(SaveMentorCommentSchema.safeParse({ ...comment, commentDesc: 'x'.repeat(1500) }).success).toBe(
      true,
    )
    expect(
      SaveMentorCommentSchema.safeParse({
        ...comment,
        commentDesc: 'x'.repeat(MENTOR_COMMENT_MAX_LENGTH + 1),
      }).error?.issues[0]?.message,
    ).toBe('A comment can be at most 1500 characters')
  })
})
