import { access, callerOf, createRoutes, describe, validate } from '@campus/http'
import * as z from 'zod'
import { STAFF } from '../access-rules'
import type { IdentityDeps } from '../deps'
import { GroupStudentReadSchema } from '../personal-data'

const GroupParamSchema = z.object({ groupId: z.string().trim().min(1).max(128) })

/**
 * The students of a group (legacy `GET /api/group/student/{groupId}`). Groups themselves belong to the
 * academics domain; the roster is users, so identity owns this one path under /api/group.
 */
export const groupRoutes = (deps: IdentityDeps) =>
  createRoutes().get(
    '/api/group/student/:groupId',
    access(STAFF, 'college'),
    describe({
      summary:
        "A group's students, sorted by name: `[{ id, name, registerNo, email, phone, degreeName, departmentName, accYearId, accYear, groupId, accountStatus, mentor }]`, `mentor: { mentorInfo: { id, name } }` only while the student has a mentor (the Add Student picker locks them), `phone` only for callers with a reason to see the student's personal data (their HOD, staff teaching the group, their mentor, an administrator); an unknown group is an empty list. One Query after the session read, one BatchGetItem of the students' mentors (and one Query of the caller's subjects)",
      response: z.array(GroupStudentReadSchema),
      responseDescription: 'A bare array of students',
    }),
    validate('param', GroupParamSchema),
    async (c) => c.json(await deps.users.groupStudents(callerOf(c), c.req.valid('param').groupId), 200),
  )
