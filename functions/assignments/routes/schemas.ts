import {
  acceptingReadBack,
  AssignmentDeadlineSchema,
  AssignmentSubmissionSchema,
  IdSchema,
  NoFileSchema,
  requiredText,
} from '@campus/core'
import { FileRefSchema } from '@campus/files'
import * as z from 'zod'

/** Request and response shapes of the assignments routes (legacy-client.md sections 2.10, 3.4 and 5.4). */

export const TITLE_MAX = 200
export const MESSAGE_MAX = 5000
export const REMARK_MAX = 1000
/** Files one assignment may carry. */
export const FILES_MAX = 10
/** The highest mark an assignment may have, and the one it gets when none is given. */
export const MAX_MARK_LIMIT = 1000
export const DEFAULT_MAX_MARK = 100

/** A file as the API answers it and the legacy client sends it back: the extra keys are dropped. */
const FileRefBackSchema = acceptingReadBack(FileRefSchema, ['url', 'fileName', 'size', 'contentType'])

/** The legacy client sends `file: {}` when nothing is attached: read as no file. */
const withoutEmptyFile = (input: unknown) => {
  if (typeof input !== 'object' || input === null || !('file' in input)) return input
  const { file, ...rest } = input
  return typeof file === 'object' && file !== null && Object.keys(file).length === 0 ? rest : input
}

/** The subject: a single id on create, a one-element array on edit (legacy-client.md 5.4). */
const SubjectIdSchema = z
  .union([IdSchema, z.tuple([IdSchema], { error: 'subjects is one subject id' })], {
    error: 'subjects is one subject id',
  })
  .transform((value) => (typeof value === 'string' ? value : value[0]))

const assignmentFields = {
  title: requiredText('Title', TITLE_MAX),
  message: requiredText('Description', MESSAGE_MAX),
  /** The legacy single attachment. */
  file: FileRefBackSchema.optional(),
  /** Every attachment, in order (the web app); with `file` too, `file` comes first. */
  files: z.array(FileRefBackSchema).max(FILES_MAX, `At most ${FILES_MAX} files per assignment`).optional(),
  deadLine: AssignmentDeadlineSchema,
  subjects: SubjectIdSchema,
  /** Sent by the legacy client; the server takes the name from the subject. */
  subjectName: z.string().max(500).optional(),
  submission: AssignmentSubmissionSchema,
  maxMark: z
    .number({ error: 'maxMark is a number' })
    .int('maxMark is a whole number')
    .min(1, 'maxMark is at least 1')
    .max(MAX_MARK_LIMIT, `maxMark is at most ${MAX_MARK_LIMIT}`)
    .optional(),
  /** Some of the subject's groups (all of them when absent). */
  groupIds: z.array(IdSchema).min(1, 'Choose at least one group').max(200).optional(),
}

/** Body of `POST /api/assignment/send/`. */
export const ComposeAssignmentSchema = z.preprocess(withoutEmptyFile, z.strictObject(assignmentFields))
export type ComposeAssignment = z.infer<typeof ComposeAssignmentSchema>

/** What an assignment answers that a client may send back on update, and the server ignores. */
const READ_BACK = [
  'createdOn',
  'modifiedOn',
  'createdBy',
  'createdByName',
  'name',
  'subjectId',
  'regSubId',
  'accYearId',
  'departmentId',
  'department',
  'deadlineAt',
  'staffIds',
  'remindedOn',
  'remindedCount',
]

/** Body of `PUT /api/assignment/update`: the whole assignment again, with its id; no subject keeps its own. */
export const UpdateAssignmentSchema = z.preprocess(
  withoutEmptyFile,
  acceptingReadBack(
    z.object({ ...assignmentFields, subjects: SubjectIdSchema.optional(), id: IdSchema }),
    READ_BACK,
  ),
)
export type UpdateAssignment = z.infer<typeof UpdateAssignmentSchema>

/** Body of `POST /api/assignment/studentSubmission`. */
export const StudentSubmissionSchema = z.strictObject({
  assignmentId: IdSchema,
  studentFile: FileRefBackSchema,
})
export type StudentSubmission = z.infer<typeof StudentSubmissionSchema>

/** Body of `PUT /api/assignment/{id}/mark/{studentId}`: null clears the mark. */
export const MarkSchema = z.strictObject({
  mark: z.number({ error: 'mark is a number or null' }).min(0, 'mark is at least 0').nullable(),
  remark: z
    .string({ error: 'remark is text' })
    .trim()
    .max(REMARK_MAX, `remark is at most ${REMARK_MAX} characters`)
    .optional(),
})
export type Mark = z.infer<typeof MarkSchema>

export const AssignmentIdParamSchema = z.object({ id: IdSchema })

const FileWithUrlSchema = z.object({
  versionId: z.string(),
  fileKey: z.string(),
  url: z.string(),
  fileName: z.string().optional(),
})

/** An assignment as the API answers it. */
export const AssignmentRecordSchema = z.object({
  id: z.string(),
  title: z.string(),
  message: z.string(),
  file: z
    .union([FileWithUrlSchema, NoFileSchema])
    .describe('The first attachment (the legacy client shows one), `{}` when none'),
  files: z.array(FileWithUrlSchema),
  deadLine: z.string().describe('dd-MMM-yyyy'),
  deadlineAt: z.number().describe('The last instant a submission is on time (epoch ms)'),
  submission: AssignmentSubmissionSchema,
  maxMark: z.number(),
  subjectId: z.string(),
  subjects: z.string().describe('The subject id again, as the legacy client sends it back on update'),
  subjectName: z.string(),
  departmentId: z.string(),
  department: z.string(),
  groupIds: z.array(z.string()),
  createdBy: z.string(),
  createdByName: z.string(),
  name: z.string().describe("The sender's name (legacy student list)"),
  createdOn: z.number(),
  modifiedOn: z.number(),
  remindedOn: z.number().optional(),
  remindedCount: z.number().optional(),
})
export type AssignmentRecord = z.infer<typeof AssignmentRecordSchema>

export const SubmissionStatusSchema = z.enum(['SUBMITTED', 'LATE', 'MISSING'])

/** One student's row of the staff's submission table (legacy `getassignment`: `name`, `barcode`, `attendanceDate`). */
export const SubmissionRowSchema = z.object({
  studentId: z.string(),
  name: z.string(),
  registerNo: z.string().optional(),
  groupId: z.string().optional(),
  status: SubmissionStatusSchema,
  barcode: z.union([FileWithUrlSchema, NoFileSchema]).describe('The submitted file, `{}` when none'),
  attendanceDate: z.number().optional().describe('When it was uploaded (epoch ms)'),
  mark: z.number().optional(),
  remark: z.string().optional(),
})
export type SubmissionRow = z.infer<typeof SubmissionRowSchema>

/** A student's own submission (legacy `getsingleassignment`: `[0].studentFile`). */
export const OwnSubmissionSchema = z.object({
  assignmentId: z.string(),
  studentId: z.string(),
  studentFile: FileWithUrlSchema,
  submittedOn: z.number(),
  late: z.boolean(),
  mark: z.number().optional(),
  remark: z.string().optional(),
  maxMark: z.number(),
})
export type OwnSubmission = z.infer<typeof OwnSubmissionSchema>

/** An assignment in a student's list, with where they stand. */
export const StudentAssignmentSchema = AssignmentRecordSchema.extend({
  status: z.enum(['SUBMITTED', 'LATE', 'MISSING', 'OPEN']),
  /** Whether an upload is taken now (the deadline, or the late window, is still open). */
  open: z.boolean(),
  /** The last instant an upload is taken, late window included. */
  closesAt: z.number(),
  submittedOn: z.number().optional(),
  mark: z.number().optional(),
  remark: z.string().optional(),
})
export type StudentAssignment = z.infer<typeof StudentAssignmentSchema>
