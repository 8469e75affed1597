import { EpochMsSchema, SmsStatusSchema } from '@campus/core'
import { SMS_QUOTA_MAX } from '@campus/sms'
import * as z from 'zod'

/** Request and response shapes of the sms routes. */

/** `{ cAvailable, totalSent }`: the quota an administrator set and the parts charged so far. */
export const SmsCountSchema = z.object({ cAvailable: z.number(), totalSent: z.number() })

/** Body of `PUT /api/sms/smsCount`. */
export const SetSmsCountSchema = z.strictObject({
  cAvailable: z
    .number({ error: 'cAvailable must be a number' })
    .int('cAvailable must be a whole number')
    .min(0, 'cAvailable cannot be negative')
    .max(SMS_QUOTA_MAX, `cAvailable can be at most ${SMS_QUOTA_MAX}`),
})

/** One message of the log (`GET /api/sms/sentSms`). */
export const SmsLogEntrySchema = z.object({
  id: z.string(),
  batchId: z.string(),
  fUser: z.string(),
  senderId: z.string(),
  toName: z.string(),
  toUserType: z.string(),
  msg: z.string(),
  phone: z.string(),
  status: SmsStatusSchema,
  createdOn: EpochMsSchema,
  segments: z.number(),
  encoding: z.enum(['GSM-7', 'UCS-2']),
  purpose: z.string(),
  sentOn: EpochMsSchema.optional(),
  reason: z.string().optional(),
})

/** One message of a day, as `GET /api/sms/daySmsCount/:epochMs` lists them. */
export const SmsDayEntrySchema = z.object({ id: z.string(), status: SmsStatusSchema })

/** One month of `GET /api/sms/report/monthly`. */
export const SmsMonthSchema = z.object({
  monthYear: z.string(),
  smsCount: z.number(),
  smsFailCount: z.number(),
  segments: z.number(),
})

/**
 * A month's workbook export, as `POST` and `GET /api/sms/excelReport/monthly/:monthYear` answer it: PROCESSING
 * with its progress, READY with `rows` and a download link, or FAILED with why.
 */
export const SmsMonthExportSchema = z.object({
  id: z.string(),
  monthYear: z.string(),
  status: z.enum(['PROCESSING', 'READY', 'FAILED']),
  progress: z.number().min(0).max(100),
  fileName: z.string(),
  createdOn: EpochMsSchema,
  rows: z.number().optional(),
  downloadUrl: z.string().optional(),
  expiresOn: EpochMsSchema.optional(),
  error: z.string().optional(),
})

/** `:epochMs`: any instant of the day, in epoch milliseconds. */
export const EpochMsParamSchema = z.object({
  epochMs: z
    .string()
    .regex(/^\d{1,16}$/, 'Give the day as epoch milliseconds')
    .transform(Number),
})

/** `:monthYear`, as the monthly report names months. */
export const MonthYearParamSchema = z.object({
  monthYear: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Give the month as yyyy-mm (2026-11)'),
})
