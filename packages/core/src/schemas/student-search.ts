import * as z from 'zod'
import { AccountStatusSchema } from '../enums'
import { digitsToNumber } from './common'

/** `GET /api/student/search` query: the header search box's text and how many students to return. */
export const StudentSearchQuerySchema = z.object({
  text: z
    .string({ error: 'Type a register number, name, phone, email or parent phone to search' })
    .trim()
    .min(2, 'Type at least 2 characters to search')
    .max(100, 'Search text must be at most 100 characters'),
  count: z
    .preprocess(
      digitsToNumber,
      z
        .number({ error: 'count must be a whole number' })
        .int('count must be a whole number')
        .min(1, 'count must be between 1 and 100')
        .max(100, 'count must be between 1 and 100'),
    )
    .default(50),
})
export type StudentSearchQuery = z.infer<typeof StudentSearchQuerySchema>

/** One student the search found; disabled students are found too, with their status. */
export const StudentSearchResultSchema = z.object({
  id: z.string(),
  name: z.string(),
  registerNo: z.string().optional(),
  email: z.string(),
  phone: z.string().optional(),
  parentPhone: z.string().optional(),
  degreeName: z.string().optional(),
  departmentName: z.string().optional(),
  accYear: z.string().optional(),
  accYearId: z.string().optional(),
  groupId: z.string().optional(),
  accountStatus: AccountStatusSchema,
})
export type StudentSearchResult = z.infer<typeof StudentSearchResultSchema>

/** The search's response: a bare array, sorted by name. */
export const StudentSearchResultListSchema = z.array(StudentSearchResultSchema)
