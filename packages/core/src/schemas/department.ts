import * as z from 'zod'
import { UserTypeSchema } from '../enums'
import {
  acceptingReadBack,
  EpochMsSchema,
  IdSchema,
  RecordMetaSchema,
  optionalText,
  requiredText,
} from './common'

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
 * (`facultyId`, an `hod` list): those are accepted and dropped; other unknown keys are refused.
 */
export const UpdateDepartmentSchema = acceptingReadBack(CreateDepartmentSchema.partial(), [
  'id',
  'createdOn',
  'modifiedOn',
  'facultyDepartment',
  'facultyId',
  'hod',
])
export type UpdateDepartment = z.infer<typeof UpdateDepartmentSchema>

/** A stored department. */
export const DepartmentSchema = RecordMetaSchema.extend(CreateDepartmentSchema.shape)
export type Department = z.infer<typeof DepartmentSchema>

/** The label department dropdowns show: `degreeName - departmentName`. */
export const departmentLabel = (department: Pick<Department, 'degreeName' | 'departmentName'>) =>
  `${department.degreeName} - ${department.departmentName}`

/** A department as lists show it: with its faculty department's name and the faculty it belongs to. */
export const ListedDepartmentSchema = DepartmentSchema.extend({
  facultyDepartment: z.string(),
  facultyId: z.string(),
})
export type ListedDepartment = z.infer<typeof ListedDepartmentSchema>

/** Faculties (e.g. "Faculty of Engineering and Technology"): the top of the academic structure. */

/** Body of `POST /api/faculty` and `PUT /api/faculty/{id}`. */
export const FacultyInputSchema = z.object({ name: requiredText('Faculty name', 200) })
export type FacultyInput = z.infer<typeof FacultyInputSchema>

/** A stored faculty. */
export const FacultySchema = RecordMetaSchema.extend(FacultyInputSchema.shape)
export type Faculty = z.infer<typeof FacultySchema>

/** Faculty departments group departments inside a faculty; staff belong to one (`facultyDeptId`). */

/** Body of `POST /api/facultydepartment`. */
export const CreateFacultyDepartmentSchema = z.object({
  name: requiredText('Faculty department name', 200),
  facultyId: IdSchema,
})
export type CreateFacultyDepartment = z.infer<typeof CreateFacultyDepartmentSchema>

/** Body of `PUT /api/facultydepartment/{id}`: a rename, or a move to another faculty. */
export const UpdateFacultyDepartmentSchema = CreateFacultyDepartmentSchema.partial()
export type UpdateFacultyDepartment = z.infer<typeof UpdateFacultyDepartmentSchema>

/** A stored faculty department, with its faculty's name as lists show it. */
export const FacultyDepartmentSchema = RecordMetaSchema.extend(CreateFacultyDepartmentSchema.shape).extend({
  facultyName: z.string().optional(),
})
export type FacultyDepartment = z.infer<typeof FacultyDepartmentSchema>

/**
 * The `department-removed` queue: academics deleting a department tells identity, which takes the department
 * off every HOD heading it (legacy client 5.8: deleting a department first removes it from its HODs). Academics
 * sends it before the department is deleted; identity acts only once the department is gone, and retries until
 * then (functions/academics/README.md, functions/identity/README.md).
 */
export const DEPARTMENT_REMOVED_QUEUE = 'department-removed'

/** One deleted department, and who deleted it (named in the HODs' audit records). */
export const DepartmentRemovedMessageSchema = z.strictObject({
  departmentId: IdSchema,
  removedBy: z.strictObject({ userId: IdSchema, userType: UserTypeSchema }),
  removedOn: EpochMsSchema,
  requestId: z.string().max(200).optional(),
})
export type DepartmentRemovedMessage = z.infer<typeof DepartmentRemovedMessageSchema>
