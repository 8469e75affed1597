import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb'
import { SMS_QUOTA_KEY, smsLogKey, smsMonthKey, smsMonthOf, type SmsSendMessage } from '@campus/sms'
import { describe, expect, it } from 'vitest'
import { perProcessRate } from './sms-send.consumer'
import {
  aBatch,
  collectingQueue,
  crashingOnce,
  createSmsFixture,
  dispatchOf,
  idOf,
  recordingNotifier,
  smsQueue,
  snsError,
  students,
  type SmsFixture,
} from './testing/fixture'

const get = async (f: SmsFixture, key: { pk: string; sk: string }) =>
  (await f.env.client.send(new GetCommand({ TableName: f.env.tables.sms, Key: key }))).Item ?? {}

const month = smsMonthOf(Date.now())
const collegeMonth = (f: SmsFixture) => get(f, smsMonthKey(month))
const senderMonth = (f: SmsFixture, sender = idOf('faculty')) => get(f, smsMonthKey(month, sender))
const quota = (f: SmsFixture) => get(f, SMS_QUOTA_KEY)

/** The log items of a batch, by recipient key. */
async function logOf(f: SmsFixture, batchId: string) {
  const { Items = [] } = await f.env.client.send(
    new QueryCommand({
      TableName: f.env.tables.sms,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :to)',
      ExpressionAttributeValues: { ':pk': smsLogKey(batchId, '').pk, ':to': smsLogKey(batchId, '').sk },
    }),
  )
  return new Map(Items.map((item) => [String(item.recipientKey), item]))
}

/** How many SMS each phone got. */
const perPhone = (messages: readonly { phone: string }[]) => {
  const counts = new Map<string, number>()
  for (const { phone } of messages) counts.set(phone, (counts.get(phone) ?? 0) + 1)
  return counts
}

const fresh = (quotaParts = 10_000) => createSmsFixture({ quota: quotaParts })

describe('sending a batch exactly once', () => {
  it('sends 500 recipients one SMS each although the sender crashes mid-batch, and counts them once', async () => {
    const f = await fresh()
    let crashes = 0
    // The first delivery of every queue message dies after a few sends; SQS (here in process) delivers it again.
    const sns = recordingNotifier((_message, attempt) => {
      if (attempt % 37 === 0 && crashes < 8) {
        crashes += 1
        return new Error('crash: the sender died mid-batch')
      }
      return 'accept'
    })
    const queue = smsQueue(f, { sms: sns.notifier })
    const result = await dispatchOf(f, queue).dispatch(aBatch('big', students(500)))
    expect(result).toMatchObject({ queued: 500, parts: 500 })
    await queue.idle()

    expect(crashes).toBe(8)
    expect(queue.deadLetters).toEqual([])
    const counts = perPhone(sns.accepted)
    expect(counts.size).toBe(500)
    expect([...counts.values()].every((n) => n === 1)).toBe(true)
    const log = await logOf(f, 'big')
    expect(log.size).toBe(500)
    expect([...log.values()].every((item) => item.status === 'S' && item.counted === true)).toBe(true)
    expect([...log.values()].every((item) => item.leaseUntil === undefined)).toBe(true)
    expect(await collegeMonth(f)).toMatchObject({ smsCount: 500, segments: 500 })
    expect((await collegeMonth(f)).applying).toBeUndefined()
    expect(await senderMonth(f)).toMatchObject({ smsCount: 500 })
    expect(await quota(f)).toMatchObject({ totalSent: 500, remaining: 9500 })
  })

  it('dispatches in 4 writes and sends one message in 7 (claim, S, 2 counters, counted, 2 marker deletes)', async () => {
    const f = await fresh()
    const queue = smsQueue(f)
    const dispatched = await f.countCalls(() =>
      dispatchOf(f, collectingQueue().queue).dispatch(aBatch('calls', students(1))),
    )
    expect(dispatched.byCommand).toEqual({ PutItemCommand: 1, UpdateItemCommand: 3 })
    const sent = await f.countCalls(async () => {
      await dispatchOf(f, queue).dispatch(aBatch('calls-2', students(1)))
      await queue.idle()
    })
    expect(sent.byCommand).toEqual({ PutItemCommand: 2, UpdateItemCommand: 9 })
  })

  it('records what SNS said: its message id, the parts, the encoding, the DLT template id', async () => {
    const f = await fresh()
    const sns = recordingNotifier()
    const queue = smsQueue(f, { sms: sns.notifier })
    await dispatchOf(f, queue).dispatch(
      aBatch('fields', students(1), { text: 'வணக்கம் மாணவர்களே', dltTemplateId: '1107160000000000001' }),
    )
    await queue.idle()
    expect(sns.accepted).toEqual([
      {
        phone: '+919000000001',
        text: 'வணக்கம் மாணவர்களே',
        purpose: 'ANNOUNCEMENT',
        dltTemplateId: '1107160000000000001',
      },
    ])
    expect((await logOf(f, 'fields')).get('student-1')).toMatchObject({
      status: 'S',
      snsMessageId: 'sns-1',
      segments: 1,
      encoding: 'UCS-2',
      fUser: 'Faculty One',
      senderId: idOf('faculty'),
      toName: 'Student 1',
      toUserType: 'STUDENT',
      attempts: 1,
      sentOn: expect.any(Number),
    })
  })

  it('sends each recipient once when the dispatch put the same messages on the queue twice', async () => {
    const f = await fresh()
    const sns = recordingNotifier()
    const queue = smsQueue(f, { sms: sns.notifier })
    const { queue: collect, sent } = collectingQueue()
    await dispatchOf(f, collect).dispatch(aBatch('copies', students(120)))
    // Both copies of each message are consumed at once by the two consumers.
    const bodies = sent.map(({ body }) => body)
    await queue.send('sms-send', [...bodies, ...bodies])
    await queue.idle()
    expect(queue.deadLetters).toEqual([])
    expect(sns.accepted).toHaveLength(120)
    expect(await collegeMonth(f)).toMatchObject({ smsCount: 120 })
  })

  it('finishes counting a message whose delivery crashed after SNS took it and the log said S', async () => {
    const f = await fresh()
    const sns = recordingNotifier()
    const crashAtCount = crashingOnce(
      f.env.client,
      (command) =>
        command.constructor.name === 'UpdateCommand' &&
        (command.input.Key as { pk?: string }).pk === smsMonthKey(month, idOf('faculty')).pk,
    )
    const queue = smsQueue(f, { sms: sns.notifier, client: crashAtCount })
    await dispatchOf(f, queue).dispatch(aBatch('count-crash', students(3)))
    await queue.idle()
    expect(sns.accepted).toHaveLength(3)
    expect(await collegeMonth(f)).toMatchObject({ smsCount: 3 })
    expect(await senderMonth(f)).toMatchObject({ smsCount: 3 })
  })

  it('waits for a delivery that holds a message, and takes it over once its lease runs out', async () => {
    const f = await fresh()
    let clock = Date.now()
    const sns = recordingNotifier()
    const { queue: collect, sent } = collectingQueue()
    await dispatchOf(f, collect).dispatch(aBatch('lease', students(2)))
    const message = sent[0]?.body as SmsSendMessage
    // A delivery claimed student-1 and died before sending: its item is P, leased for two minutes.
    const dying = smsQueue(f, {
      sms: { send: () => new Promise(() => undefined) },
      now: () => clock,
    })
    await dying.send('sms-send', [{ ...message, chunk: message.chunk.slice(0, 1) }])
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect((await logOf(f, 'lease')).get('student-1')).toMatchObject({
      status: 'P',
      leaseUntil: clock + 120_000,
    })

    const queue = smsQueue(f, { sms: sns.notifier, now: () => clock })
    await queue.send('sms-send', [message])
    // While the lease holds, the message is retried and not sent; after the fifth try it is a dead letter.
    await queue.idle()
    expect(sns.accepted.map(({ phone }) => phone)).toEqual(['+919000000002'])
    expect(queue.deadLetters).toHaveLength(1)
    expect(queue.deadLetters[0]?.error).toContain('held by another delivery')

    clock += 120_001
    const later = smsQueue(f, { sms: sns.notifier, now: () => clock })
    await later.send('sms-send', [message])
    await later.idle()
    expect(later.deadLetters).toEqual([])
    expect(sns.accepted.map(({ phone }) => phone)).toEqual(['+919000000002', '+919000000001'])
    expect((await logOf(f, 'lease')).get('student-1')).toMatchObject({
      status: 'S',
      attempts: 2,
      counted: true,
    })
    expect(await collegeMonth(f)).toMatchObject({ smsCount: 2 })
  })
})

describe('failures', () => {
  it('ends a number SNS refuses for good F with the reason, counts it failed and gives its parts back', async () => {
    const f = await fresh(100)
    const sns = recordingNotifier((message) =>
      message.phone === '+919000000002'
        ? snsError(
            'InvalidParameterException',
            'Invalid parameter: PhoneNumber Reason: +919000000002 is not valid',
          )
        : 'accept',
    )
    const queue = smsQueue(f, { sms: sns.notifier })
    await dispatchOf(f, queue).dispatch(aBatch('refused', students(3), { text: `Long ${'x'.repeat(200)}` }))
    await queue.idle()
    const log = await logOf(f, 'refused')
    expect(log.get('student-2')).toMatchObject({
      status: 'F',
      reason: 'InvalidParameterException: Invalid parameter: PhoneNumber Reason: +919000000002 is not valid',
      counted: true,
    })
    expect(log.get('student-2')?.gsi2pk).toMatch(/#F$/)
    expect(sns.accepted).toHaveLength(2)
    expect(await collegeMonth(f)).toMatchObject({ smsCount: 2, smsFailCount: 1, segments: 4 })
    // 3 messages of 2 parts were charged; the refused one's 2 are back.
    expect(await quota(f)).toMatchObject({ totalSent: 4, remaining: 96 })
    expect((await quota(f)).applying).toBeUndefined()
  })

  it('retries throttling and, after five deliveries, leaves the message to the dead-letter queue, sent to nobody', async () => {
    const f = await fresh()
    const sns = recordingNotifier(() => snsError('ThrottledException', 'Rate exceeded'))
    const queue = smsQueue(f, { sms: sns.notifier })
    await dispatchOf(f, queue).dispatch(aBatch('throttled', students(3)))
    await queue.idle()
    expect(queue.deadLetters).toEqual([
      expect.objectContaining({ queue: 'sms-send', receiveCount: 5, error: 'Rate exceeded' }),
    ])
    expect(sns.attempts()).toBe(5)
    expect(sns.accepted).toEqual([])
    const log = await logOf(f, 'throttled')
    // The first recipient was tried five times and is still queued; the others were never reached.
    expect(log.get('student-1')).toMatchObject({ status: 'P', attempts: 5, leaseUntil: 0 })
    expect(log.size).toBe(1)
    expect(await collegeMonth(f)).toEqual({})
  })

  it('sends the dead letter when it is redriven once SNS is back, without sending anything twice', async () => {
    const f = await fresh()
    let down = true
    const sns = recordingNotifier((message) =>
      down && message.phone === '+919000000002'
        ? snsError('InternalErrorException', 'SNS is down')
        : 'accept',
    )
    const queue = smsQueue(f, { sms: sns.notifier })
    await dispatchOf(f, queue).dispatch(aBatch('redrive', students(3)))
    await queue.idle()
    expect(queue.deadLetters).toHaveLength(1)
    down = false
    await queue.send('sms-send', [queue.deadLetters[0]?.body])
    await queue.idle()
    expect([...perPhone(sns.accepted).values()]).toEqual([1, 1, 1])
    expect(await collegeMonth(f)).toMatchObject({ smsCount: 3 })
  })

  it('makes a message that is not an sms-send message a dead letter, naming what is wrong', async () => {
    const f = await fresh()
    const queue = smsQueue(f)
    await queue.send('sms-send', [{ batchId: 'x', chunk: [] }])
    await queue.idle()
    expect(queue.deadLetters[0]?.error).toMatch(/^Not an sms-send message: sender: /)
  })
})

describe('pace', () => {
  it('shares SMS_PER_SECOND between the processes consuming at once, 20 a second unless set', () => {
    // One process (locally): its consumers share one bucket at the whole rate.
    expect(perProcessRate({ settings: {} })).toBe(20)
    // Two Lambda instances at once: each takes half.
    expect(perProcessRate({ settings: { SMS_PER_SECOND: 50 }, processes: 2 })).toBe(25)
    expect(() => perProcessRate({ settings: { SMS_PER_SECOND: 0 } })).toThrow(
      'SMS_PER_SECOND must be a number of at least 1',
    )
  })

  it('sends no faster than SMS_PER_SECOND', async () => {
    const f = await fresh()
    const sns = recordingNotifier()
    const sentAt: number[] = []
    const queue = smsQueue(f, {
      sms: { send: (message) => sns.notifier.send(message).finally(() => sentAt.push(performance.now())) },
      settings: { SMS_PER_SECOND: 20 },
    })
    await dispatchOf(f, queue).dispatch(aBatch('paced', students(21)))
    await queue.idle()
    // One process's consumers share one bucket at 20 a second: 21 sends take at least a second.
    expect(sentAt).toHaveLength(21)
    expect(sentAt.at(-1)! - sentAt[0]!).toBeGreaterThanOrEqual(950)
  })
})
