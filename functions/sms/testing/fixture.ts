import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import {
  inProcessQueue,
  outboxNotifier,
  type QueueContext,
  type QueueSender,
  type SmsMessage,
  type SmsNotifier,
} from '@campus/runtime'
import { createSmsDispatch, type DispatchRequest, type SmsRecipient } from '@campus/sms'
import {
  createDomainFixture,
  domainPeople,
  recordingQueues,
  TEST_PEOPLE_IN_DEPARTMENTS,
} from '@campus/testing'
import { createSmsApp } from '../app'
import { createSmsDeps } from '../deps'
import { manifest } from '../manifest'

/** One person of each kind. The sms domain never reads users: a session's principal is all it knows of them. */
export const { people: PEOPLE, idOf } = domainPeople(TEST_PEOPLE_IN_DEPARTMENTS)

export type Person = keyof typeof PEOPLE

/** The `sms-monthly-export` job as the manifest declares it. */
export const MONTHLY_EXPORT_JOB = manifest.jobs.find(({ name }) => name === 'sms-monthly-export')!

/**
 * The sms app on fresh tables in the shared test emulators, the monthly workbooks in the test exports bucket.
 * Exports run in process through the manifest's job, as locally (`jobs`: `done()`, `results`, `hold()`...).
 */
const smsAppFixture = () =>
  createDomainFixture(
    PEOPLE,
    (env, { startJob }) => {
      const deps = createSmsDeps({
        client: env.client,
        tables: { sms: env.tables.sms, sessions: env.tables.sessions },
        tokenSecret: env.tokenSecret,
        s3: env.s3,
        exportsBucket: env.buckets.exports,
        startJob,
      })
      return { deps, app: createSmsApp(deps) }
    },
    { jobs: manifest.jobs },
  )

export type SmsFixture = Awaited<ReturnType<typeof smsAppFixture>>

/** {@link smsAppFixture}, with the college's SMS quota set to `quota` parts when it is given. */
export async function createSmsFixture(options: { quota?: number } = {}): Promise<SmsFixture> {
  const f = await smsAppFixture()
  if (options.quota !== undefined) await setQuota(f, options.quota)
  return f
}

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
  const { sender, sent } = recordingQueues()
  return { queue: sender, sent }
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

/** An instant on a day of November 2026, in India time (UTC+5:30). */
export const ist = (day: number, hour: number, minute = 0) =>
  Date.UTC(2026, 10, day, hour, minute) - 330 * 60 * 1000

/** When the administrator's October notice of the sample month is sent. */
export const OCTOBER_NOTICE_AT = Date.UTC(2026, 9, 20, 6, 0)

/**
 * The SMS the log and the monthly workbook tests read, sent through the sms-send queue: the faculty member's,
 * the HOD's and the administrator's batches of 10 and 11 November 2026 (one at 23:50 India time on the 10th, one
 * at 00:10 on the 11th), and the administrator's of October. SNS refuses student-2's number and is always busy
 * for student-30's, which stays queued. Sets the quota to 1,000 first.
 */
export async function sendSampleMonth(f: SmsFixture) {
  await setQuota(f, 1000)
  const sns = recordingNotifier((message) => {
    if (message.phone === '+919000000002')
      return snsError('InvalidParameterException', 'Invalid phone number')
    if (message.phone === '+919000000030') return snsError('ThrottledException', 'Rate exceeded')
    return 'accept'
  })
  const queue = smsQueue(f, { sms: sns.notifier })
  const at = (ms: number) => dispatchOf(f, queue, { now: () => ms })
  const faculty = { id: idOf('faculty'), name: 'Faculty One' }
  const hod = { id: idOf('hod'), name: 'HOD CSE' }
  const admin = { id: idOf('admin'), name: 'Office' }
  await at(ist(10, 10)).dispatch(aBatch('f-1', students(3), { sender: faculty, text: 'Exam on Monday' }))
  await at(ist(10, 11)).dispatch(aBatch('h-1', students(2, 10), { sender: hod, text: 'Department meeting' }))
  await at(ist(10, 12)).dispatch(aBatch('f-2', students(1, 30), { sender: faculty, text: 'Lab closed' }))
  // 23:50 India time on the 10th is still the 10th; 00:10 on the 11th is not.
  await at(ist(10, 23, 50)).dispatch(aBatch('f-3', students(1, 40), { sender: faculty, text: 'Late notice' }))
  await at(ist(11, 0, 10)).dispatch(aBatch('f-4', students(1, 50), { sender: faculty, text: 'Early notice' }))
  await at(OCTOBER_NOTICE_AT).dispatch(
    aBatch('a-1', students(2, 60), { sender: admin, text: 'October notice' }),
  )
  await queue.idle()
}

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
