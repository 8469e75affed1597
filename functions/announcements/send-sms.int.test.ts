import { createAuditLog } from '@campus/db'
import { expectRefused } from '@campus/testing'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  aStudent,
  anAnnouncement,
  createAnnouncementsFixture,
  GROUPS,
  idOf,
  PORTAL_URL,
  type AnnouncementsFixture,
} from './testing/fixture'

interface Announcement {
  id: string
  randomKey: string
  sms: string
  [key: string]: unknown
}

let f: AnnouncementsFixture
let hod: string
let faculty: string
let admin: string
beforeAll(async () => {
  f = await createAnnouncementsFixture()
  hod = await f.login('hod')
  faculty = await f.login('faculty')
  admin = await f.login('admin')
  await f.setQuota(100_000)
})

const create = (token: string, overrides: Record<string, unknown>) =>
  f.ok<Announcement>('POST', '/boot/announcement', { token, body: anAnnouncement(overrides) })
/** What the legacy client sends after creating: the created announcement with `sms` forced to YES. */
const sendSms = (token: string, announcement: Announcement) =>
  f.call('POST', '/api/communication/sendSms', { token, body: { ...announcement, sms: 'YES' } })
/** sendSms, with what that call alone queued. */
const sendSmsQueuing = (token: string, announcement: Announcement) =>
  f.queues.queuedBy(() => sendSms(token, announcement))

describe('texting an announcement', () => {
  it('queues one SMS per receiver with a mobile number, charges the quota, and returns at once', async () => {
    const announcement = await create(faculty, {
      title: 'Fee payment deadline',
      userIds: [idOf('hod'), idOf('otherFaculty')],
      groupIds: [GROUPS.cseA],
      parentsUserIds: ['stu-cse-b-1'],
    })
    const { answer: response, recipients, messages } = await sendSmsQueuing(faculty, announcement)
    expect(response.status).toBe(202)
    // The third student of group A has no phone; the disabled one is not a receiver.
    expect(response.body).toEqual({
      announcementId: announcement.id,
      queued: 5,
      skippedNoPhone: 1,
      skippedDuplicatePhone: 0,
      segments: 1,
      parts: 5,
      alreadyDispatched: false,
    })
    expect(recipients.map(({ key, usertype }) => `${usertype} ${key}`).sort()).toEqual(
      [
        `HOD ${idOf('hod')}`,
        `FACULTY ${idOf('otherFaculty')}`,
        `STUDENT ${idOf('student')}`,
        'STUDENT stu-cse-a-2',
        'PARENT parent:stu-cse-b-1',
      ].sort(),
    )
    expect(recipients.find(({ key }) => key === 'parent:stu-cse-b-1')).toMatchObject({
      name: 'Parent of Student stu-cse-b-1',
      phone: '+919840005004',
    })
    expect(messages).toHaveLength(1)
    expect(messages[0]).toMatchObject({
      batchId: `announcement-${announcement.id}`,
      sender: { id: idOf('faculty'), name: 'faculty' },
      text: `New announcement: Fee payment deadline. Read it at ${PORTAL_URL}/m/${announcement.randomKey}`,
    })
    expect((await f.readQuota()).totalSent).toBe(5)
    const audit = await createAuditLog(f.env.client, f.env.tables.announcements).listForRecord(
      'announcement',
      announcement.id,
    )
    expect(audit.map(({ action }) => action)).toEqual(['SEND_SMS', 'CREATE'])
  })

  it('sends nothing more the second time, even when the administrator asks', async () => {
    const announcement = await create(hod, { groupIds: [GROUPS.cseB] })
    expect((await sendSms(hod, announcement)).body).toMatchObject({ queued: 1, alreadyDispatched: false })
    const { totalSent } = await f.readQuota()
    const { answer: again, messages } = await sendSmsQueuing(admin, announcement)
    expect(again.status).toBe(202)
    expect(again.body).toMatchObject({ announcementId: announcement.id, queued: 1, alreadyDispatched: true })
    expect(messages).toEqual([])
    expect((await f.readQuota()).totalSent).toBe(totalSent)
  })

  it('reads only the id of the body: the text and receivers are the stored announcement’s', async () => {
    const announcement = await create(hod, { title: 'Sports day', userIds: [idOf('faculty')] })
    const changed = { ...announcement, title: 'Changed', userIds: [idOf('admin')] }
    const { answer: response, messages, recipients } = await sendSmsQueuing(hod, changed)
    expect(response.body).toMatchObject({ queued: 1 })
    expect(messages.map(({ text }) => text)).toEqual([expect.stringContaining('Sports day')])
    expect(recipients.map(({ key }) => key)).toEqual([idOf('faculty')])
  })

  it('takes only the keys of an announcement, and needs its id', async () => {
    const announcement = await create(hod, { userIds: [idOf('faculty')] })
    const stray = await f.call('POST', '/api/communication/sendSms', {
      token: hod,
      body: { ...announcement, token: 'x' },
    })
    expectRefused(stray, 400, 'UNKNOWN_FIELDS')
    expectRefused(
      await f.call('POST', '/api/communication/sendSms', { token: hod, body: {} }),
      400,
      'VALIDATION_FAILED',
    )
    expectRefused(
      await f.call('POST', '/api/communication/sendSms', {
        token: hod,
        body: { id: 'no-such-announcement' },
      }),
      404,
      'ANNOUNCEMENT_NOT_FOUND',
    )
  })

  it('sends nothing for an announcement sent without SMS', async () => {
    const announcement = await create(hod, { sms: 'NO', userIds: [idOf('faculty')] })
    const { answer: response, messages } = await sendSmsQueuing(hod, announcement)
    expect(response.status).toBe(200)
    expect(response.body).toEqual({
      announcementId: announcement.id,
      queued: 0,
      reason: 'SMS was not chosen for this announcement',
    })
    expect(messages).toEqual([])
  })

  it('is for the sender or an administrator only', async () => {
    const announcement = await create(faculty, { userIds: [idOf('hod')] })
    expectRefused(await sendSms(await f.login('otherFaculty'), announcement), 403, 'FORBIDDEN')
    expectRefused(await sendSms(hod, announcement), 403, 'FORBIDDEN')
    expectRefused(await sendSms(await f.login('student'), announcement), 403, 'ROLE_NOT_ALLOWED')
    expect((await sendSms(admin, announcement)).status).toBe(202)
  })

  it('refuses before queueing anything when the quota is short', async () => {
    const short = await createAnnouncementsFixture()
    // Group A has two students with a phone: 2 parts, one more than the quota.
    await short.setQuota(1)
    const token = await short.login('hod')
    const announcement = await short.ok<Announcement>('POST', '/boot/announcement', {
      token,
      body: anAnnouncement({ groupIds: [GROUPS.cseA] }),
    })
    const refused = await short.call('POST', '/api/communication/sendSms', { token, body: announcement })
    expectRefused(refused, 422, 'SMS_QUOTA_EXCEEDED')
    expect(short.queues.smsMessages()).toEqual([])
    expect(await short.readQuota()).toEqual({ cAvailable: 1, totalSent: 0 })
  })

  it('refuses SMS when the portal has no address for their links', async () => {
    const unlinked = await createAnnouncementsFixture({ smsSettings: {} })
    await unlinked.setQuota(10)
    const token = await unlinked.login('hod')
    const announcement = await unlinked.ok<Announcement>('POST', '/boot/announcement', {
      token,
      body: anAnnouncement({ userIds: [idOf('faculty')] }),
    })
    expectRefused(
      await unlinked.call('POST', '/api/communication/sendSms', { token, body: announcement }),
      503,
      'SMS_LINK_UNAVAILABLE',
    )
    expect(unlinked.queues.smsMessages()).toEqual([])
  })
})

describe('an announcement to 5,000 students', () => {
  const STUDENTS = 5000
  const BIG_GROUP = 'grp-cse-all'
  let big: AnnouncementsFixture
  let token: string
  let announcement: Announcement
  beforeAll(async () => {
    big = await createAnnouncementsFixture()
    await big.putContacts(
      Array.from({ length: STUDENTS }, (_, n) => aStudent(`big-${n}`, BIG_GROUP, 'dept-cse', 10_000 + n)),
    )
    await big.setQuota(20_000)
    token = await big.login('hod')
    announcement = await big.ok<Announcement>('POST', '/boot/announcement', {
      token,
      body: anAnnouncement({ groupIds: [BIG_GROUP] }),
    })
  })

  it('queues 5,000 SMS in chunks, each student once, and charges the quota 5,000 parts', async () => {
    const started = performance.now()
    const response = await big.call('POST', '/api/communication/sendSms', { token, body: announcement })
    const took = performance.now() - started
    expect(response.status).toBe(202)
    expect(response.body).toMatchObject({
      queued: STUDENTS,
      skippedNoPhone: 0,
      parts: STUDENTS,
      alreadyDispatched: false,
    })
    const recipients = big.queues.smsRecipients()
    expect(recipients).toHaveLength(STUDENTS)
    expect(new Set(recipients.map(({ key }) => key)).size).toBe(STUDENTS)
    expect(big.queues.smsMessages().length).toBe(STUDENTS / 50)
    expect((await big.readQuota()).totalSent).toBe(STUDENTS)
    // Queued, not sent: the request does not wait for 5,000 SMS.
    expect(took).toBeLessThan(15_000)
  })

  it('sends nothing more for a second sendSms', async () => {
    const again = await big.call('POST', '/api/communication/sendSms', { token, body: announcement })
    expect(again.body).toMatchObject({ queued: STUDENTS, alreadyDispatched: true })
    expect(big.queues.smsRecipients()).toHaveLength(STUDENTS)
    expect((await big.readQuota()).totalSent).toBe(STUDENTS)
  })

  it('previews and lists the receivers of the whole group', async () => {
    const preview = await big.ok<{ receivers: Record<string, number> }>(
      'POST',
      '/boot/announcement/preview',
      {
        token,
        body: anAnnouncement({ groupIds: [BIG_GROUP], parentsGroupIds: [BIG_GROUP] }),
      },
    )
    expect(preview.receivers).toEqual({ HOD: 0, FACULTY: 0, STUDENT: STUDENTS, PARENT: STUDENTS })
    const receivers = await big.ok<unknown[]>('GET', `/boot/announcement/getReceivers/${announcement.id}`, {
      token,
    })
    expect(receivers).toHaveLength(STUDENTS)
  })
})
