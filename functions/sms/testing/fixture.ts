import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import {
  inProcessJobStarter,
  inProcessQueue,
  outboxNotifier,
  type JobContext,
  type QueueContext,
  type QueueSender,
  type SmsMessage,
  type SmsNotifier,
} from '@campus/runtime'
import { createSmsDispatch, type DispatchRequest, type SmsRecipient } from '@campus/sms'
import { createDomainFixture, TEST_PEOPLE_IN_DEPARTMENTS, testPersonId } from '@campus/testing'
import { createSmsApp } from '../app'
import { createSmsDeps } from '../deps'
import { manifest } from '../manifest'

/** One person of each kind. The sms domain never reads users: a session's principal is all it knows of them. */
const PEOPLE = TEST_PEOPLE_IN_DEPARTMENTS

export type Person = keyof typeof PEOPLE

export const idOf = (person: Person) => testPersonId(person)

/** The `sms-monthly-export` job as the manifest declares it. */
export const MONTHLY_EXPORT_JOB = manifest.jobs.find(({ name }) => name === 'sms-monthly-export')!

/**
 * The sms app on fresh tables in the shared test emulators, the monthly workbooks in the test exports bucket.
 * Exports run in process through the manifest's job, as locally: `exportsDone` settles once every started
 * export has finished, `jobResults` holds what each returned, and `holdExports` keeps the exports started from
 * then on waiting until the function it returns (or `releaseExports`) is called, to look at a request while it
 * is PROCESSING.
 */
export const createSmsFixture = () =>
  createDomainFixture(PEOPLE, (env) => {
    const running: Promise<unknown>[] = []
    const jobResults: Record<string, unknown>[] = []
    let hold: Promise<void> = Promise.resolve()
    const jobContext: JobContext = {
      client: env.client,
      s3: env.s3,
      tables: { sms: env.tables.sms },
      buckets: { exports: env.buckets.exports },
      now: Date.now,
    }
    const deps = createSmsDeps({
      client: env.client,
      tables: { sms: env.tables.sms, sessions: env.tables.sessions },
      tokenSecret: env.tokenSecret,
      s3: env.s3,
      exportsBucket: env.buckets.exports,
      startJob: inProcessJobStarter(({ job, ...input }) => {
        const run = hold
          .then(() => {
            if (job !== MONTHLY_EXPORT_JOB.name) throw new Error(`sms starts no job ${job}`)
            return MONTHLY_EXPORT_JOB.run(jobContext, input)
          })
          .then((result) => jobResults.push(result))
        running.push(run)
        return run
      }),
    })
    const exportsDone = async () => {
      await new Promise((resolve) => setImmediate(resolve))
      await Promise.all(running)
    }
    let releaseHeld = () => {}
    /** Lets the held exports run, and those started from now on run at once. */
    const releaseExports = () => {
      hold = Promise.resolve()
      releaseHeld()
    }
    const holdExports = () => {
      hold = new Promise((resolve) => (releaseHeld = resolve))
      return releaseExports
    }
    return {
      deps: Object.assign(deps, { exportsDone, jobResults, jobContext, holdExports, releaseExports }),
      app: createSmsApp(deps),
    }
  })

export type SmsFixture = Awaited<ReturnType<typeof createSmsFixture>>

/** The `sms-send` queue as the manifest declares it. */
export const SMS_SEND = manifest.queues[0]!

/** `n` students with distinct mobile numbers (`+9190000xxxxx`). */
export const students = (n: number, from = 1): SmsRecipient[] =>
  Array.from({ length: n }, (_, index) => ({
    key: `student-${from + index}`,
    name: `Student ${from + index}`,
    usertype: 'STUDENT',
    phone: `90000${String(from + index).padStart(5, '0')}`,
  }))

/** A dispatch request from `sender` (the faculty member unless given) to `recipients`. */
export const aBatch = (
  batchId: string,
  recipients: readonly SmsRecipient[],
  overrides: Partial<DispatchRequest> = {},
) => ({
  batchId,
  sender: { id: idOf('faculty'), name: 'Faculty One' },
  purpose: 'ANNOUNCEMENT',
  text: 'New announcement: Exam timetable. Read it at https://portal.test/m/abc',
  recipients,
  ...overrides,
})

/** A queue that keeps what is sent to it, for dispatch tests that look at the messages without sending them. */
export function collectingQueue() {
  const sent: { queue: string; body: unknown }[] = []
  const queue: QueueSender = {
    send(name, bodies) {
      for (const body of bodies) sent.push({ queue: name, body })
      return Promise.resolve()
    },
  }
  return { queue, sent }
}

/**
 * The `sms-send` queue in process, consumed by the manifest's consumer with its retries and dead letters, sending
 * through `sms` (an outbox unless given), fast: a test sets SMS_PER_SECOND high unless it measures the pace.
 */
export function smsQueue(
  f: Pick<SmsFixture, 'env'>,
  options: {
    sms?: SmsNotifier
    client?: DynamoDBDocumentClient
    settings?: QueueContext['settings']
    now?: () => number
  } = {},
) {
  const context: QueueContext = {
    client: options.client ?? f.env.client,
    s3: f.env.s3,
    tables: { sms: f.env.tables.sms },
    buckets: f.env.buckets,
    now: options.now ?? Date.now,
    sms: options.sms ?? outboxNotifier(),
    settings: options.settings ?? { SMS_PER_SECOND: 100_000 },
  }
  return inProcessQueue({
    context,
    consumers: {
      [SMS_SEND.name]: {
        consume: SMS_SEND.consume,
        maxReceiveCount: SMS_SEND.maxReceiveCount,
        concurrency: SMS_SEND.maxConcurrency,
      },
    },
    retryDelayMs: 5,
  })
}

/** The dispatch the announcements domain would call, on the fixture's table, sending to `queue`. */
export const dispatchOf = (
  f: Pick<SmsFixture, 'env'>,
  queue: QueueSender,
  options: { client?: DynamoDBDocumentClient; now?: () => number } = {},
) =>
  createSmsDispatch({
    client: options.client ?? f.env.client,
    table: f.env.tables.sms,
    queue,
    ...(options.now ? { now: options.now } : {}),
  })

/** Sets the quota as the administrator does. */
export async function setQuota(f: SmsFixture, cAvailable: number) {
  await f.ok('PUT', '/api/sms/smsCount', { token: await f.login('admin'), body: { cAvailable } })
}

/** A client that fails the first command `matches` picks, as a process dying at that write would. */
export function crashingOnce(
  client: DynamoDBDocumentClient,
  matches: (command: { constructor: { name: string }; input: Record<string, unknown> }) => boolean,
): DynamoDBDocumentClient {
  let crashed = false
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property !== 'send') return Reflect.get(target, property, receiver) as unknown
      return (
        command: { constructor: { name: string }; input: Record<string, unknown> },
        ...rest: unknown[]
      ) => {
        if (!crashed && matches(command)) {
          crashed = true
          return Promise.reject(new Error('crash: the process died here'))
        }
        return (target.send as (...args: unknown[]) => Promise<unknown>)(command, ...rest)
      }
    },
  })
}

/** An SNS error of the kind the SDK throws. */
export const snsError = (name: string, message: string) => Object.assign(new Error(message), { name })

/** A notifier that records every SMS it accepts, and lets a test decide per message what SNS does. */
export function recordingNotifier(
  decide: (message: SmsMessage, attempt: number) => 'accept' | Error = () => 'accept',
) {
  const accepted: SmsMessage[] = []
  let attempts = 0
  const notifier: SmsNotifier = {
    send(message) {
      attempts += 1
      const decision = decide(message, attempts)
      if (decision !== 'accept') return Promise.reject(decision)
      accepted.push(message)
      return Promise.resolve({ messageId: `sns-${accepted.length}` })
    },
  }
  return { notifier, accepted, attempts: () => attempts }
}
