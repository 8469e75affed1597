import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import type { DomainSeed } from '@campus/http'
import { outboxNotifier, type SmsNotifier } from '@campus/runtime'
import {
  createSmsDispatch,
  createSmsQuota,
  DEFAULT_ANNOUNCEMENT_TEMPLATE,
  renderDltTemplate,
  type SmsSendMessage,
} from '@campus/sms'
import { DEMO_CIRCULAR } from '@campus/local/demo-college'
import { createSmsCountersRepository } from './counters.repository'
import { demoPortalUrl } from './env'
import { createSmsSender } from './sms-sender.service'
import { createSmsLogRepository } from './sms-log.repository'

/** The demo college's SMS quota. */
export const DEMO_SMS_QUOTA = 2000

/** The number the demo refuses, as SNS refuses an invalid one, so the log shows a failed message too. */
const REFUSED_PHONE = '+919840001005'

/** Demo phones as identity's seed gives them (functions/identity/seed.ts): `98` and 8 digits. */
const phone = (n: number) => `98${String(40000000 + n).padStart(8, '0')}`

/** True once the quota is set: the demo is seeded into a fresh table only. */
export const isSmsSeeded = async (client: DynamoDBDocumentClient, table: string) =>
  (await createSmsQuota(client, table).read()).cAvailable > 0

/**
 * Sets the demo quota and sends one demo announcement's SMS through the real dispatch and sender (an outbox
 * instead of SNS), so the log, the day count and the monthly report have something to show.
 */
export async function seedSms(client: DynamoDBDocumentClient, table: string, now = Date.now()) {
  await createSmsQuota(client, table).set(DEMO_SMS_QUOTA)
  const outbox = outboxNotifier()
  const sms: SmsNotifier = {
    send: (message) =>
      message.phone === REFUSED_PHONE
        ? Promise.reject(
            Object.assign(new Error('Invalid parameter: PhoneNumber'), { name: 'InvalidParameterException' }),
          )
        : outbox.send(message),
  }
  const sender = createSmsSender({
    log: createSmsLogRepository(client, table),
    counters: createSmsCountersRepository(client, table),
    sms,
    pace: () => Promise.resolve(),
    now: () => now,
  })
  const dispatch = createSmsDispatch({
    client,
    table,
    now: () => now,
    queue: {
      async send(_queue, bodies) {
        for (const body of bodies) await sender.send(body as SmsSendMessage)
      },
    },
  })
  const { text } = renderDltTemplate(DEFAULT_ANNOUNCEMENT_TEMPLATE, {
    var: DEMO_CIRCULAR.title,
    url: `${demoPortalUrl()}/m/${DEMO_CIRCULAR.publicKey}`,
  })
  return dispatch.dispatch({
    batchId: 'demo-announcement-sms',
    sender: { id: 'user-hod-cse', name: 'Dr. Meena Raghavan' },
    purpose: 'ANNOUNCEMENT',
    text,
    recipients: [
      ...[1, 2, 3, 4, 5].map((n) => ({
        key: `user-student-${n}`,
        name: `Student ${n}`,
        usertype: 'STUDENT',
        phone: phone(1000 + n),
      })),
      { key: 'parent:user-student-1', name: 'Parent of Student 1', usertype: 'PARENT', phone: phone(5001) },
    ],
  })
}

/** The demo quota and one demo batch (`npm start`); local demo data only. */
export const smsSeed: DomainSeed = {
  isSeeded: (client, tables) => isSmsSeeded(client, tables.sms),
  seed: async (client, tables) => {
    const { queued } = await seedSms(client, tables.sms)
    return `Seeded the SMS quota (${DEMO_SMS_QUOTA}) and ${queued} demo SMS.`
  },
}
