import { AddGroupResultSchema, CreateGroupSchema, GroupSchema, UpdateGroupSchema } from '@campus/core'
import {
  access,
  callerOf,
  createRoutes,
  describe,
  validate,
  listQuery,
  listQueryOf,
  byId,
  deleteById,
} from '@campus/http'
import * as z from 'zod'
import { MANAGERS, STAFF_AND_STUDENTS } from '../access-rules'
import type { AcademicsDeps } from '../deps'
import { GROUP_LIST_SPEC } from '../groups.service'

/** Groups of an academic year. The students of a group (`/api/group/student/{id}`) are identity's. */
export const groupRoutes = ({ groups }: AcademicsDeps) =>
  createRoutes()
    .get(
      '/api/group',
      access(STAFF_AND_STUDENTS, 'own'),
      describe({
        summary:
          "An academic year's groups by name (one Query), each with its number of students (`count`, one counting Query of the directory per group). Requires filter accYearId; also type (CURRENT, OLD), id, groupName, departmentId; sort: groupName, createdOn, modifiedOn. Students: their own year only",
        response: z.array(GroupSchema.extend({ count: z.number().int() })),
        responseDescription:
          'A bare array of `{ id, groupName, accYearId, departmentId, type, count, createdOn, modifiedOn }`',
      }),
      listQuery(GROUP_LIST_SPEC),
      async (c) => c.json(await groups.list(callerOf(c), listQueryOf(c)), 200),
    )
    .post(
      '/api/group',
      access(MANAGERS, 'department'),
      describe({
        summary:
          'Add a group to an academic year (the legacy `etype` is ignored; new groups are CURRENT). A name the year already has, ignoring case, answers HTTP 200 with `status: "YES"` and writes nothing; otherwise `status: "NO"`',
        response: AddGroupResultSchema,
        responseDescription: 'The new group with `status: "NO"`, or `{ status: "YES", message, id }`',
      }),
      validate('json', CreateGroupSchema),
      async (c) => c.json(await groups.create(callerOf(c), c.req.valid('json')), 200),
    )
    .put(
      '/api/group',
      access(MANAGERS, 'department'),
      describe({
        summary:
          'Rename a group or set its type; the id travels in the body. A name the year already has is a 409 GROUP_EXISTS',
        response: GroupSchema,
        responseDescription: 'The group',
      }),
      validate('json', UpdateGroupSchema),
      async (c) => c.json(await groups.update(callerOf(c), c.req.valid('json')), 200),
    )
    .get(
      '/api/group/:id',
      ...byId(
        access(STAFF_AND_STUDENTS, 'own'),
        { summary: 'A group', response: GroupSchema, responseDescription: 'The group' },
        (caller, id) => groups.get(caller, id),
      ),
    )
    .delete(
      '/api/group/:id',
      ...deleteById(
        access(MANAGERS, 'department'),
        "Delete a group. Refused (409 GROUP_IN_USE) while subjects are taught to it; its students are identity's, so check them first",
        (caller, id) => groups.remove(caller, id),
      ),
    )
