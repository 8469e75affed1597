import * as z from 'zod'
import { EpochMsInputSchema, EpochMsSchema, IdSchema } from './common'

/**
 * Mentoring: a staff member mentors students over periods, and mentors and HODs write rated comments about
 * them. The legacy client sends a mentor record back whole (with the keys the API answered), so the write
 * schemas accept those read-back keys and drop them; any other unknown key is refused.
 */

/** A key the API answers and the client sends back: accepted, never read. */
const readBack = z.unknown().optional()

/** A date the legacy client sends: epoch ms as a number or a numeric string; null or absent is no date. */
const MentorDateInputSchema = EpochMsInputSchema.nullish().transform((value) => value ?? undefined)

/** A student under a mentor, with the period of mentoring (dates may arrive as epoch-ms strings). */
export const MentorStudentSchema = z
  .strictObject({
    studentId: IdSchema,
    startDate: MentorDateInputSchema,
    endDate: MentorDateInputSchema,
    departmentId: readBack,
    studentInfo: readBack,
  })
  .transform(({ studentId, startDate, endDate }) => ({
    studentId,
    ...(startDate === undefined ? {} : { startDate }),
    ...(endDate === undefined ? {} : { endDate }),
  }))
  .refine(
    (student) =>
      student.startDate === undefined ||
      student.endDate === undefined ||
      student.endDate >= student.startDate,
    { path: ['endDate'], message: 'The end date cannot be before the start date' },
  )
export type MentorStudent = z.output<typeof MentorStudentSchema>

/** At most this many students in one mentor record write. */
export const MENTOR_STUDENTS_MAX = 1000

/** The students of one mentor; a student listed twice would have two overlapping periods. */
const MentorStudentsSchema = z
  .array(MentorStudentSchema)
  .max(MENTOR_STUDENTS_MAX, `At most ${MENTOR_STUDENTS_MAX} students per mentor`)
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
 * record as read back: `mentorInfo`, `studentsCount`, `departmentId` and each student's `studentInfo` are
 * accepted and ignored).
 */
export const SaveMentorSchema = z
  .strictObject({
    staffId: IdSchema,
    students: MentorStudentsSchema,
    mentorInfo: readBack,
    studentsCount: readBack,
    departmentId: readBack,
  })
  .transform(({ staffId, students }) => ({ staffId, students }))
export type SaveMentor = z.output<typeof SaveMentorSchema>

/** Who a person is, as mentor lists show them (from the directory). */
export const MentorPersonSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().optional(),
  phone: z.string().optional(),
  usertype: z.string().optional(),
  registerNo: z.string().optional(),
})

/** One row of `GET /api/mentor?filter=departmentid eq <id>`: a staff member and how many students they mentor. */
export const MentorSummarySchema = z.object({
  id: z.string(),
  staffId: z.string(),
  studentsCount: z.number().int(),
  mentorInfo: MentorPersonSchema,
})
export type MentorSummary = z.infer<typeof MentorSummarySchema>

/** A mentored student as a mentor record answers it: dates as epoch-ms strings, as the legacy client reads them. */
export const MentoredStudentSchema = z.object({
  studentId: z.string(),
  departmentId: z.string(),
  startDate: z.string().optional(),
  endDate: z.string().optional(),
  studentInfo: MentorPersonSchema,
})

/** A mentor record (`GET /api/mentor/byStaff/{staffId}`, and the answer of its writes); `id` is the staff id. */
export const MentorRecordSchema = z.object({
  id: z.string(),
  staffId: z.string(),
  mentorInfo: MentorPersonSchema,
  students: z.array(MentoredStudentSchema),
})
export type MentorRecord = z.infer<typeof MentorRecordSchema>

/**
 * One entry of `POST /api/mentorLog`: a student to take from a mentor. The legacy client sends the same dates
 * for every entry, so the dates here are accepted and ignored: each log keeps the student's own stored dates.
 */
export const MentorLogSchema = z.strictObject({
  staffId: IdSchema,
  studentId: IdSchema,
  mentorId: IdSchema.optional(),
  startDate: MentorDateInputSchema,
  endDate: MentorDateInputSchema,
})
export type MentorLog = z.output<typeof MentorLogSchema>

/** Body of `POST /api/mentorLog`: the students to take from their mentors, at least one. */
export const MentorLogsSchema = z
  .array(MentorLogSchema)
  .min(1, 'Name at least one student')
  .max(MENTOR_STUDENTS_MAX, `At most ${MENTOR_STUDENTS_MAX} students at once`)

/** A period a student spent (or spends) with a mentor, newest first in a student's timeline. */
export const MentorshipPeriodSchema = z.object({
  staffId: z.string(),
  staffName: z.string().optional(),
  studentId: z.string(),
  mentorId: z.string(),
  startDate: z.string().optional(),
  endDate: z.string().optional(),
  assignedOn: z.number().optional(),
  removedOn: z.number().optional(),
  current: z.boolean(),
})
export type MentorshipPeriod = z.infer<typeof MentorshipPeriodSchema>

/** The most a mentor comment may say, as the legacy form enforces. */
export const MENTOR_COMMENT_MAX_LENGTH = 1500

/** The mentor comment rating scale: 1 to 10 stars. */
export const MENTOR_RATING_MAX = 10

const RATING_MESSAGE = `The rating is a whole number from 1 to ${MENTOR_RATING_MAX}`

/**
 * Body of `POST /api/mentorComment` and `PUT /api/mentorComment/{id}`. The author is the caller whatever
 * `staffId` says (the legacy client sends the student's creator there); a comment read back sends its
 * `staffInfo`, `mentorInfo` and `commentDate` too, accepted and ignored.
 */
export const SaveMentorCommentSchema = z
  .strictObject({
    studentId: IdSchema,
    staffId: IdSchema.optional(),
    mentorId: IdSchema.optional(),
    commentDesc: z
      .string({ error: 'Write a comment' })
      .trim()
      .min(1, 'Write a comment')
      .max(MENTOR_COMMENT_MAX_LENGTH, `A comment can be at most ${MENTOR_COMMENT_MAX_LENGTH} characters`),
    rating: z
      .number({ error: RATING_MESSAGE })
      .int(RATING_MESSAGE)
      .min(1, RATING_MESSAGE)
      .max(MENTOR_RATING_MAX, RATING_MESSAGE),
    staffInfo: readBack,
    mentorInfo: readBack,
    commentDate: readBack,
  })
  .transform(({ studentId, mentorId, commentDesc, rating }) => ({
    studentId,
    ...(mentorId === undefined ? {} : { mentorId }),
    commentDesc,
    rating,
  }))
export type SaveMentorComment = z.output<typeof SaveMentorCommentSchema>

/** A stored mentor comment as the API answers it. */
export const MentorCommentSchema = z.object({
  id: z.string(),
  studentId: z.string(),
  staffId: z.string(),
  mentorId: z.string(),
  commentDesc: z.string(),
  rating: z.number().int(),
  commentDate: EpochMsSchema,
  createdBy: z.string(),
  staffInfo: z.object({ name: z.string() }),
  mentorInfo: z.object({ name: z.string() }),
  createdOn: EpochMsSchema,
  modifiedOn: EpochMsSchema,
})
export type MentorComment = z.infer<typeof MentorCommentSchema>
