import * as z from 'zod'
import { IdSchema, requiredText } from './common'
import { DepartmentRefSchema, StudentSemesterSchema } from './user'

/** Students one `POST /api/user/moveStudents` may move (a few groups' worth). */
export const MAX_MOVED_STUDENTS = 500

/**
 * Body of `POST /api/user/moveStudents` (academic admin): puts students into an academic year, and into a
 * group of it or none (a group belongs to one year, so a student left without `groupId` leaves their group).
 * `sem` and `department` change only when given.
 */
export const MoveStudentsSchema = z.object({
  userIds: z
    .array(IdSchema, { error: 'userIds must be a list of student ids' })
    .min(1, 'Choose at least one student')
    .max(MAX_MOVED_STUDENTS, `Move at most ${MAX_MOVED_STUDENTS} students at a time`),
  accYearId: IdSchema,
  /** The academic year's label, e.g. "2023 - 2027". */
  accYear: requiredText('Academic year', 40),
  groupId: IdSchema.optional(),
  sem: StudentSemesterSchema.optional(),
  department: DepartmentRefSchema.optional(),
})
export type MoveStudents = z.infer<typeof MoveStudentsSchema>

/** What a move did: students moved (or already there), and the rest with the reason. */
export const MoveStudentsResultSchema = z.object({
  moved: z.number(),
  skipped: z.array(z.object({ id: z.string(), message: z.string() })),
})
export type MoveStudentsResult = z.infer<typeof MoveStudentsResultSchema>
