import { digitsToNumber, IdSchema } from '@campus/core'
import * as z from 'zod'

/**
 * `?date=<epoch ms>[&departmentId=]` of the ratio and its workbook. Not a strict object: the session `token`
 * may ride in the query too, as the legacy client sends it.
 */
export const RatioQuerySchema = z.object({
  date: z.preprocess(
    digitsToNumber,
    z
      .number({ error: 'date is required: the day to count on, in epoch milliseconds' })
      .int('Use whole milliseconds')
      .nonnegative('A date cannot be before 1970'),
  ),
  departmentId: IdSchema.optional(),
})

const FiguresSchema = z.object({
  students: z.number(),
  mentors: z.number(),
  mentoredStudents: z.number(),
  ratio: z.number().nullable(),
  ratioText: z.string(),
})

/** The ratio as the API answers it: the college's figures and each department's, with its unmentored students. */
export const MentorRatioSchema = z.object({
  date: z.number(),
  college: FiguresSchema,
  departments: z.array(
    FiguresSchema.extend({
      departmentId: z.string(),
      departmentName: z.string(),
      unmentored: z.array(z.object({ id: z.string(), name: z.string(), registerNo: z.string() })),
    }),
  ),
})
