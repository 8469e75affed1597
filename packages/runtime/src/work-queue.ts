import { SendMessageBatchCommand, type SQSClient } from '@aws-sdk/client-sqs'
import { randomUUID } from 'node:crypto'
import type { JobContext } from './job-context'
import type { SmsNotifier } from './notifier'

/**
 * Puts messages on a named queue (ADR 0026): SQS on AWS, an in-process queue locally and in tests. A message
 * body is JSON; a queue's consumer is declared in its domain's manifest.
 */
export interface QueueSender {
  send(queue: string, bodies: readonly unknown[]): Promise<void>
}

/** What a queue consumer runs with: a job's clients plus the SMS port and the stage's settings. */
export interface QueueContext extends JobContext {
  sms: SmsNotifier
  /** Stage settings by name (the consumer's declared ones); missing means the manifest default applies. */
  settings: Readonly<Record<string, number | undefined>>
  /**
   * How many processes consume the queue at once, each with a context of its own: on AWS the queue's
   * maxConcurrency (one Lambda instance each); in one process (locally, tests) 1, as its consumers share this
   * context. A rate limit shared by the account is divided by it. @default 1
   */
  processes?: number
  /**
   * Sends to the queues the consumer's definition names in `sendsTo` (announcement-post queues its SMS on
   * sms-send): SQS on AWS, the same in-process queue locally. Absent when it names none.
   */
  queues?: QueueSender
}

/** Consumes one message body; throwing hands the message back to the queue for a later retry. */
export type QueueConsumer = (context: QueueContext, body: unknown) => Promise<void>

/** The queue's URL variable on the sending function: `QUEUE_URL_SMS_SEND` for `sms-send`. */
export const queueUrlVariable = (queue: string) => `QUEUE_URL_${queue.toUpperCase().replace(/-/g, '_')}`

/** SQS takes at most 10 messages per SendMessageBatch. */
const SQS_BATCH = 10

/** Sends to SQS queues whose URLs the function's environment names (see queueUrlVariable). */
export function sqsQueueSender(
  client: SQSClient,
  urls: Readonly<Record<string, string | undefined>>,
): QueueSender {
  return {
    async send(queue, bodies) {
      const url = urls[queue]
      if (!url) throw new Error(`No URL for queue ${queue}; set ${queueUrlVariable(queue)}.`)
      for (let first = 0; first < bodies.length; first += SQS_BATCH) {
        let entries = bodies.slice(first, first + SQS_BATCH).map((body, index) => ({
          Id: String(index),
          MessageBody: JSON.stringify(body),
        }))
        // A batch may partly fail (throttling); resend only the failed entries, a few times.
        for (let attempt = 0; entries.length > 0; attempt++) {
          const result = await client.send(new SendMessageBatchCommand({ QueueUrl: url, Entries: entries }))
          const failed = new Set((result.Failed ?? []).map(({ Id }) => Id))
          if (failed.size === 0) break
          if (attempt === 4) throw new Error(`SQS refused ${failed.size} messages for ${queue}`)
          entries = entries.filter(({ Id }) => failed.has(Id))
        }
      }
    },
  }
}

/** A message that failed every delivery, as the in-process queue keeps it (SQS keeps it in the DLQ). */
export interface DeadLetter {
  queue: string
  messageId: string
  body: unknown
  receiveCount: number
  error: string
}

export interface InProcessQueueOptions {
  /** The context consumers run with. */
  context: QueueContext
  /** Consumers by queue name, with the deliveries a message gets before it is a dead letter. */
  consumers: Readonly<
    Record<string, { consume: QueueConsumer; maxReceiveCount: number; concurrency?: number }>
  >
  /** Delay before a failed message is delivered again (SQS: the visibility timeout). @default 50 */
  retryDelayMs?: number
  onDeadLetter?: (letter: DeadLetter) => void
}

/**
 * A queue in this process, with SQS's delivery contract: at least once, a failed message is delivered again
 * after a delay, and after `maxReceiveCount` deliveries it becomes a dead letter. Consumers must be idempotent,
 * as on SQS. `idle()` resolves once every message sent so far is consumed or dead (tests and the bench).
 */
export function inProcessQueue(options: InProcessQueueOptions) {
  const retryDelayMs = options.retryDelayMs ?? 50
  const deadLetters: DeadLetter[] = []
  const pending = new Map<
    string,
    { queue: string; messageId: string; body: unknown; receiveCount: number }[]
  >()
  const running = new Map<string, number>()
  let inFlight = 0
  let waiters: (() => void)[] = []

  const settle = () => {
    if (inFlight > 0) return
    const done = waiters
    waiters = []
    for (const resolve of done) resolve()
  }

  const pump = (queue: string) => {
    const consumer = options.consumers[queue]
    const waiting = pending.get(queue)
    if (!consumer || !waiting) return
    const limit = consumer.concurrency ?? 1
    while (waiting.length > 0 && (running.get(queue) ?? 0) < limit) {
      const message = waiting.shift()!
      running.set(queue, (running.get(queue) ?? 0) + 1)
      message.receiveCount += 1
      void consumer
        .consume(options.context, structuredClone(message.body))
        .then(
          () => {
            inFlight -= 1
          },
          (error: unknown) => {
            if (message.receiveCount >= consumer.maxReceiveCount) {
              inFlight -= 1
              const letter = { ...message, error: error instanceof Error ? error.message : String(error) }
              deadLetters.push(letter)
              options.onDeadLetter?.(letter)
            } else {
              setTimeout(() => {
                waiting.push(message)
                pump(queue)
              }, retryDelayMs)
            }
          },
        )
        .finally(() => {
          running.set(queue, (running.get(queue) ?? 1) - 1)
          pump(queue)
          settle()
        })
    }
  }

  const sender: QueueSender = {
    send(queue, bodies) {
      if (!options.consumers[queue]) return Promise.reject(new Error(`No consumer for queue ${queue}`))
      const waiting = pending.get(queue) ?? []
      pending.set(queue, waiting)
      for (const body of bodies) {
        // Copied as JSON, as SQS would: a consumer never shares an object with the sender.
        waiting.push({
          queue,
          messageId: randomUUID(),
          body: JSON.parse(JSON.stringify(body)),
          receiveCount: 0,
        })
        inFlight += 1
      }
      setImmediate(() => pump(queue))
      return Promise.resolve()
    },
  }

  return {
    ...sender,
    deadLetters: deadLetters as readonly DeadLetter[],
    /** Resolves when every message sent so far has been consumed or has become a dead letter. */
    idle: () => (inFlight === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve))),
  }
}

export type InProcessQueue = ReturnType<typeof inProcessQueue>
