import { GetCommand } from '@aws-sdk/lib-dynamodb'
import { SMS_QUOTA_KEY, smsBatchKey, type SmsSendMessage } from '@campus/sms'
import { describe, expect, it } from 'vitest'
import {
  aBatch,
  collectingQueue,
  crashingOnce,
  createSmsFixture,
  dispatchOf,
  setQuota,
  students,
  type SmsFixture,
} from './testing/fixture'

const quotaOf = async (f: SmsFixture) =>
  (await f.env.client.send(new GetCommand({ TableName: f.env.tables.sms, Key: SMS_QUOTA_KEY }))).Item
const batchOf = async (f: SmsFixture, batchId: string) =>
  (await f.env.client.send(new GetCommand({ TableName: f.env.tables.sms, Key: smsBatchKey(batchId) }))).Item

/** The recipients' keys of every message put on the queue, in order. */
const queuedKeys = (sent: { body: unknown }[]) =>
  sent.flatMap(({ body }) => (body as SmsSendMessage).chunk.map(({ key }) => key))

/** Matches the write that moves a batch on to `to`. */
const batchMovesTo =
  (to: string) => (command: { constructor: { name: string }; input: Record<string, unknown> }) =>
    command.constructor.name === 'UpdateCommand' &&
    (command.input.Key as { sk?: string } | undefined)?.sk === 'BATCH' &&
    (command.input.ExpressionAttributeValues as Record<string, unknown>)[':to'] === to

const fresh = (quota = 1000) => createSmsFixture({ quota })

describe('dispatching a batch', () => {
  it('queues each recipient with a mobile number once, 50 to a message, and charges their parts', async () => {
    const f = await fresh()
    const { queue, sent } = collectingQueue()
    const recipients = [
      ...students(120),
      { key: 'no-phone', name: 'No Phone', usertype: 'STUDENT' },
      { key: 'landline', name: 'Landline', usertype: 'STUDENT', phone: '044 2345 6789' },
      // A parent who shares a phone with their child is sent one SMS, not two.
      { key: 'parent:student-1', name: 'Parent', usertype: 'PARENT', phone: '+91 90000 00001' },
    ]
    const result = await dispatchOf(f, queue).dispatch(aBatch('b1', recipients))
    expect(result).toEqual({
      batchId: 'b1',
      queued: 120,
      skippedNoPhone: 2,
      skippedDuplicatePhone: 1,
      segments: 1,
      parts: 120,
      alreadyDispatched: false,
    })
    expect(sent.map(({ queue: name }) => name)).toEqual(['sms-send', 'sms-send', 'sms-send'])
    expect(sent.map(({ body }) => (body as SmsSendMessage).chunk.length)).toEqual([50, 50, 20])
    expect(sent[0]?.body).toMatchObject({
      batchId: 'b1',
      sender: { id: 'id-faculty', name: 'Faculty One' },
      purpose: 'ANNOUNCEMENT',
      text: aBatch('b1', []).text,
      createdOn: expect.any(Number),
      chunk: expect.arrayContaining([
        { key: 'student-1', name: 'Student 1', usertype: 'STUDENT', phone: '+919000000001' },
      ]),
    })
    expect(await quotaOf(f)).toMatchObject({ totalSent: 120, remaining: 880 })
    expect(await batchOf(f, 'b1')).toMatchObject({ state: 'QUEUED', parts: 120, queued: 120 })
  })

  it('passes the DLT template id on to the sender', async () => {
    const f = await fresh()
    const { queue, sent } = collectingQueue()
    await dispatchOf(f, queue).dispatch(aBatch('dlt', students(1), { dltTemplateId: '1107161234567890123' }))
    expect(sent[0]?.body).toMatchObject({ dltTemplateId: '1107161234567890123' })
  })

  it('answers a second dispatch of the same batch with the first result, sending and charging nothing', async () => {
    const f = await fresh()
    const { queue, sent } = collectingQueue()
    const dispatch = dispatchOf(f, queue)
    const first = await dispatch.dispatch(aBatch('twice', students(10)))
    const second = await dispatch.dispatch(aBatch('twice', students(10)))
    expect(second).toEqual({ ...first, alreadyDispatched: true })
    expect(sent).toHaveLength(1)
    expect(await quotaOf(f)).toMatchObject({ totalSent: 10 })
  })

  it('refuses the same batch id with another text or other recipients (409)', async () => {
    const f = await fresh()
    const dispatch = dispatchOf(f, collectingQueue().queue)
    await dispatch.dispatch(aBatch('changed', students(3)))
    await expect(dispatch.dispatch(aBatch('changed', students(4)))).rejects.toMatchObject({
      status: 409,
      code: 'SMS_BATCH_CHANGED',
    })
    await expect(
      dispatch.dispatch(aBatch('changed', students(3), { text: 'Another text at https://x.test/m/1' })),
    ).rejects.toMatchObject({ status: 409, code: 'SMS_BATCH_CHANGED' })
  })

  it('costs nothing and queues nothing when nobody has a phone', async () => {
    const f = await fresh()
    const { queue, sent } = collectingQueue()
    const result = await dispatchOf(f, queue).dispatch(
      aBatch('nobody', [{ key: 'u1', name: 'A', usertype: 'STUDENT', phone: '' }]),
    )
    expect(result).toMatchObject({ queued: 0, skippedNoPhone: 1, parts: 0 })
    expect(sent).toEqual([])
    expect(await batchOf(f, 'nobody')).toMatchObject({ state: 'QUEUED' })
  })
})

describe('a dispatch that crashes between its writes', () => {
  it('after the charge, before the batch says so: the retry finds its marker and does not charge again', async () => {
    const f = await fresh()
    const { queue, sent } = collectingQueue()
    const crashing = dispatchOf(f, queue, { client: crashingOnce(f.env.client, batchMovesTo('RESERVED')) })
    await expect(crashing.dispatch(aBatch('crash-1', students(40)))).rejects.toThrow('crash')
    expect(await quotaOf(f)).toMatchObject({ totalSent: 40 })
    expect(await batchOf(f, 'crash-1')).toMatchObject({ state: 'RESERVING' })
    expect(sent).toEqual([])

    const retried = await dispatchOf(f, queue).dispatch(aBatch('crash-1', students(40)))
    // It finished what the crashed call claimed, so it did not dispatch the batch itself.
    expect(retried).toMatchObject({ queued: 40, parts: 40, alreadyDispatched: true })
    expect(await quotaOf(f)).toMatchObject({ totalSent: 40, remaining: 960 })
    expect(await batchOf(f, 'crash-1')).toMatchObject({ state: 'QUEUED' })
    expect(queuedKeys(sent)).toHaveLength(40)
  })

  it('after the claim, before the charge: the retry charges once', async () => {
    const f = await fresh()
    const { queue, sent } = collectingQueue()
    const beforeCharge = crashingOnce(
      f.env.client,
      (command) =>
        command.constructor.name === 'UpdateCommand' &&
        (command.input.Key as { pk?: string } | undefined)?.pk === SMS_QUOTA_KEY.pk,
    )
    await expect(
      dispatchOf(f, queue, { client: beforeCharge }).dispatch(aBatch('crash-2', students(5))),
    ).rejects.toThrow('crash')
    expect(await quotaOf(f)).toMatchObject({ totalSent: 0 })
    await dispatchOf(f, queue).dispatch(aBatch('crash-2', students(5)))
    expect(await quotaOf(f)).toMatchObject({ totalSent: 5 })
    expect(queuedKeys(sent)).toHaveLength(5)
  })

  it('after queuing, before the batch says QUEUED: the retry queues again (the sender skips the copies) without charging', async () => {
    const f = await fresh()
    const { queue, sent } = collectingQueue()
    const crashing = dispatchOf(f, queue, { client: crashingOnce(f.env.client, batchMovesTo('QUEUED')) })
    await expect(crashing.dispatch(aBatch('crash-3', students(60)))).rejects.toThrow('crash')
    const retried = await dispatchOf(f, queue).dispatch(aBatch('crash-3', students(60)))
    expect(retried.alreadyDispatched).toBe(true)
    expect(queuedKeys(sent)).toHaveLength(120)
    expect(await quotaOf(f)).toMatchObject({ totalSent: 60 })
    expect(await dispatchOf(f, queue).dispatch(aBatch('crash-3', students(60)))).toMatchObject({
      alreadyDispatched: true,
    })
  })

  it('when the queue refuses the messages: the retry queues them without charging again', async () => {
    const f = await fresh()
    const { queue, sent } = collectingQueue()
    const down = { send: () => Promise.reject(new Error('SQS is unavailable')) }
    await expect(dispatchOf(f, down).dispatch(aBatch('sqs-down', students(3)))).rejects.toThrow('SQS')
    expect(await batchOf(f, 'sqs-down')).toMatchObject({ state: 'RESERVED' })
    await dispatchOf(f, queue).dispatch(aBatch('sqs-down', students(3)))
    expect(queuedKeys(sent)).toEqual(['student-1', 'student-2', 'student-3'])
    expect(await quotaOf(f)).toMatchObject({ totalSent: 3 })
  })

  it('refused for quota: the batch waits, and goes once an administrator raises the quota', async () => {
    const f = await fresh(5)
    const { queue, sent } = collectingQueue()
    const dispatch = dispatchOf(f, queue)
    await expect(dispatch.dispatch(aBatch('later', students(8)))).rejects.toMatchObject({
      code: 'SMS_QUOTA_EXCEEDED',
      message: 'SMS quota exceeded: 8 SMS needed, 5 available.',
    })
    expect(sent).toEqual([])
    await setQuota(f, 10)
    expect(await dispatch.dispatch(aBatch('later', students(8)))).toMatchObject({ queued: 8 })
    expect(await quotaOf(f)).toMatchObject({ totalSent: 8, remaining: 2 })
  })

  it('a batch left RESERVING for a week is not resumed: its marker may be gone', async () => {
    const f = await fresh(5)
    const weekAgo = Date.now() - 7 * 24 * 60 * 60 * 1000
    const dispatch = dispatchOf(f, collectingQueue().queue, { now: () => weekAgo })
    await expect(dispatch.dispatch(aBatch('stale', students(8)))).rejects.toMatchObject({
      code: 'SMS_QUOTA_EXCEEDED',
    })
    await setQuota(f, 100)
    await expect(
      dispatchOf(f, collectingQueue().queue).dispatch(aBatch('stale', students(8))),
    ).rejects.toMatchObject({
      status: 409,
      code: 'SMS_BATCH_STALE',
    })
  })
})

describe('texts a dispatch refuses', () => {
  it.each([
    ['an empty text', { text: '  ' }, 'SMS_TEXT_EMPTY', 'The SMS text is empty.'],
    [
      'a text of 11 parts',
      { text: 'x'.repeat(153 * 10 + 1) },
      'SMS_TOO_LONG',
      'The SMS would be sent as 11 parts; at most 10 are allowed. Shorten the text.',
    ],
    [
      'a Tamil text of 11 parts',
      { text: 'க'.repeat(67 * 10 + 1) },
      'SMS_TOO_LONG',
      'The SMS would be sent as 11 parts; at most 10 are allowed. Shorten the text.',
    ],
    [
      'a control character',
      { text: 'Bell \u0007' },
      'SMS_TEXT_INVALID',
      'The SMS text cannot be sent: Contains a control character.',
    ],
    [
      'a bad batch id',
      { batchId: 'has space' },
      'SMS_DISPATCH_INVALID',
      expect.stringContaining('The batch id'),
    ],
  ])('refuses %s with a 422, charging nothing', async (_case, overrides, code, message) => {
    const f = await fresh()
    const dispatch = dispatchOf(f, collectingQueue().queue)
    await expect(dispatch.dispatch(aBatch('refused', students(2), overrides))).rejects.toMatchObject({
      status: 422,
      code,
      message,
    })
    expect(await quotaOf(f)).toMatchObject({ totalSent: 0 })
  })

  it('refuses a text that does not match the registered DLT template, and a template it cannot check', async () => {
    const f = await fresh()
    const dispatch = dispatchOf(f, collectingQueue().queue)
    const dltTemplate = 'New announcement: {#var#}. Read it at {#url#}'
    await expect(
      dispatch.dispatch(
        aBatch('mismatch', students(2), { dltTemplate, text: 'New notice: Exam. Read it at https://x.test' }),
      ),
    ).rejects.toMatchObject({ status: 422, code: 'SMS_TEMPLATE_MISMATCH' })
    await expect(
      dispatch.dispatch(aBatch('no-var', students(2), { dltTemplate: 'Read it at {#url#}' })),
    ).rejects.toMatchObject({
      status: 422,
      code: 'SMS_TEMPLATE_INVALID',
      message: expect.stringContaining('{#var#}'),
    })
    expect(
      await dispatch.dispatch(
        aBatch('matches', students(2), {
          dltTemplate,
          text: 'New announcement: Exam. Read it at https://x.test/m/1',
        }),
      ),
    ).toMatchObject({ queued: 2 })
    expect(await quotaOf(f)).toMatchObject({ totalSent: 2 })
  })

  it('refuses a recipient key given twice', async () => {
    const f = await fresh()
    const twice = [...students(2), ...students(1)]
    await expect(dispatchOf(f, collectingQueue().queue).dispatch(aBatch('dup', twice))).rejects.toMatchObject(
      {
        code: 'SMS_DISPATCH_INVALID',
        message: 'The recipient key "student-1" appears twice.',
      },
    )
  })

  it('charges a Hindi message in UCS-2 parts', async () => {
    const f = await fresh()
    const { queue } = collectingQueue()
    const hindi = `सूचना: ${'परीक्षा'.repeat(10)}` // 77 UTF-16 units: two parts of 67
    expect(await dispatchOf(f, queue).dispatch(aBatch('hindi', students(4), { text: hindi }))).toMatchObject({
      segments: 2,
      parts: 8,
    })
  })
})

describe('dispatches of one batch at once', () => {
  it('charge once, and exactly one of them says it dispatched the batch', async () => {
    const f = await fresh()
    const { queue } = collectingQueue()
    const results = await Promise.all(
      Array.from({ length: 20 }, () => dispatchOf(f, queue).dispatch(aBatch('together', students(30)))),
    )
    expect(results.filter(({ alreadyDispatched }) => !alreadyDispatched)).toHaveLength(1)
    expect(await quotaOf(f)).toMatchObject({ totalSent: 30 })
  })
})
