import {
  badRequest,
  IdSchema,
  MANAGERS,
  MentorRecordSchema,
  MentorSummarySchema,
  SaveMentorSchema,
} from '@campus/core'
import type { ListSpec } from '@campus/db'
import { access, callerOf, createRoutes, describe, IdParamSchema, listQuery, validate } from '@campus/http'
import * as z from 'zod'
import { MENTORING_STAFF } from '../access-rules'
import type { MentorsService } from '../mentors.service'
import { requiredFilterOf } from './list-specs'

/** The department list takes one filter, the department (legacy spelling `departmentid`). */
export const MENTOR_LIST_SPEC = { filter: { departmentid: 'string' } } as const satisfies ListSpec

const RECORD =
  '`{ id: <staffId>, staffId, mentorInfo: { id, name, email, phone, usertype }, students: [{ studentId, departmentId, startDate?, endDate?, studentInfo: { id, name, registerNo, email, phone } }] }` (dates as epoch-ms strings)'

const ASSIGNERS =
  "Only the HOD of each student's department (the staff member belonging to it) or an administrator assigns or takes off a student; the mentor themself may also change their students' dates"

const WRITE_RULES =
  "Every student and right is checked before the first write: 404 for an unknown staff member (or one who is not HOD or FACULTY), 400 NOT_A_STUDENT, 400 NOT_IN_STAFF_DEPARTMENT, 403, and 409 ALREADY_MENTORED naming the student and their mentor. Each student is then claimed with one conditional write (at most one current mentor; a claim lost to a concurrent assignment undoes this request's claims and answers 409 ALREADY_MENTORED). Audited"

/** Manage Mentor and My Students: the department's mentors, a staff member's students, assignments. */
export const mentorRoutes = ({ mentors }: { mentors: MentorsService }) =>
  createRoutes()
    .get(
      '/api/mentor',
      access(MENTORING_STAFF, 'department'),
      describe({
        summary:
          'Every HOD and faculty member of a department, by name, with how many students they mentor now: `filter=departmentid eq <id>` is required (400 LIST_FILTER_REQUIRED). For the administrator, and the HOD and faculty of the department. Two DynamoDB calls',
        response: z.array(MentorSummarySchema),
        responseDescription:
          '`[{ id: <staffId>, staffId, studentsCount, mentorInfo: { id, name, email, phone, usertype } }]`',
      }),
      listQuery(MENTOR_LIST_SPEC),
      async (c) => {
        const departmentId = requiredFilterOf(c, 'departmentid', 'department')
        return c.json(await mentors.ofDepartment(callerOf(c), departmentId), 200)
      },
    )
    .get(
      '/api/mentor/byStaff/:staffId',
      access(MENTORING_STAFF, 'department'),
      describe({
        summary:
          "A staff member's mentor record as a list of one, `[]` when they mentor nobody. For the staff member, an HOD of one of their departments or of their students', and the administrator. Two DynamoDB calls",
        response: z.array(MentorRecordSchema),
        responseDescription: `\`[]\` or \`[${RECORD}]\``,
      }),
      validate('param', z.object({ staffId: IdSchema })),
      async (c) => c.json(await mentors.ofStaff(callerOf(c), c.req.valid('param').staffId), 200),
    )
    .post(
      '/api/mentor',
      access(MANAGERS, 'department'),
      describe({
        summary: `Give a staff member students to mentor: \`{ staffId, students: [{ studentId, startDate?, endDate? }] }\` (dates as epoch ms, numbers or strings). Students already theirs keep their place (their dates are set as sent); nobody is taken off. ${ASSIGNERS}. ${WRITE_RULES}`,
        response: MentorRecordSchema,
        responseDescription: RECORD,
      }),
      validate('json', SaveMentorSchema),
      async (c) => {
        const { staffId, students } = c.req.valid('json')
        return c.json(await mentors.save(callerOf(c), staffId, students, false), 200)
      },
    )
    .put(
      '/api/mentor/:id',
      access(MENTORING_STAFF, 'department'),
      describe({
        summary: `Save a staff member's whole mentor record (\`id\` is the staff id), as read back with students added, taken off or with dates set; the keys the API answered are accepted and ignored. Students missing from it are taken off as \`POST /api/mentorLog\` does. ${ASSIGNERS}. ${WRITE_RULES}`,
        response: MentorRecordSchema,
        responseDescription: RECORD,
      }),
      validate('param', IdParamSchema),
      validate('json', SaveMentorSchema),
      async (c) => {
        const { staffId, students } = c.req.valid('json')
        if (staffId !== c.req.valid('param').id)
          throw badRequest('STAFF_MISMATCH', 'The record saved is not the one in the path.', [
            { path: 'staffId', message: 'Use the staff id of the path' },
          ])
        return c.json(await mentors.save(callerOf(c), staffId, students, true), 200)
      },
    )
