import {
  CreateFacultyDepartmentSchema,
  FacultyDepartmentSchema,
  FacultyInputSchema,
  FacultySchema,
  UpdateFacultyDepartmentSchema,
} from '@campus/core'
import {
  access,
  callerOf,
  createRoutes,
  describe,
  IdParamSchema,
  validate,
  listQuery,
  listQueryOf,
  byId,
} from '@campus/http'
import * as z from 'zod'
import { ADMIN, STAFF } from '../access-rules'
import type { AcademicsDeps } from '../deps'
import { FACULTY_DEPARTMENT_LIST_SPEC, FACULTY_LIST_SPEC } from '../faculties.service'

/** Faculties and faculty departments. */
export const facultyRoutes = ({ faculties }: AcademicsDeps) =>
  createRoutes()
    .get(
      '/api/faculty/get',
      access(STAFF, 'college'),
      describe({
        summary: 'Faculties, by name. Filters: id, name; sort: name, createdOn, modifiedOn',
        response: z.array(FacultySchema),
        responseDescription: 'A bare array of `{ id, name, createdOn, modifiedOn }`',
      }),
      listQuery(FACULTY_LIST_SPEC),
      async (c) => c.json(await faculties.listFaculties(listQueryOf(c)), 200),
    )
    .get(
      '/api/faculty/edit/:id',
      ...byId(
        access(STAFF, 'college'),
        { summary: 'A faculty', response: FacultySchema, responseDescription: 'The faculty' },
        (_caller, id) => faculties.getFaculty(id),
      ),
    )
    .post(
      '/api/faculty',
      access(ADMIN),
      describe({ summary: 'Add a faculty', response: FacultySchema, responseDescription: 'The new faculty' }),
      validate('json', FacultyInputSchema),
      async (c) => c.json(await faculties.createFaculty(callerOf(c), c.req.valid('json')), 200),
    )
    .put(
      '/api/faculty/:id',
      access(ADMIN),
      describe({ summary: 'Rename a faculty', response: FacultySchema, responseDescription: 'The faculty' }),
      validate('param', IdParamSchema),
      validate('json', FacultyInputSchema),
      async (c) =>
        c.json(await faculties.renameFaculty(callerOf(c), c.req.valid('param').id, c.req.valid('json')), 200),
    )
    .get(
      '/api/facultydepartment/get',
      access(STAFF, 'college'),
      describe({
        summary:
          'Faculty departments, by name. Filters: facultyId, id, name; sort: name, createdOn, modifiedOn',
        response: z.array(FacultyDepartmentSchema),
        responseDescription: 'A bare array of `{ id, name, facultyId, createdOn, modifiedOn }`',
      }),
      listQuery(FACULTY_DEPARTMENT_LIST_SPEC),
      async (c) => c.json(await faculties.listFacultyDepartments(listQueryOf(c)), 200),
    )
    .get(
      '/api/facultydepartment/getAllFacultyDepartments',
      access(STAFF, 'college'),
      describe({
        summary: 'Every faculty department with its faculty name, by faculty then name (one Query)',
        response: z.array(
          z.object({ id: z.string(), name: z.string(), facultyId: z.string(), facultyName: z.string() }),
        ),
        responseDescription: 'A bare array of `{ id, name, facultyId, facultyName }`',
      }),
      async (c) => c.json(await faculties.allFacultyDepartments(), 200),
    )
    .get(
      '/api/facultydepartment/edit/:id',
      ...byId(
        access(STAFF, 'college'),
        {
          summary: 'A faculty department',
          response: FacultyDepartmentSchema,
          responseDescription: 'The faculty department',
        },
        (_caller, id) => faculties.getFacultyDepartment(id),
      ),
    )
    .post(
      '/api/facultydepartment',
      access(ADMIN),
      describe({
        summary: 'Add a faculty department to a faculty',
        response: FacultyDepartmentSchema,
        responseDescription: 'The new faculty department, with `facultyName`',
      }),
      validate('json', CreateFacultyDepartmentSchema),
      async (c) => c.json(await faculties.createFacultyDepartment(callerOf(c), c.req.valid('json')), 200),
    )
    .put(
      '/api/facultydepartment/:id',
      access(ADMIN),
      describe({
        summary: 'Rename a faculty department or move it to another faculty',
        response: FacultyDepartmentSchema,
        responseDescription: 'The faculty department, with `facultyName`',
      }),
      validate('param', IdParamSchema),
      validate('json', UpdateFacultyDepartmentSchema),
      async (c) =>
        c.json(
          await faculties.updateFacultyDepartment(callerOf(c), c.req.valid('param').id, c.req.valid('json')),
          200,
        ),
    )
