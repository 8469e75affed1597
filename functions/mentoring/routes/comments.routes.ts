import { MentorCommentSchema, SaveMentorCommentSchema } from '@campus/core'
import {
  access,
  callerOf,
  createRoutes,
  deleteById,
  describe,
  IdParamSchema,
  listQuery,
  validate,
} from '@campus/http'
import * as z from 'zod'
import { MENTORING_STAFF } from '../access-rules'
import type { CommentsService } from '../comments.service'
import { requiredFilterOf, STUDENT_FILTER_SPEC } from './list-specs'

const COMMENT =
  '`{ id, studentId, staffId, mentorId, commentDesc, rating, commentDate, createdBy, staffInfo: { name }, mentorInfo: { name }, createdOn, modifiedOn }`'

const BODY =
  '`{ studentId, staffId?, mentorId?, commentDesc (1..1500 characters, trimmed), rating (a whole number 1..10) }`; the author is the caller whatever `staffId` says'

/** Rated comments on students, by their mentor and HOD. */
export const commentRoutes = ({ comments }: { comments: CommentsService }) =>
  createRoutes()
    .get(
      '/api/mentorComment',
      access(MENTORING_STAFF, 'department'),
      describe({
        summary:
          "A student's comments, oldest first: `filter=studentId eq<id>` is required (the legacy spacing). For the student's mentor, their HOD, the comments' authors and the administrator; students never. Two DynamoDB calls",
        response: z.array(MentorCommentSchema),
        responseDescription: `\`[${COMMENT}]\``,
      }),
      listQuery(STUDENT_FILTER_SPEC),
      async (c) => {
        const studentId = requiredFilterOf(c, 'studentId', 'student')
        return c.json(await comments.ofStudent(callerOf(c), studentId), 200)
      },
    )
    .post(
      '/api/mentorComment',
      access(MENTORING_STAFF, 'department'),
      describe({
        summary: `Comment on a student: ${BODY}. For the student's current mentor, their HOD and the administrator. Audited`,
        response: MentorCommentSchema,
        responseDescription: COMMENT,
      }),
      validate('json', SaveMentorCommentSchema),
      async (c) => c.json(await comments.create(callerOf(c), c.req.valid('json')), 200),
    )
    .put(
      '/api/mentorComment/:id',
      access(MENTORING_STAFF, 'own'),
      describe({
        summary: `Edit a comment's text and rating, sent as read back (its answered keys are ignored): ${BODY}. For its author and the administrator; 409 CHANGED_MEANWHILE if it changed since it was read. Audited`,
        response: MentorCommentSchema,
        responseDescription: COMMENT,
      }),
      validate('param', IdParamSchema),
      validate('json', SaveMentorCommentSchema),
      async (c) =>
        c.json(await comments.update(callerOf(c), c.req.valid('param').id, c.req.valid('json')), 200),
    )
    .delete(
      '/api/mentorComment/:id',
      ...deleteById(
        access(MENTORING_STAFF, 'own'),
        'Delete a comment: its author or the administrator. Audited',
        (caller, id) => comments.remove(caller, id),
      ),
    )
