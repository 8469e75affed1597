import { parseEnv, runtimeEnv } from '@campus/runtime'
import * as z from 'zod'

/** The identity Lambda's configuration; CDK sets these on AWS, the local server sets them locally. */
export const identityEnv = () => ({
  ...runtimeEnv(),
  ...parseEnv({
    IDENTITY_TABLE_NAME: z.string().min(1),
    SESSIONS_TABLE_NAME: z.string().min(1),
    DIRECTORY_TABLE_NAME: z.string().min(1),
    TOKEN_SECRET: z.string().min(32).optional(),
    TOKEN_SECRET_ARN: z.string().optional(),
    SMS_SENDER_ID: z.string().optional(),
    DLT_ENTITY_ID: z.string().optional(),
    DLT_OTP_TEMPLATE_ID: z.string().optional(),
  }),
})

export type IdentityEnv = ReturnType<typeof identityEnv>
