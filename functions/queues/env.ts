import { parseEnv, runtimeEnv } from '@campus/runtime'
import * as z from 'zod'

/** A queue consumer's configuration beyond a job's: the SMS sender and the stage settings it reads. */
export const queueEnv = (settings: readonly string[]) => ({
  ...runtimeEnv(),
  ...parseEnv({
    SMS_SENDER_ID: z.string().optional(),
    DLT_ENTITY_ID: z.string().optional(),
  }),
  settings: Object.fromEntries(
    settings.map((name) => [name, process.env[name] ? Number(process.env[name]) : undefined]),
  ),
})
