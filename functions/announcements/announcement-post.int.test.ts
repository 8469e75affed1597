import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import type { AnnouncementPostMessage } from '@campus/core'
import { createAuditLog } from '@campus/db'
import { inProcessQueue, outboxNotifier, type QueueContext, type QueueSender } from '@campus/runtime'
import { smsBatchKey } from '@campus/sms'
import { GetCommand } from '@aws-sdk/lib-dynamodb'
import { beforeAll, describe, expect, it } from 'vitest'
import { consumeWith } from './announcement-post.consumer'
import { manifest } from './manifest'
import {
  aStudent,
  createAnnouncementsFixture,
  GROUPS,
  idOf,
  PORTAL_URL,
  type AnnouncementsFixture,
} from './testing/fixture'
import type { ReceivedAnnouncement } from './routes/schemas'

let f: AnnouncementsFixture
let student: string
let faculty: string
let studentB: string
beforeAll(async () => {
  f = await createAnnouncementsFixture()
  student = await f.login('student', { groupId: GROUPS.cseA })
  // A student of another group, named in no reminder here.
  studentB = await f.login('student', { userId: 'stu-cse-b-1', groupId: GROUPS.cseB })
  faculty = await f.login('faculty')
  await f.setQuota(100_000)
})

let serial = 0
/** A reminder as assignments posts one: to the test student and two more of CSE A, from the faculty member. */
const aReminder = (overrides: Partial<AnnouncementPostMessage> = {}): AnnouncementPostMessage => {
  serial += 1
  return {
    id: `reminder-test${serial}-${1_790_000_000_000 + serial}`,
    title: 'Reminder: Lab record 1',
    message:
      'You have not submitted the assignment "Lab record 1" for Programming in C. The deadline is 05-Dec-2026.',
    sender: { id: idOf('faculty'), name: 'Faculty One', userType: 'FACULTY' },
    userIds: [idOf('student'), 'stu-cse-a-2', 'stu-cse-a-3'],
    sms: 'YES',
    createdOn: Date.now(),
    ...overrides,
  }
}

/** The context the platform gives the consumer, sending to `queues` (the fixture's recording one by default). */
const contextOf = (
  options: { queues?: QueueSender | undefined; client?: DynamoDBDocumentClient } = {},
): QueueContext => ({
  client: options.client ?? f.env.client,
  s3: f.env.s3,
  tables: {
    announcements: f.env.tables.announcements,
    directory: f.env.tables.directory,
    sms: f.env.tables.sms,
  },
  buckets: f.env.buckets,
  now: Date.now,
  sms: outboxNotifier(),
  settings: {},
  ...('queues' in options ? (options.queues ? { queues: options.queues } : {}) : { queues: f.queues.sender }),
})

const post = (message: unknown, context = contextOf()) =>
  consumeWith(context, message, { portalUrl: PORTAL_URL })

const received = (token: string) =>
  f.ok<ReceivedAnnouncement[]>('GET', '/boot/announcement/userview', { token })
const auditOf = (id: string) =>
  createAuditLog(f.env.client, f.env.tables.announcements).listForRecord('announcement', id)
const batchOf = async (id: string) =>
  (
    await f.env.client.send(
      new GetCommand({
        TableName: f.env.tables.sms,
        Key: smsBatchKey(`announcement-${id}`),
        ConsistentRead: true,
      }),
    )
  ).Item

describe('a posted announcement (announcement-post)', () => {
  it('reaches exactly the named users: in their received lists, from the sender, dated when it was posted', async () => {
    const message = aReminder({ sms: 'NO' })
    await post(message)
    const shown = (await received(student)).find(({ id }) => id === message.id)
    expect(shown).toEqual({
      id: message.id,
      title: 'Reminder: Lab record 1',
      message: message.message,
      createdOn: message.createdOn,
      createdByName: 'Faculty One',
    })
    // A student who was not named does not see it.
    expect((await received(studentB)).map(({ id }) => id)).not.toContain(message.id)
    // The sender finds it in their sent list, and may open and delete it as their own.
    const sent = await f.ok<{ id: string }[]>('GET', '/boot/announcement', { token: faculty })
    expect(sent.map(({ id }) => id)).toContain(message.id)
    const stored = await f.ok('GET', `/boot/announcement/${message.id}`, { token: faculty })
    expect(stored).toMatchObject({
      userIds: message.userIds,
      groupIds: [],
      createdBy: idOf('faculty'),
      sms: 'NO',
      randomKey: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
    })
    expect(f.queues.smsMessages().filter(({ batchId }) => batchId === `announcement-${message.id}`)).toEqual(
      [],
    )
    expect((await auditOf(message.id)).map(({ action, actorId }) => `${action} ${actorId}`)).toEqual([
      `CREATE ${idOf('faculty')}`,
    ])
  })

  it('posts one announcement and texts it once when the message comes twice', async () => {
    const message = aReminder()
    const first = await f.queues.queuedBy(() => post(message))
    let second = { messages: [] as unknown[] }
    const counts = await f.countCalls(async () => {
      second = await f.queues.queuedBy(() => post(message))
    })
    // The second delivery only reads: the announcement, the receivers' contacts, the batch it finds queued.
    expect(counts.byCommand).toEqual({ GetItemCommand: 2, BatchGetItemCommand: 1, PutItemCommand: 1 })
    // The third student has no phone: two SMS, in one batch named after the announcement.
    expect(first.recipients.map(({ key }) => key).sort()).toEqual([idOf('student'), 'stu-cse-a-2'].sort())
    expect(second.messages).toEqual([])
    const { randomKey } = await f.ok<{ randomKey: string }>('GET', `/boot/announcement/${message.id}`, {
      token: faculty,
    })
    expect(first.messages[0]).toMatchObject({
      batchId: `announcement-${message.id}`,
      sender: { id: idOf('faculty'), name: 'Faculty One' },
      purpose: 'ANNOUNCEMENT',
      text: `New announcement: Reminder: Lab record 1. Read it at ${PORTAL_URL}/m/${randomKey}`,
    })
    expect((await received(student)).filter(({ id }) => id === message.id)).toHaveLength(1)
    expect((await auditOf(message.id)).map(({ action }) => action).sort()).toEqual(['CREATE', 'SEND_SMS'])
    // The link in the SMS opens the announcement's public page.
    expect(await f.ok('GET', `/boot/announcementUrl/getAnnouncement?randomKey=${randomKey}`)).toMatchObject({
      title: 'Reminder: Lab record 1',
    })
  })

  it('posts one announcement and charges the quota once when two deliveries run at once', async () => {
    const message = aReminder()
    const before = (await f.readQuota()).totalSent
    await Promise.all([post(message), post(message), post(message)])
    expect((await received(student)).filter(({ id }) => id === message.id)).toHaveLength(1)
    expect((await f.readQuota()).totalSent - before).toBe(2)
    expect(await batchOf(message.id)).toMatchObject({ state: 'QUEUED', queued: 2, parts: 2 })
    expect((await auditOf(message.id)).filter(({ action }) => action === 'CREATE')).toHaveLength(1)
  })

  it('finishes a delivery that died before the announcement was stored, with the same receipts', async () => {
    const message = aReminder({ sms: 'NO' })
    let crashed = false
    const dying = new Proxy(f.env.client, {
      get(target, property, receiver) {
        if (property !== 'send') return Reflect.get(target, property, receiver) as unknown
        return (command: { constructor: { name: string }; input: { Item?: Record<string, unknown> } }) => {
          if (
            !crashed &&
            command.constructor.name === 'PutCommand' &&
            command.input.Item?.sk === 'ANNOUNCEMENT'
          ) {
            crashed = true
            return Promise.reject(new Error('crash: the process died here'))
          }
          return target.send(command as never)
        }
      },
    })
    await expect(post(message, contextOf({ client: dying }))).rejects.toThrow('crash')
    // Its receipts are written but lead nowhere yet.
    expect((await received(student)).map(({ id }) => id)).not.toContain(message.id)
    await post(message)
    expect((await received(student)).filter(({ id }) => id === message.id)).toHaveLength(1)
  })

  it('refuses a message that is not one, writing nothing (a dead letter)', async () => {
    const message = aReminder()
    await expect(post({ ...message, extra: true })).rejects.toThrow('Not an announcement-post message')
    await expect(post({ ...message, userIds: [] })).rejects.toThrow('userIds')
    await expect(post({ ...message, id: 'reminder#1' })).rejects.toThrow('id')
    expect(await f.call('GET', `/boot/announcement/${message.id}`, { token: faculty })).toMatchObject({
      status: 404,
    })
  })

  it('keeps the announcement and throws, to come again, when the SMS cannot go yet', async () => {
    // Without a sender for sms-send (the platform has not given the consumer one): stored, not texted.
    const message = aReminder()
    await expect(post(message, contextOf({ queues: undefined }))).rejects.toThrow('no sender for sms-send')
    expect((await received(student)).filter(({ id }) => id === message.id)).toHaveLength(1)
    // Short of quota: the batch waits, and goes once the quota is raised and the message comes again.
    const short = aReminder()
    await f.setQuota((await f.readQuota()).totalSent + 1)
    await expect(post(short)).rejects.toMatchObject({ code: 'SMS_QUOTA_EXCEEDED' })
    await f.setQuota(100_000)
    const retried = await f.queues.queuedBy(() => post(short))
    expect(retried.recipients).toHaveLength(2)
    const again = await f.queues.queuedBy(() => post(message))
    expect(again.recipients).toHaveLength(2)
  })

  it('texts only the named users who are active and have a mobile number, each phone once', async () => {
    await f.putContacts([
      { ...aStudent('stu-share-1', GROUPS.cseA, 'dept-cse', 40), phone: '98400 77777' },
      { ...aStudent('stu-share-2', GROUPS.cseA, 'dept-cse', 41), phone: '+919840077777' },
      { ...aStudent('stu-left', GROUPS.cseA, 'dept-cse', 42), accountStatus: 'DISABLE' },
    ])
    const message = aReminder({ userIds: ['stu-share-1', 'stu-share-2', 'stu-left', 'stu-nobody'] })
    const { recipients } = await f.queues.queuedBy(() => post(message))
    expect(recipients.map(({ key }) => key)).toEqual(['stu-share-1'])
    expect(await batchOf(message.id)).toMatchObject({ queued: 1, skippedDuplicatePhone: 1 })
  })
})

describe('the announcement-post queue as the manifest declares it', () => {
  const definition = manifest.queues[0]!
  it('grants what the consumer touches, and a queue in process delivers again after a failure', async () => {
    expect(definition).toMatchObject({
      name: 'announcement-post',
      tables: { announcements: 'readwrite', directory: 'read', sms: 'readwrite' },
      sendsSms: false,
    })
    const message = aReminder({ sms: 'NO' })
    let failures = 1
    const queue = inProcessQueue({
      context: contextOf(),
      consumers: {
        'announcement-post': {
          consume: async (context, body) => {
            if (failures-- > 0) throw new Error('DynamoDB throttled')
            await definition.consume(context, body)
          },
          maxReceiveCount: definition.maxReceiveCount,
        },
      },
      retryDelayMs: 5,
    })
    await queue.send('announcement-post', [message])
    await queue.idle()
    expect(queue.deadLetters).toEqual([])
    expect((await received(student)).filter(({ id }) => id === message.id)).toHaveLength(1)
  })
})
