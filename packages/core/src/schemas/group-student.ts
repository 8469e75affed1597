import * as z from 'zod'
import { AccountStatusSchema } from '../enums'

/** One student of `GET /api/group/student/{groupId}` (legacy 2.4), the group's roster. */
export const GroupStudentSchema = z.object({
  id: z.string(),
  name: z.string(),
  registerNo: z.string().optional(),
  email: z.string(),
  phone: z.string().optional(),
  degreeName: z.string().optional(),
  departmentName: z.string().optional(),
  accYearId: z.string().optional(),
  accYear: z.string().optional(),
  groupId: z.string().optional(),
  accountStatus: AccountStatusSchema,
})
export type GroupStudent = z.infer<typeof GroupStudentSchema>

/** The roster: a bare array sorted by name. */
export const GroupStudentListSchema = z.array(GroupStudentSchema)
