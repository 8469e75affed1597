import { domainEnv, JOB_STARTER_VARIABLES, parseEnv } from '@campus/runtime'
import * as z from 'zod'
import { DEFAULT_LATE_DAYS } from './settings'

/** Days after the deadline late submissions are taken (`ASSIGNMENTS_LATE_DAYS`, 0 unless set: none). */
export const lateDaysSetting = () =>
  parseEnv({
    ASSIGNMENTS_LATE_DAYS: z.coerce
      .number()
      .int('ASSIGNMENTS_LATE_DAYS is a whole number')
      .min(0, 'ASSIGNMENTS_LATE_DAYS is 0 or more')
      .max(365, 'ASSIGNMENTS_LATE_DAYS is at most 365')
      .default(DEFAULT_LATE_DAYS),
  }).ASSIGNMENTS_LATE_DAYS

/** The assignments Lambda's configuration; CDK sets these on AWS, the local server sets them locally. */
export const assignmentsEnv = () => ({
  ...domainEnv({
    ASSIGNMENTS_TABLE_NAME: z.string().min(1),
    ACADEMICS_TABLE_NAME: z.string().min(1),
    DIRECTORY_TABLE_NAME: z.string().min(1),
    FILES_TABLE_NAME: z.string().min(1),
    ATTACHMENTS_BUCKET_NAME: z.string().min(1),
    /** The announcement-post queue reminders go to (`queueUrlVariable('announcement-post')`). */
    QUEUE_URL_ANNOUNCEMENT_POST: z.string().min(1),
    /** The jobs Lambda writes the submissions zips here; this function presigns their downloads. */
    EXPORTS_BUCKET_NAME: z.string().min(1),
    /** The jobs Lambda and the role EventBridge Scheduler invokes it with: the submissions zips run there. */
    ...JOB_STARTER_VARIABLES,
  }),
  lateDays: lateDaysSetting(),
})
