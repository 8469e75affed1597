import { createAuditLog } from '@campus/db'
import { SMS_QUOTA_KEY } from '@campus/sms'
import { expectInvalid, expectRefused } from '@campus/testing'
import { GetCommand } from '@aws-sdk/lib-dynamodb'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  aBatch,
  collectingQueue,
  createSmsFixture,
  dispatchOf,
  idOf,
  setQuota,
  students,
  type SmsFixture,
} from './testing/fixture'

let f: SmsFixture
let admin: string
beforeAll(async () => {
  f = await createSmsFixture()
  admin = await f.login('admin')
})

const quotaItem = async (fixture: SmsFixture) =>
  (await fixture.env.client.send(new GetCommand({ TableName: fixture.env.tables.sms, Key: SMS_QUOTA_KEY })))
    .Item

describe('reading and setting the quota', () => {
  it('reads zeros before an administrator sets one, to the administrator, HODs and faculty', async () => {
    const fresh = await createSmsFixture()
    for (const person of ['admin', 'hod', 'faculty'] as const) {
      const token = await fresh.login(person)
      expect(await fresh.ok('GET', '/api/sms/smsCount', { token })).toEqual({ cAvailable: 0, totalSent: 0 })
    }
    const token = await fresh.login('admin')
    const counts = await fresh.countCalls(() => fresh.ok('GET', '/api/sms/smsCount', { token }))
    expect(counts.byCommand).toEqual({ GetItemCommand: 2 })
  })

  it('sets the quota in one conditional write after the session read and the audit read, and audits it', async () => {
    const fresh = await createSmsFixture()
    const token = await fresh.login('admin')
    let answer: unknown
    const counts = await fresh.countCalls(async () => {
      answer = await fresh.ok('PUT', '/api/sms/smsCount', { token, body: { cAvailable: 500 } })
    })
    expect(answer).toEqual({ cAvailable: 500, totalSent: 0 })
    expect(counts.byCommand).toEqual({ GetItemCommand: 2, UpdateItemCommand: 1, PutItemCommand: 1 })
    expect(await quotaItem(fresh)).toMatchObject({ cAvailable: 500, totalSent: 0, remaining: 500 })
    const audit = await createAuditLog(fresh.env.client, fresh.env.tables.sms).listForRecord(
      'smsQuota',
      'college',
    )
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'SET',
        actorId: idOf('admin'),
        before: { cAvailable: 0, totalSent: 0 },
        after: { cAvailable: 500, totalSent: 0 },
      }),
    ])
  })

  it('keeps what was sent when the quota changes, and refuses a quota below it with a 422 naming it', async () => {
    const fresh = await createSmsFixture()
    const token = await fresh.login('admin')
    await setQuota(fresh, 100)
    await dispatchOf(fresh, collectingQueue().queue).dispatch(aBatch('b-sent', students(30)))
    expect(await fresh.ok('PUT', '/api/sms/smsCount', { token, body: { cAvailable: 40 } })).toEqual({
      cAvailable: 40,
      totalSent: 30,
    })
    expect(await quotaItem(fresh)).toMatchObject({ remaining: 10 })

    const below = await fresh.call('PUT', '/api/sms/smsCount', { token, body: { cAvailable: 29 } })
    expectRefused(below, 422, 'SMS_QUOTA_BELOW_SENT')
    expect(below.body.error?.message).toBe(
      'The SMS quota cannot be less than the 30 SMS already sent; set 30 or more.',
    )
    // Exactly what was sent is allowed: nothing is left.
    expect(await fresh.ok('PUT', '/api/sms/smsCount', { token, body: { cAvailable: 30 } })).toEqual({
      cAvailable: 30,
      totalSent: 30,
    })
    expect(await quotaItem(fresh)).toMatchObject({ remaining: 0 })
  })

  it.each([
    [
      'a negative quota',
      { cAvailable: -1 },
      [{ path: 'cAvailable', message: 'cAvailable cannot be negative' }],
    ],
    [
      'a fraction',
      { cAvailable: 10.5 },
      [{ path: 'cAvailable', message: 'cAvailable must be a whole number' }],
    ],
    ['text', { cAvailable: '100' }, [{ path: 'cAvailable', message: 'cAvailable must be a number' }]],
    ['nothing', {}, [{ path: 'cAvailable', message: 'cAvailable must be a number' }]],
  ])('refuses %s with a 400 naming the field', async (_case, body, details) => {
    expectInvalid(await f.call('PUT', '/api/sms/smsCount', { token: admin, body }), details)
  })

  it('refuses server-owned fields in the body', async () => {
    const response = await f.call('PUT', '/api/sms/smsCount', {
      token: admin,
      body: { cAvailable: 10, totalSent: 0 },
    })
    expect(response.status).toBe(400)
    expect(JSON.stringify(response.body.error)).toContain('totalSent')
  })

  it('lets only the administrator set it', async () => {
    for (const person of ['hod', 'faculty', 'student', 'custom'] as const) {
      const response = await f.call('PUT', '/api/sms/smsCount', {
        token: await f.login(person),
        body: { cAvailable: 1 },
      })
      expectRefused(response, 403, 'ROLE_NOT_ALLOWED')
    }
  })
})

describe('the quota under concurrent dispatches', () => {
  it('lets exactly as many of 50 dispatches at once through as the quota holds, never below zero', async () => {
    const fresh = await createSmsFixture({ quota: 100 })
    const { queue, sent } = collectingQueue()
    const dispatch = dispatchOf(fresh, queue)
    // Each batch is 3 recipients of one part: 33 fit in 100 parts, the 34th would need 102.
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, n) => dispatch.dispatch(aBatch(`race-${n}`, students(3, n * 3 + 1)))),
    )
    const fulfilled = results.filter((result) => result.status === 'fulfilled')
    const refused = results.flatMap((result) =>
      result.status === 'rejected' ? [result.reason as Error] : [],
    )
    expect(fulfilled).toHaveLength(33)
    expect(refused).toHaveLength(17)
    for (const error of refused) {
      expect(error).toMatchObject({ status: 422, code: 'SMS_QUOTA_EXCEEDED' })
      expect(error.message).toMatch(/^SMS quota exceeded: 3 SMS needed, [0-2] available\.$/)
    }
    expect(await quotaItem(fresh)).toMatchObject({ cAvailable: 100, totalSent: 99, remaining: 1 })
    expect(sent).toHaveLength(33)
  })

  it('charges parts: a two-part SMS to 10 people takes 20', async () => {
    const fresh = await createSmsFixture({ quota: 25 })
    const dispatch = dispatchOf(fresh, collectingQueue().queue)
    const long = aBatch('long', students(10), { text: `Notice: ${'x'.repeat(200)}` })
    expect(await dispatch.dispatch(long)).toMatchObject({ queued: 10, segments: 2, parts: 20 })
    const more = dispatch.dispatch(aBatch('long-2', students(3, 11), { text: `Notice: ${'y'.repeat(200)}` }))
    await expect(more).rejects.toMatchObject({
      status: 422,
      code: 'SMS_QUOTA_EXCEEDED',
      message: 'SMS quota exceeded: 6 SMS needed, 5 available.',
    })
  })
})
