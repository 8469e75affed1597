import {
  AcademicYearSchema,
  AcademicYearTypeSchema,
  CreateDepartmentSchema,
  IdSchema,
  ListedDepartmentSchema,
  UpdateDepartmentSchema,
  YesNoSchema,
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
  deleteById,
} from '@campus/http'
import * as z from 'zod'
import { ADMIN, STAFF, STAFF_AND_STUDENTS } from '../access-rules'
import type { AcademicsDeps } from '../deps'
import {
  DepartmentFacultySchema,
  DepartmentWithYearsSchema,
  DepartmentYearGroupsSchema,
  DepartmentYearsTreeSchema,
  IdCardDepartmentsSchema,
} from './schemas'
import { DEPARTMENT_LIST_SPEC } from '../departments.service'
import { YEARS_BY_DEPARTMENT_SPEC } from '../department-views.service'

const DepartmentParamSchema = z.object({ departmentId: IdSchema })

/** Departments and the composite reads the legacy screens make of them. */
export const departmentRoutes = ({ departments, departmentViews }: AcademicsDeps) =>
  createRoutes()
    .get(
      '/api/departments',
      access(STAFF_AND_STUDENTS, 'college'),
      describe({
        summary:
          'Departments with their faculty department name (`facultyDepartment`) and `facultyId`, by label (one Query). Filters: id, facultyDeptId, facultyId, degreeName, departmentName, examType; sort: degreeName, departmentName, facultyDepartment, createdOn, modifiedOn',
        response: z.array(ListedDepartmentSchema),
        responseDescription: 'A bare array of departments',
      }),
      listQuery(DEPARTMENT_LIST_SPEC),
      async (c) => c.json(await departments.list(listQueryOf(c)), 200),
    )
    .get(
      '/api/departments/accYearAll',
      access(STAFF, 'college'),
      describe({
        summary:
          'Departments that have matching academic years, each with those years (newest first) and their groups. Filters: inactive (YES, NO), type (CURRENT = active years, OLD = inactive years), departmentId, facultyDeptId. One Query',
        response: DepartmentYearsTreeSchema,
        responseDescription: 'A bare array of `{ departmentId, degdep, facultyDeptId, accyearList }`',
      }),
      listQuery(YEARS_BY_DEPARTMENT_SPEC),
      async (c) => c.json(await departmentViews.yearsOfAllDepartments(listQueryOf(c)), 200),
    )
    .get(
      '/api/departments/getFaculty/:departmentId',
      access(STAFF, 'college'),
      describe({
        summary: "A department's faculty department and faculty (one Query)",
        response: DepartmentFacultySchema,
        responseDescription: '`{ departmentId, facultyDeptId, facultyDepartment, facultyId, faculty }`',
      }),
      validate('param', DepartmentParamSchema),
      async (c) => c.json(await departmentViews.facultyOfDepartment(c.req.valid('param').departmentId), 200),
    )
    .get(
      '/api/departments/getFacultyDeptAccYear/:facultyDeptId',
      access(STAFF, 'college'),
      describe({
        summary:
          "A faculty department's departments, each with its active academic years (`accyearList`, with groups and regulation) and label `degdep` (one Query)",
        response: z.array(DepartmentWithYearsSchema),
        responseDescription: 'A bare array of departments',
      }),
      validate('param', z.object({ facultyDeptId: IdSchema })),
      async (c) =>
        c.json(await departmentViews.activeYearsOfFacultyDepartment(c.req.valid('param').facultyDeptId), 200),
    )
    .get(
      '/api/departments/accYearAllBySemType/:departmentId/:type/:inactive',
      access(STAFF, 'college'),
      describe({
        summary:
          "A department's academic years of one type (sem or year) and state (inactive YES or NO), newest first, with groups and regulation (one Query)",
        response: z.array(AcademicYearSchema),
        responseDescription: 'A bare array of academic years',
      }),
      validate(
        'param',
        DepartmentParamSchema.extend({ type: AcademicYearTypeSchema, inactive: YesNoSchema }),
      ),
      async (c) => {
        const { departmentId, type, inactive } = c.req.valid('param')
        return c.json(await departmentViews.yearsByType(departmentId, type, inactive), 200)
      },
    )
    .get(
      '/api/departments/getDepartmentAndGroup/:departmentId/:accYearId',
      access(STAFF, 'college'),
      describe({
        summary: 'A department, one of its academic years and the groups of that year (one Query)',
        response: DepartmentYearGroupsSchema,
        responseDescription: '`{ department, accYear, groups }`',
      }),
      validate('param', DepartmentParamSchema.extend({ accYearId: IdSchema })),
      async (c) => {
        const { departmentId, accYearId } = c.req.valid('param')
        return c.json(await departmentViews.departmentYearAndGroups(departmentId, accYearId), 200)
      },
    )
    .get(
      '/api/studentIdCard/departments',
      access(STAFF, 'college'),
      describe({
        summary: 'Every department with its active academic years, for printing ID cards (one Query)',
        response: IdCardDepartmentsSchema,
        responseDescription: 'A bare array of departments with `degdep` and `accyearList`',
      }),
      async (c) => c.json(await departmentViews.departmentsForIdCards(), 200),
    )
    .post(
      '/api/departments/create',
      access(ADMIN),
      describe({
        summary: 'Add a department to a faculty department',
        response: ListedDepartmentSchema,
        responseDescription: 'The new department',
      }),
      validate('json', CreateDepartmentSchema),
      async (c) => c.json(await departments.create(callerOf(c), c.req.valid('json')), 200),
    )
    .delete(
      '/api/departments/delete/:id',
      ...deleteById(
        access(ADMIN),
        'Delete a department and take it off its HODs (legacy 5.8; identity does so through its `department-removed` queue, once the department is gone). Refused (409 DEPARTMENT_IN_USE) while academic years or regulations refer to it, and then its HODs keep it; staff and students live in identity, so move them first',
        (caller, id) => departments.remove(caller, id),
      ),
    )
    .get(
      '/api/departments/:id',
      ...byId(
        access(STAFF_AND_STUDENTS, 'college'),
        {
          summary: 'A department with its faculty department name and faculty',
          response: ListedDepartmentSchema,
          responseDescription: 'The department',
        },
        (_caller, id) => departments.get(id),
      ),
    )
    .put(
      '/api/departments/:id',
      access(ADMIN),
      describe({
        summary:
          'Update a department (the listed record may be sent back; unknown keys such as facultyId and hod are ignored). A new name reaches the subjects taught in it',
        response: ListedDepartmentSchema,
        responseDescription: 'The department',
      }),
      validate('param', IdParamSchema),
      validate('json', UpdateDepartmentSchema),
      async (c) =>
        c.json(await departments.update(callerOf(c), c.req.valid('param').id, c.req.valid('json')), 200),
    )
