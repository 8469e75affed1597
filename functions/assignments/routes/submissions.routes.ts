import { IdSchema } from '@campus/core'
import { access, byId, callerOf, createRoutes, deleteById, describe, validate } from '@campus/http'
import * as z from 'zod'
import { STAFF_READERS, STUDENTS } from '../access-rules'
import type { AssignmentsDeps } from '../deps'
import { MarkSchema, OwnSubmissionSchema, StudentSubmissionSchema, SubmissionRowSchema } from './schemas'

const whoManages = "its author, the subject's teachers, the department's HOD or an administrator"

/** A student's own submission; the staff's submission table and marks. */
export const submissionRoutes = ({ submissions }: AssignmentsDeps) =>
  createRoutes()
    .get(
      '/api/assignment/getsingleassignment/:id',
      ...byId(
        access(STUDENTS, 'own'),
        {
          summary:
            "The student's own submission to an assignment set for their group, as a one-element array (empty when none)",
          response: z.array(OwnSubmissionSchema),
          responseDescription:
            '`[{ assignmentId, studentId, studentFile: { versionId, fileKey, url }, submittedOn, late, mark?, remark?, maxMark }]` or `[]`',
        },
        (caller, id) => submissions.own(caller, id),
      ),
    )
    .post(
      '/api/assignment/studentSubmission',
      access(STUDENTS, 'own'),
      describe({
        summary:
          'Upload (or replace) the student\'s file for an assignment set for their group: body `{ assignmentId, studentFile: { versionId, fileKey } }`. Until the end of the deadline\'s day (and the late window the college allows), whatever the client does: after it a 409 "Deadline over"; 409 SUBMISSION_DISABLED when submissions are disabled',
        response: OwnSubmissionSchema,
        responseDescription: 'The submission',
      }),
      validate('json', StudentSubmissionSchema),
      async (c) => c.json(await submissions.submit(callerOf(c), c.req.valid('json')), 200),
    )
    .delete(
      '/api/assignment/updatestudentSubmission/:id',
      ...deleteById(
        access(STUDENTS, 'own'),
        "Remove the student's own submission (and its file) while uploads are open",
        (caller, id) => submissions.withdraw(caller, id),
      ),
    )
    .get(
      '/api/assignment/getassignment/:id',
      ...byId(
        access(STAFF_READERS, 'own'),
        {
          summary: `Every student of the assignment's groups as SUBMITTED, LATE or MISSING, by register number, with the file (\`barcode\`), upload time (\`attendanceDate\`), mark and remark; also anyone who submitted and has left the groups. Two DynamoDB calls for one group: ${whoManages}`,
          response: z.array(SubmissionRowSchema),
          responseDescription: 'A bare array of rows',
        },
        (caller, id) => submissions.table(caller, id),
      ),
    )
    .put(
      '/api/assignment/:id/mark/:studentId',
      access(STAFF_READERS, 'own'),
      describe({
        summary: `Give (or clear, with \`mark: null\`) a submission's mark, 0 to the assignment's maxMark, and a remark the student then sees: ${whoManages}`,
        response: SubmissionRowSchema,
        responseDescription: "The student's row",
      }),
      validate('param', z.object({ id: IdSchema, studentId: IdSchema })),
      validate('json', MarkSchema),
      async (c) => {
        const { id, studentId } = c.req.valid('param')
        return c.json(await submissions.mark(callerOf(c), id, studentId, c.req.valid('json')), 200)
      },
    )
