import {
  logger,
  snsClient,
  snsNotifier,
  sqsClient,
  sqsQueueSender,
  type QueueConsumer,
  type QueueContext,
  type SmsNotifier,
} from '@campus/runtime'
import { jobContextFromEnv } from '../jobs/env'
import { queueEnv } from './env'

/** The part of SQS's Lambda event a consumer reads. */
export interface SqsBatchEvent {
  Records: readonly { messageId: string; body: string }[]
}

/** SQS's partial batch answer: only the failed messages go back to the queue (ReportBatchItemFailures). */
export interface SqsBatchResponse {
  batchItemFailures: { itemIdentifier: string }[]
}

/**
 * Consumes each message of an SQS batch with the queue's consumer; a message that throws is reported back, so
 * SQS delivers it again after the visibility timeout and, after `maxReceiveCount`, moves it to the DLQ.
 */
export async function consumeBatch(
  event: SqsBatchEvent,
  consume: (body: unknown) => Promise<void>,
): Promise<SqsBatchResponse> {
  const batchItemFailures: { itemIdentifier: string }[] = []
  for (const { messageId, body } of event.Records) {
    try {
      await consume(JSON.parse(body) as unknown)
    } catch (error) {
      logger.error('Queue message failed; SQS will deliver it again', { messageId, error })
      batchItemFailures.push({ itemIdentifier: messageId })
    }
  }
  return { batchItemFailures }
}

/** India's DLT entity id is the college's, the same on every message: the stage sets it (DLT_ENTITY_ID). */
const withEntityId = (notifier: SmsNotifier, dltEntityId: string | undefined): SmsNotifier => ({
  send: (message) => notifier.send({ ...(dltEntityId ? { dltEntityId } : {}), ...message }),
})

/**
 * The consumer Lambda of one queue: `consume` from the queue's consumer module, with the tables and settings it
 * declares.
 * Its entry is generated when CDK bundles it (infra/lambda-bundling.ts writeQueueEntry), importing only that
 * module: importing the manifest would bundle the domain's whole app and seed too.
 */
export function queueHandler(
  declared: {
    tables: readonly string[]
    settings: readonly string[]
    maxConcurrency: number
    sendsTo?: readonly string[]
  },
  consume: QueueConsumer,
) {
  const env = queueEnv(declared.settings, declared.sendsTo)
  const context: QueueContext = {
    ...jobContextFromEnv(declared.tables),
    sms: withEntityId(
      snsNotifier(snsClient({ region: env.AWS_REGION }), env.SMS_SENDER_ID),
      env.DLT_ENTITY_ID,
    ),
    settings: env.settings,
    // Each Lambda instance has its own context, and up to maxConcurrency run at once.
    processes: declared.maxConcurrency,
    ...(declared.sendsTo?.length
      ? { queues: sqsQueueSender(sqsClient({ region: env.AWS_REGION }), env.queueUrls) }
      : {}),
  }
  return (event: SqsBatchEvent) => consumeBatch(event, (body) => consume(context, body))
}
