import { domainEnv, JOB_STARTER_VARIABLES } from '@campus/runtime'
import * as z from 'zod'

/** The sms Lambda's configuration; CDK sets these on AWS, the local server sets them locally. */
export const smsEnv = () =>
  domainEnv({
    SMS_TABLE_NAME: z.string().min(1),
    /** The jobs Lambda writes the monthly workbooks here; this function presigns their downloads. */
    EXPORTS_BUCKET_NAME: z.string().min(1),
    /** The jobs Lambda and the role EventBridge Scheduler invokes it with: the monthly workbooks run there. */
    ...JOB_STARTER_VARIABLES,
  })

export type SmsEnv = ReturnType<typeof smsEnv>

/** Where the demo SMS link to: the local portal (`npm start` sets PORTAL_URL to its own address). */
export const demoPortalUrl = () => process.env.PORTAL_URL ?? 'http://localhost:3000'
