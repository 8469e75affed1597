import { parseEnv, queueUrlVariable, runtimeEnv } from '@campus/runtime'
import * as z from 'zod'

/**
 * A queue consumer's configuration beyond a job's: the SMS sender, the stage settings it reads, and the URLs of
 * the queues it sends to (`QUEUE_URL_<NAME>`, set by the jobs stack).
 */
export const queueEnv = (settings: readonly string[], sendsTo: readonly string[] = []) => ({
  queueUrls: Object.fromEntries(sendsTo.map((queue) => [queue, process.env[queueUrlVariable(queue)]])),
  ...runtimeEnv(),
  ...parseEnv({
    SMS_SENDER_ID: z.string().optional(),
    DLT_ENTITY_ID: z.string().optional(),
  }),
  settings: Object.fromEntries(
    settings.map((name) => [name, process.env[name] ? Number(process.env[name]) : undefined]),
  ),
})
