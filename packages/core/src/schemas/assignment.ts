import * as z from 'zod'
import { IdSchema, RecordMetaSchema, optionalText, requiredText } from './common'
import { FileRefSchema } from './user'

/** Assignments staff send to a subject's students, and the students' submissions. */

/** Whether students may upload a submission (they see Upload only for Enable). */
export const AssignmentSubmissionSchema = z.enum(['Enable', 'Disable'])
export type AssignmentSubmission = z.infer<typeof AssignmentSubmissionSchema>

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const

/**
 * A deadline as the legacy client sends it, `dd-MMM-yyyy` (e.g. `05-Mar-2021`), checked to be a real date.
 */
export const AssignmentDeadlineSchema = z
  .string()
  .trim()
  .refine((text) => parseDeadline(text) !== undefined, 'Use a deadline like 05-Mar-2021')

/** The calendar day of a `dd-MMM-yyyy` deadline, or undefined when it is not a real date. */
export function parseDeadline(text: string): { year: number; month: number; day: number } | undefined {
  const match = /^(\d{2})-([A-Z][a-z]{2})-(\d{4})$/.exec(text)
  if (!match) return undefined
  const day = Number(match[1])
  const month = MONTHS.indexOf(match[2] as (typeof MONTHS)[number]) + 1
  const year = Number(match[3])
  if (month === 0 || day < 1) return undefined
  // Day 0 of the next month is the last day of this one; UTC keeps the check free of the viewer's time zone.
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate()
  return day <= daysInMonth ? { year, month, day } : undefined
}

/**
 * The legacy client sends the subject as a single id on create and as a one-element array on edit; both are
 * read as the one subject id.
 */
const SubjectIdSchema = z
  .union([IdSchema, z.tuple([IdSchema])])
  .transform((value) => (typeof value === 'string' ? value : value[0]))

/**
 * The legacy client sends `file: {}` when nothing is attached. Dropping that key before parsing leaves the
 * file absent rather than present-but-undefined.
 */
const withoutEmptyFile = (input: unknown) => {
  if (typeof input !== 'object' || input === null || !('file' in input)) return input
  const { file, ...rest } = input
  return typeof file === 'object' && file !== null && Object.keys(file).length === 0 ? rest : input
}

const AssignmentFieldsSchema = z.object({
  title: requiredText('Title', 200),
  message: optionalText('Message', 5000),
  file: FileRefSchema.optional(),
  deadLine: AssignmentDeadlineSchema,
  subjects: SubjectIdSchema,
  subjectName: optionalText('Subject name', 200),
  submission: AssignmentSubmissionSchema,
})

/**
 * Body of `POST /api/assignment/send/`. The rule "the deadline is not before today" needs the clock and the
 * college's time zone, so the handler checks it with {@link parseDeadline}.
 */
export const CreateAssignmentSchema = z.preprocess(withoutEmptyFile, AssignmentFieldsSchema)
export type CreateAssignment = z.infer<typeof CreateAssignmentSchema>

/** Body of `PUT /api/assignment/update`: the whole assignment again, with its id. */
export const UpdateAssignmentSchema = z.preprocess(
  withoutEmptyFile,
  AssignmentFieldsSchema.extend({ id: IdSchema }),
)
export type UpdateAssignment = z.infer<typeof UpdateAssignmentSchema>

/** A stored assignment. */
export const AssignmentSchema = RecordMetaSchema.extend(AssignmentFieldsSchema.shape).extend({
  createdBy: IdSchema,
})
export type Assignment = z.infer<typeof AssignmentSchema>

/** Body of `POST /api/assignment/studentSubmission`: a student's upload for an assignment. */
export const StudentSubmissionSchema = z.object({
  assignmentId: IdSchema,
  studentFile: FileRefSchema,
})
export type StudentSubmission = z.infer<typeof StudentSubmissionSchema>
