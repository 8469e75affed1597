import { AcademicYearSchema, GroupSummarySchema, IdSchema, ListedDepartmentSchema } from '@campus/core'
import * as z from 'zod'

/** Response shapes of the academics routes that no core schema describes: for the API reference. */

const YearOfTreeSchema = z.object({
  id: IdSchema,
  startYear: z.number(),
  endYear: z.number(),
  type: z.string().optional(),
  currentYear: z.number(),
  currentSem: z.number(),
  inactive: z.string(),
  groups: z.array(GroupSummarySchema),
})

export const DepartmentYearsTreeSchema = z.array(
  z.object({
    departmentId: IdSchema,
    degdep: z.string(),
    facultyDeptId: IdSchema,
    accyearList: z.array(YearOfTreeSchema),
  }),
)

export const DepartmentWithYearsSchema = ListedDepartmentSchema.extend({
  degdep: z.string(),
  accyearList: z.array(AcademicYearSchema),
})

export const DepartmentFacultySchema = z.object({
  departmentId: IdSchema,
  facultyDeptId: IdSchema,
  facultyDepartment: z.object({ id: IdSchema, name: z.string(), facultyId: IdSchema }).nullable(),
  facultyId: IdSchema.nullable(),
  faculty: z.object({ id: IdSchema, name: z.string() }).nullable(),
})

export const DepartmentYearGroupsSchema = z.object({
  department: z.record(z.string(), z.unknown()),
  accYear: AcademicYearSchema,
  groups: z.array(GroupSummarySchema),
})

export const IdCardDepartmentsSchema = z.array(
  ListedDepartmentSchema.extend({
    degdep: z.string(),
    accyearList: z.array(
      z.object({
        id: IdSchema,
        startYear: z.number(),
        endYear: z.number(),
        currentYear: z.number(),
        currentSem: z.number(),
        regulation: z.string().optional(),
      }),
    ),
  }),
)
