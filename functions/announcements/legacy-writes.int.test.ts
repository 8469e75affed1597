import { describe, expect, it } from 'vitest'
import { createAnnouncementsFixture, GROUPS, idOf } from './testing/fixture'

/**
 * The legacy client's announcement writes (legacy-client.md 2.11) with the bodies it sends: the compose form,
 * then the created announcement, as answered, with `sms` forced to YES.
 */
const f = await createAnnouncementsFixture()
const faculty = await f.login('faculty')
await f.setQuota(1_000)

describe('the legacy announcement writes', () => {
  it('creates an announcement with an attachment, then texts it by sending the created object back', async () => {
    const file = await f.upload()
    const created = await f.call('POST', '/boot/announcement', {
      token: faculty,
      body: {
        userIds: [idOf('hod')],
        groupIds: [GROUPS.cseA],
        parentsUserIds: [],
        parentsGroupIds: [],
        sms: 'YES',
        title: 'Lab closed',
        message: 'The lab is closed on Friday.',
        file: { versionId: file.versionId, fileKey: file.fileKey },
      },
    })
    expect(created.status).toBe(200)
    const received = await f.ok<{ id: string; file?: { fileKey: string } }[]>(
      'GET',
      '/boot/announcement/userview',
      {
        token: await f.login('hod'),
      },
    )
    expect(received.find(({ id }) => id === created.body.id)).toMatchObject({
      file: { fileKey: file.fileKey },
    })

    const texted = await f.queues.queuedBy(() =>
      f.call('POST', '/api/communication/sendSms', { token: faculty, body: { ...created.body, sms: 'YES' } }),
    )
    expect(texted.answer.status).toBe(202)
    expect(texted.recipients.map(({ key }) => key)).toContain(idOf('hod'))

    // The client calls sendSms after every create: an announcement made without SMS is answered, not texted.
    const quiet = await f.ok<{ id: string }>('POST', '/boot/announcement', {
      token: faculty,
      body: {
        userIds: [idOf('hod')],
        groupIds: [],
        parentsUserIds: [],
        parentsGroupIds: [],
        sms: 'NO',
        title: 'Quiet',
        message: 'No SMS.',
      },
    })
    const untexted = await f.queues.queuedBy(() =>
      f.call('POST', '/api/communication/sendSms', { token: faculty, body: { ...quiet, sms: 'YES' } }),
    )
    expect(untexted.answer).toMatchObject({ status: 200, body: { queued: 0 } })
    expect(untexted.recipients).toEqual([])
  })
})
