import * as z from 'zod'
import { IdSchema, RecordMetaSchema, optionalText, requiredText } from './common'

/** Departments (a degree and a branch, e.g. "B.E - Civil") and the faculty department each belongs to. */

/** Body of `POST /api/departments/create`. */
export const CreateDepartmentSchema = z.object({
  degreeName: requiredText('Degree name', 200),
  departmentName: requiredText('Department name', 200),
  /** Every department belongs to a faculty department; department filters use it. */
  facultyDeptId: IdSchema,
  /** Free text in the legacy client (e.g. "8"), but required. */
  totalSemester: requiredText('Total semesters', 20),
  /** A legacy department code, kept when records are imported. */
  departmentId: optionalText('Department code', 64),
  examType: optionalText('Exam type', 50),
  accyearId: IdSchema.optional(),
})
export type CreateDepartment = z.infer<typeof CreateDepartmentSchema>

/**
 * Body of `PUT /api/departments/{id}`. The legacy client sends the listed object back with extras
 * (`facultyId`, an `hod` list); unknown keys are dropped by parsing.
 */
export const UpdateDepartmentSchema = CreateDepartmentSchema.partial()
export type UpdateDepartment = z.infer<typeof UpdateDepartmentSchema>

/** A stored department. */
export const DepartmentSchema = RecordMetaSchema.extend(CreateDepartmentSchema.shape)
export type Department = z.infer<typeof DepartmentSchema>

/** The label department dropdowns show: `degreeName - departmentName`. */
export const departmentLabel = (department: Pick<Department, 'degreeName' | 'departmentName'>) =>
  `${department.degreeName} - ${department.departmentName}`
