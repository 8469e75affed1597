import { parseEnv, runtimeEnv } from '@campus/runtime'
import * as z from 'zod'

/** The events Lambda's configuration; CDK sets these on AWS, the local server sets them locally. */
export const eventsEnv = () => ({
  ...runtimeEnv(),
  ...parseEnv({
    EVENTS_TABLE_NAME: z.string().min(1),
    SESSIONS_TABLE_NAME: z.string().min(1),
    TOKEN_SECRET: z.string().min(32).optional(),
    TOKEN_SECRET_ARN: z.string().optional(),
  }),
})

export type EventsEnv = ReturnType<typeof eventsEnv>
