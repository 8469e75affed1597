import {
  CreateRegulationSchema,
  CreateRegulationSubjectSchema,
  datasOf,
  RegulationSchema,
  RegulationSubjectSchema,
  UpdateRegulationSchema,
  UpdateRegulationSubjectSchema,
} from '@campus/core'
import {
  access,
  callerOf,
  createRoutes,
  describe,
  validate,
  listQuery,
  listQueryOf,
  deleteById,
} from '@campus/http'
import { MANAGERS, STAFF } from '../access-rules'
import type { AcademicsDeps } from '../deps'
import { REGULATION_LIST_SPEC, REGULATION_SUBJECT_LIST_SPEC } from '../regulations.service'

/** Regulations of a department and their subjects; lists come as `{ datas: [...] }` (legacy shape). */
export const regulationRoutes = ({ regulations }: AcademicsDeps) =>
  createRoutes()
    .get(
      '/api/reg/year',
      access(STAFF, 'college'),
      describe({
        summary:
          "A department's regulations, newest year first (one Query). Requires filter departmentID; also id, year, examType; sort: year, createdOn, modifiedOn",
        response: datasOf(RegulationSchema),
        responseDescription: '`{ datas: [{ id, year, examType, departmentID, createdOn, modifiedOn }] }`',
      }),
      listQuery(REGULATION_LIST_SPEC),
      async (c) => c.json(await regulations.list(callerOf(c), listQueryOf(c)), 200),
    )
    .post(
      '/api/reg/year',
      access(MANAGERS, 'department'),
      describe({
        summary:
          'Add a regulation to a department (ADMIN, or its HOD). A year the department already has (ignoring case and spaces) is a 409 REGULATION_EXISTS',
        response: RegulationSchema,
        responseDescription: 'The new regulation',
      }),
      validate('json', CreateRegulationSchema),
      async (c) => c.json(await regulations.create(callerOf(c), c.req.valid('json')), 200),
    )
    .put(
      '/api/reg/year',
      access(MANAGERS, 'department'),
      describe({
        summary: "Change a regulation's year or exam type; the id travels in the body",
        response: RegulationSchema,
        responseDescription: 'The regulation',
      }),
      validate('json', UpdateRegulationSchema),
      async (c) => c.json(await regulations.update(callerOf(c), c.req.valid('json')), 200),
    )
    .delete(
      '/api/reg/year/:id',
      ...deleteById(
        access(MANAGERS, 'department'),
        'Delete a regulation. Refused (409 REGULATION_IN_USE) while it lists subjects or an academic year follows it',
        (caller, id) => regulations.remove(caller, id),
      ),
    )
    .get(
      '/api/reg/regulation/sub',
      access(STAFF, 'college'),
      describe({
        summary:
          "A regulation's subjects by semester, then code (one Query). Requires filter regulationID; also id, semester, subjectCode, subjectType; sort: semester, subjectName, subjectCode, credits, createdOn",
        response: datasOf(RegulationSubjectSchema),
        responseDescription:
          '`{ datas: [{ id, regulationID, departmentID, subjectName, subjectCode, semester, credits, subjectType }] }`',
      }),
      listQuery(REGULATION_SUBJECT_LIST_SPEC),
      async (c) => c.json(await regulations.listSubjects(listQueryOf(c)), 200),
    )
    .post(
      '/api/reg/regulation/sub',
      access(MANAGERS, 'department'),
      describe({
        summary:
          'Add a subject to a regulation. A code the regulation already has (ignoring case) is a 409 SUBJECT_CODE_EXISTS',
        response: RegulationSubjectSchema,
        responseDescription: 'The new regulation subject',
      }),
      validate('json', CreateRegulationSubjectSchema),
      async (c) => c.json(await regulations.createSubject(callerOf(c), c.req.valid('json')), 200),
    )
    .put(
      '/api/reg/regulation/sub',
      access(MANAGERS, 'department'),
      describe({
        summary:
          'Change a regulation subject; the id travels in the body. Name, code and credits also change in the subjects taught from it',
        response: RegulationSubjectSchema,
        responseDescription: 'The regulation subject',
      }),
      validate('json', UpdateRegulationSubjectSchema),
      async (c) => c.json(await regulations.updateSubject(callerOf(c), c.req.valid('json')), 200),
    )
    .delete(
      '/api/reg/regulation/sub/:id',
      ...deleteById(
        access(MANAGERS, 'department'),
        'Delete a regulation subject. Refused (409 REGULATION_SUBJECT_IN_USE) while it is taught to an academic year',
        (caller, id) => regulations.removeSubject(caller, id),
      ),
    )
