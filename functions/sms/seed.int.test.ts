import { createTestTables } from '@campus/testing'
import { describe, expect, it } from 'vitest'
import { createSmsCountersRepository } from './counters.repository'
import { DEMO_SMS_QUOTA, isSmsSeeded, smsSeed } from './seed'
import { createSmsQuota, smsMonthOf } from '@campus/sms'

describe('the demo SMS', () => {
  it('sets the quota and sends one demo batch through the dispatch and the sender, once', async () => {
    const env = await createTestTables()
    expect(await isSmsSeeded(env.client, env.tables.sms)).toBe(false)
    expect(await smsSeed.seed(env.client, env.tables, { s3: env.s3, buckets: env.buckets })).toBe(
      `Seeded the SMS quota (${DEMO_SMS_QUOTA}) and 6 demo SMS.`,
    )
    expect(await smsSeed.isSeeded(env.client, env.tables)).toBe(true)
    // Five sent, the refused demo number given back.
    expect(await createSmsQuota(env.client, env.tables.sms).read()).toEqual({
      cAvailable: DEMO_SMS_QUOTA,
      totalSent: 5,
    })
    const months = await createSmsCountersRepository(env.client, env.tables.sms).months()
    expect(months).toEqual([{ monthYear: smsMonthOf(Date.now()), smsCount: 5, smsFailCount: 1, segments: 5 }])
  })
})
