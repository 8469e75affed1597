import { requireTable, type QueueContext } from '@campus/runtime'
import type { SmsSendMessage } from '@campus/sms'
import * as z from 'zod'
import { createSmsCountersRepository } from './counters.repository'
import { DEFAULT_SMS_PER_SECOND } from './settings'
import { createSmsSender } from './sms-sender.service'
import { createSmsLogRepository } from './sms-log.repository'
import { tokenBucket, type TokenBucket } from './token-bucket'

/** A message on `sms-send` as @campus/sms's dispatch writes it; anything else is a dead letter, not a guess. */
const SmsSendMessageSchema = z.strictObject({
  batchId: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/),
  sender: z.strictObject({ id: z.string().min(1), name: z.string().min(1) }),
  purpose: z.string().min(1).max(50),
  text: z.string().min(1),
  dltTemplateId: z
    .string()
    .regex(/^[A-Za-z0-9]{1,64}$/)
    .optional(),
  createdOn: z.number().int().nonnegative(),
  chunk: z
    .array(
      z.strictObject({
        key: z.string().regex(/^[A-Za-z0-9:_.@-]{1,128}$/),
        name: z.string(),
        usertype: z.string(),
        phone: z.string().regex(/^\+[1-9]\d{7,14}$/),
      }),
    )
    .min(1),
}) satisfies z.ZodType<SmsSendMessage>

/**
 * The send rate of one process's consumers: SMS_PER_SECOND (the account's SNS rate, 20 unless the college's
 * config says otherwise) shared between the processes that consume the queue at once (`context.processes`:
 * maxConcurrency Lambda instances on AWS, one process locally and in tests).
 */
export function perProcessRate(context: Pick<QueueContext, 'settings' | 'processes'>) {
  const perSecond = context.settings.SMS_PER_SECOND ?? DEFAULT_SMS_PER_SECOND
  if (!Number.isFinite(perSecond) || perSecond < 1)
    throw new Error(`SMS_PER_SECOND must be a number of at least 1, not ${perSecond}.`)
  return perSecond / (context.processes ?? 1)
}

/** One bucket per context, which is one per process: the consumers of one process share it. */
const buckets = new WeakMap<QueueContext, TokenBucket>()

const bucketOf = (context: QueueContext) => {
  let bucket = buckets.get(context)
  if (!bucket) {
    bucket = tokenBucket({ perSecond: perProcessRate(context) })
    buckets.set(context, bucket)
  }
  return bucket
}

/** The `sms-send` consumer (ADR 0026): sends one queue message's recipients, each exactly once. */
export async function consume(context: QueueContext, body: unknown) {
  const parsed = SmsSendMessageSchema.safeParse(body)
  if (!parsed.success)
    throw new Error(
      `Not an sms-send message: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
    )
  const table = requireTable(context, 'sms')
  const bucket = bucketOf(context)
  await createSmsSender({
    log: createSmsLogRepository(context.client, table),
    counters: createSmsCountersRepository(context.client, table),
    sms: context.sms,
    pace: bucket.take,
    now: context.now,
  }).send(parsed.data)
}
