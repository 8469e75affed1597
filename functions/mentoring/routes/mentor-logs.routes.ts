import { MANAGERS, MentorLogsSchema, MentorshipPeriodSchema } from '@campus/core'
import { access, callerOf, createRoutes, describe, listQuery, validate } from '@campus/http'
import * as z from 'zod'
import { MENTORING_STAFF } from '../access-rules'
import type { CommentsService } from '../comments.service'
import type { MentorsService } from '../mentors.service'
import { requiredFilterOf, STUDENT_FILTER_SPEC } from './list-specs'

const LOG_ENTRY = z.object({
  staffId: z.string(),
  studentId: z.string(),
  mentorId: z.string(),
  startDate: z.string().optional(),
  endDate: z.string().optional(),
  removedOn: z.number(),
})

/** Taking students from their mentors, and a student's mentors over time. */
export const mentorLogRoutes = ({
  mentors,
  comments,
}: {
  mentors: MentorsService
  comments: CommentsService
}) =>
  createRoutes()
    .post(
      '/api/mentorLog',
      access(MANAGERS, 'department'),
      describe({
        summary:
          "Take students from their mentor: a JSON array of `{ staffId, studentId, mentorId?, startDate?, endDate? }`. Each student still with that staff member is ended in one write that keeps the student's OWN stored dates in their history (the dates sent are ignored); one no longer with them is skipped, so posting again writes nothing. For the HOD of each student's department or an administrator (checked for all before the first write). Audited",
        response: z.array(LOG_ENTRY),
        responseDescription:
          'The entries logged now: `[{ staffId, studentId, mentorId, startDate?, endDate?, removedOn }]`',
      }),
      validate('json', MentorLogsSchema),
      async (c) => c.json(await mentors.endFor(callerOf(c), c.req.valid('json')), 200),
    )
    .get(
      '/api/mentorLog',
      access(MENTORING_STAFF, 'department'),
      describe({
        summary:
          "A student's mentors, newest first (the current one, then every earlier one): `filter=studentId eq <id>` is required. For the student's mentor, their HOD, the authors of comments on them and the administrator; students never. Two DynamoDB calls",
        response: z.array(MentorshipPeriodSchema),
        responseDescription:
          '`[{ staffId, staffName, studentId, mentorId, startDate?, endDate?, assignedOn, removedOn?, current }]`',
      }),
      listQuery(STUDENT_FILTER_SPEC),
      async (c) => {
        const studentId = requiredFilterOf(c, 'studentId', 'student')
        return c.json(await comments.mentorsOf(callerOf(c), studentId), 200)
      },
    )
