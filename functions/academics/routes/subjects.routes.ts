import { CreateSubjectSchema, IdSchema, SubjectSchema, UpdateSubjectSchema } from '@campus/core'
import {
  access,
  callerOf,
  createRoutes,
  describe,
  routeFactory,
  validate,
  listQuery,
  listQueryOf,
  byId,
  deleteById,
} from '@campus/http'
import * as z from 'zod'
import { MANAGERS, STAFF, STAFF_AND_STUDENTS } from '../access-rules'
import type { AcademicsDeps } from '../deps'
import { STAFF_SUBJECT_LIST_SPEC, SUBJECT_LIST_SPEC } from '../subjects.service'

const StudentPlacementSchema = z.object({ accYearId: IdSchema.optional(), groupId: IdSchema.optional() })

/** Subjects taught: a regulation subject offered to an academic year or group, with its staff. */
export const subjectRoutes = ({ subjects }: AcademicsDeps) => {
  /** The legacy client calls this list with and without a trailing slash. */
  const taughtBy = routeFactory.createHandlers(
    access(STAFF, 'college'),
    describe({
      summary:
        'The subjects a staff member teaches, by name (one Query): `in=stafflist.staffid eq <userId>` (default: the caller). Filters: subjectStatus, accYearId, groupId, departmentId, regSubId, subjectId, semester, id; sort: subjectId, subjectName, subjectCode, semester, createdOn, modifiedOn',
      response: z.array(SubjectSchema),
      responseDescription: 'A bare array of subjects taught',
    }),
    listQuery(STAFF_SUBJECT_LIST_SPEC),
    async (c) => c.json(await subjects.taughtBy(callerOf(c), listQueryOf(c)), 200),
  )

  return createRoutes()
    .get(
      '/api/subject',
      access(STAFF_AND_STUDENTS, 'own'),
      describe({
        summary:
          "An academic year's subjects taught, by name (one Query). Requires filter accYearId; `groupId eq X` keeps what group X takes (the whole year's subjects and X's); also subjectStatus, regSubId, subjectId, subjectCode, semester, id, departmentId, and in=stafflist.staffid; sort: subjectName, subjectCode, semester, subjectId, createdOn, modifiedOn. Students: their own year only",
        response: z.array(SubjectSchema),
        responseDescription: 'A bare array of subjects taught',
      }),
      listQuery(SUBJECT_LIST_SPEC),
      async (c) => c.json(await subjects.list(callerOf(c), listQueryOf(c)), 200),
    )
    .get('/api/subject/staffHandleSub', ...taughtBy)
    .get('/api/subject/staffHandleSub/', ...taughtBy)
    .get(
      '/api/subject/staffRegSub',
      access(STAFF, 'college'),
      describe({
        summary:
          'The regulation subjects a staff member teaches, once each (one Query): `in=stafflist.staffid eq <userId>` (default: the caller); same filters and sorts as staffHandleSub',
        response: z.array(
          z.object({
            regSubId: IdSchema,
            subjectId: IdSchema,
            subjectName: z.string(),
            subjectCode: z.string(),
            department: z.string(),
            departmentId: IdSchema,
          }),
        ),
        responseDescription:
          'A bare array of `{ regSubId, subjectId, subjectName, subjectCode, department, departmentId }`',
      }),
      listQuery(STAFF_SUBJECT_LIST_SPEC),
      async (c) => c.json(await subjects.regulationSubjectsTaughtBy(callerOf(c), listQueryOf(c)), 200),
    )
    .get(
      '/api/subject/student/:userId',
      access(STAFF_AND_STUDENTS, 'own'),
      describe({
        summary:
          "A student's ACTIVE subjects, once per regulation subject, by semester and name (one Query). A student asks for themself and is placed by their session; staff give the student's `accYearId` (required) and `groupId` as query parameters",
        response: z.array(SubjectSchema),
        responseDescription: 'A bare array of subjects taught (`regSubId`, `subjectName`, ...)',
      }),
      validate('param', z.object({ userId: IdSchema })),
      validate('query', StudentPlacementSchema),
      async (c) =>
        c.json(await subjects.ofStudent(callerOf(c), c.req.valid('param').userId, c.req.valid('query')), 200),
    )
    .post(
      '/api/subject',
      access(MANAGERS, 'department'),
      describe({
        summary:
          "Offer a subject of the academic year's regulation to the year, or to one group, with its staff (ADMIN, or the department's HOD). The same subject twice for the same year or group is a 409 SUBJECT_ALREADY_TAUGHT",
        response: SubjectSchema,
        responseDescription: 'The subject taught',
      }),
      validate('json', CreateSubjectSchema),
      async (c) => c.json(await subjects.create(callerOf(c), c.req.valid('json')), 200),
    )
    .put(
      '/api/subject',
      access(MANAGERS, 'department'),
      describe({
        summary:
          'Change the staff (`stafflist`), status (ACTIVE, INACTIVE) or semester of a subject taught; the id travels in the body',
        response: SubjectSchema,
        responseDescription: 'The subject taught',
      }),
      validate('json', UpdateSubjectSchema),
      async (c) => c.json(await subjects.update(callerOf(c), c.req.valid('json')), 200),
    )
    .get(
      '/api/subject/:id',
      ...byId(
        access(STAFF_AND_STUDENTS, 'own'),
        { summary: 'A subject taught', response: SubjectSchema, responseDescription: 'The subject taught' },
        (caller, id) => subjects.get(caller, id),
      ),
    )
    .delete(
      '/api/subject/:id',
      ...deleteById(
        access(MANAGERS, 'department'),
        'Stop teaching a subject: deletes it and its staff assignments',
        (caller, id) => subjects.remove(caller, id),
      ),
    )
}
