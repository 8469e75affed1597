import {
  access,
  byId,
  callerOf,
  createRoutes,
  deleteById,
  describe,
  listQuery,
  listQueryOf,
  validate,
} from '@campus/http'
import * as z from 'zod'
import { COMPOSERS, READERS, STAFF_READERS, STUDENTS } from '../access-rules'
import { SENT_LIST_SPEC } from '../assignments.repository'
import type { AssignmentsDeps } from '../deps'
import {
  AssignmentRecordSchema,
  ComposeAssignmentSchema,
  StudentAssignmentSchema,
  UpdateAssignmentSchema,
} from './schemas'

const bodyRules =
  'Body `{ title (1..200), message (1..5000), deadLine: dd-MMM-yyyy, subjects: <subject id> or [<id>], submission: Enable|Disable, file?: { versionId, fileKey }, files?: [...] (at most 10), maxMark? (1..1000, default 100), groupIds? (some of the subject\'s groups; default all) }`. A deadline day before today is a 400 "Deadline should not be less than current date"; the caller must teach the subject (403)'

/** Compose, update, delete; the sent lists; one assignment; a student's list. */
export const assignmentRoutes = ({ assignments }: AssignmentsDeps) => {
  const compose = [
    access(COMPOSERS, 'own'),
    describe({
      summary: `Set an assignment for a subject the caller teaches and its groups; claims the files. ${bodyRules}`,
      response: AssignmentRecordSchema,
      responseDescription: 'The stored assignment, its files with download links',
    }),
    validate('json', ComposeAssignmentSchema),
  ] as const
  return (
    createRoutes()
      // The legacy client posts with a trailing slash.
      .post('/api/assignment/send/', ...compose, async (c) =>
        c.json(await assignments.compose(callerOf(c), c.req.valid('json')), 200),
      )
      .post('/api/assignment/send', ...compose, async (c) =>
        c.json(await assignments.compose(callerOf(c), c.req.valid('json')), 200),
      )
      .put(
        '/api/assignment/update',
        access(STAFF_READERS, 'own'),
        describe({
          summary: `Save an assignment again, whole (the keys it was answered with are accepted and ignored): its author, the subject's teachers, the department's HOD or an administrator. A changed deadline must not be before today; the subject changes only while nobody has submitted (409). ${bodyRules}`,
          response: AssignmentRecordSchema,
          responseDescription: 'The saved assignment',
        }),
        validate('json', UpdateAssignmentSchema),
        async (c) => c.json(await assignments.update(callerOf(c), c.req.valid('json')), 200),
      )
      .get(
        '/api/assignment/sent',
        access(STAFF_READERS, 'own'),
        describe({
          summary:
            'Assignments sent, newest first (one Query): `filter=createdBy eq <userId>` (the caller by default; staff only their own) or `filter=departmentId eq <id>` (an HOD of it, or an administrator). Also filters subjectId, submission',
          response: z.array(AssignmentRecordSchema),
          responseDescription: 'A bare array of assignments',
        }),
        listQuery(SENT_LIST_SPEC),
        async (c) =>
          c.json(await assignments.listSent(callerOf(c), listQueryOf(c, { defaultOrder: 'desc' })), 200),
      )
      .get(
        '/api/assignment/view',
        access(STUDENTS, 'own'),
        describe({
          summary:
            "The assignments set for the student's group, newest first (at most 200), each with `status` (SUBMITTED, LATE, MISSING or OPEN), `open` (an upload is taken now), `closesAt`, and the mark and remark once given",
          response: z.array(StudentAssignmentSchema),
          responseDescription: 'A bare array',
        }),
        async (c) => c.json(await assignments.studentView(callerOf(c)), 200),
      )
      .get(
        '/api/assignment/:id',
        ...byId(
          access(READERS, 'own'),
          {
            summary:
              'One assignment with download links: the staff who manage it and the students of its groups',
            response: AssignmentRecordSchema,
            responseDescription: 'The assignment',
          },
          (caller, id) => assignments.get(caller, id),
        ),
      )
      .delete(
        '/api/assignment/:id',
        ...deleteById(
          access(STAFF_READERS, 'own'),
          "Delete an assignment with every submission and file: its author, the subject's teachers, the department's HOD or an administrator",
          (caller, id) => assignments.remove(caller, id),
        ),
      )
  )
}
