import {
  AcademicYearSchema,
  AddAcademicYearResultSchema,
  AddAcademicYearSchema,
  UpdateAcademicYearSchema,
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
import * as z from 'zod'
import { MANAGERS, STAFF_AND_STUDENTS } from '../access-rules'
import type { AcademicsDeps } from '../deps'
import { ACADEMIC_YEAR_LIST_SPEC } from '../academic-years.service'

/** A year as the list shows it: with what the legacy year form reads beside its fields (legacy 2.4). */
const AcademicYearReadSchema = AcademicYearSchema.extend({
  years: z.array(z.string()).describe("The department's regulation years (the year form's Regulation list)"),
  etype: z.string().optional().describe("The exam type of the year's regulation, when it has one"),
})

/** Academic years of a department. */
export const academicYearRoutes = ({ years }: AcademicsDeps) =>
  createRoutes()
    .get(
      '/api/accyear',
      access(STAFF_AND_STUDENTS, 'own'),
      describe({
        summary:
          "A department's academic years with `regulation` (its year), `etype` (its exam type), `years` (the department's regulation years) and `groupList`, newest first (one Query). Requires filter departmentId; also inactive (YES, NO), type, id, regulationId, startYear, endYear; sort: startYear, endYear, currentYear, currentSem, createdOn, modifiedOn. Students: their own department only",
        response: z.array(AcademicYearReadSchema),
        responseDescription: 'A bare array of academic years',
      }),
      listQuery(ACADEMIC_YEAR_LIST_SPEC),
      async (c) => c.json(await years.list(callerOf(c), listQueryOf(c)), 200),
    )
    .post(
      '/api/accyear',
      access(MANAGERS, 'department'),
      describe({
        summary:
          'Add an academic year to a department (ADMIN, or the HOD of that department). The same start and end year twice answers HTTP 200 with `status: "Already Exists"` and writes nothing; otherwise `status: "Created"`',
        response: AddAcademicYearResultSchema,
        responseDescription:
          'The new year with `status: "Created"`, or `{ status: "Already Exists", message, id }`',
      }),
      validate('json', AddAcademicYearSchema),
      async (c) => c.json(await years.create(callerOf(c), c.req.valid('json')), 200),
    )
    .put(
      '/api/accyear',
      access(MANAGERS, 'department'),
      describe({
        summary:
          'Update an academic year; the id travels in the body. `inactive: "YES"` deactivates and `"NO"` activates it. The current semester cannot go down (400 CURRENT_SEM_LOWERED); regulation and department cannot change',
        response: AcademicYearSchema.omit({ groupList: true, regulation: true }),
        responseDescription: 'The academic year (without groupList)',
      }),
      validate('json', UpdateAcademicYearSchema),
      async (c) => c.json(await years.update(callerOf(c), c.req.valid('json')), 200),
    )
    .delete(
      '/api/accyear/:id',
      ...deleteById(
        access(MANAGERS, 'department'),
        'Delete an academic year. Refused (409 ACADEMIC_YEAR_IN_USE) while it has groups or subjects',
        (caller, id) => years.remove(caller, id),
      ),
    )
