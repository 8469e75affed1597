import * as z from 'zod'
import { EpochMsInputSchema, EpochMsSchema, IdSchema, RecordMetaSchema } from './common'

/**
 * Mentoring: a staff member mentors a list of students over periods, and writes rated comments about them.
 */

/** A student under a mentor, with the period of mentoring (dates may arrive as epoch-ms strings). */
export const MentorStudentSchema = z
  .object({
    studentId: IdSchema,
    startDate: EpochMsInputSchema.optional(),
    endDate: EpochMsInputSchema.optional(),
  })
  .refine(
    (student) =>
      student.startDate === undefined ||
      student.endDate === undefined ||
      student.endDate >= student.startDate,
    { path: ['endDate'], message: 'The end date cannot be before the start date' },
  )
export type MentorStudent = z.infer<typeof MentorStudentSchema>

/** The students of one mentor; a student listed twice would have two overlapping periods. */
const MentorStudentsSchema = z
  .array(MentorStudentSchema)
  .max(1000, 'At most 1000 students per mentor')
  .superRefine((students, ctx) => {
    const seen = new Set<string>()
    students.forEach((student, index) => {
      if (seen.has(student.studentId))
        ctx.addIssue({
          code: 'custom',
          path: [index, 'studentId'],
          message: 'This student is already listed',
        })
      seen.add(student.studentId)
    })
  })

/**
 * Body of `POST /api/mentor` (first assignment for a staff member) and `PUT /api/mentor/{id}` (the whole
 * record).
 */
export const SaveMentorSchema = z.object({
  staffId: IdSchema,
  students: MentorStudentsSchema,
})
export type SaveMentor = z.infer<typeof SaveMentorSchema>

/** A stored mentor record: one per staff member. */
export const MentorSchema = RecordMetaSchema.extend(SaveMentorSchema.shape)
export type Mentor = z.infer<typeof MentorSchema>

/**
 * One entry of `POST /api/mentorLog`: the period a student spent with a mentor, written when they are
 * removed.
 */
export const MentorLogSchema = z.object({
  staffId: IdSchema,
  studentId: IdSchema,
  mentorId: IdSchema,
  startDate: EpochMsInputSchema.optional(),
  endDate: EpochMsInputSchema.optional(),
})
export type MentorLog = z.infer<typeof MentorLogSchema>

/** The most a mentor comment may say, as the legacy form enforces. */
export const MENTOR_COMMENT_MAX_LENGTH = 1500

/** The mentor comment rating scale: 1 to 10 stars. */
export const MENTOR_RATING_MAX = 10

/** Body of `POST /api/mentorComment` and `PUT /api/mentorComment/{id}`. */
export const SaveMentorCommentSchema = z.object({
  studentId: IdSchema,
  staffId: IdSchema,
  mentorId: IdSchema.optional(),
  commentDesc: z
    .string()
    .trim()
    .min(1, 'Write a comment')
    .max(MENTOR_COMMENT_MAX_LENGTH, `A comment can be at most ${MENTOR_COMMENT_MAX_LENGTH} characters`),
  rating: z
    .number()
    .int('The rating is a whole number of stars')
    .min(1, `Rate from 1 to ${MENTOR_RATING_MAX}`)
    .max(MENTOR_RATING_MAX, `Rate from 1 to ${MENTOR_RATING_MAX}`),
})
export type SaveMentorComment = z.infer<typeof SaveMentorCommentSchema>

/** A stored mentor comment. */
export const MentorCommentSchema = RecordMetaSchema.extend(SaveMentorCommentSchema.shape).extend({
  commentDate: EpochMsSchema,
})
export type MentorComment = z.infer<typeof MentorCommentSchema>
