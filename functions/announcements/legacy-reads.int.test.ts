import { describe, expect, it } from 'vitest'
import { anAnnouncement, createAnnouncementsFixture, idOf } from './testing/fixture'

/**
 * The legacy client's announcement reads (legacy-client.md 2.11), each sent as the client builds it (the
 * `/boot` query grammar, the token in the query, none on the public view) and checked for the fields the
 * client then reads, with the types it reads them as.
 */
const f = await createAnnouncementsFixture()
const faculty = await f.login('faculty')
const hod = await f.login('hod')

type Row = Record<string, unknown> & { id: string }
const file = await f.upload()
const sent = await f.ok<Row & { randomKey: string }>('POST', '/boot/announcement', {
  token: faculty,
  body: anAnnouncement({
    sms: 'NO',
    userIds: [idOf('hod')],
    title: 'Lab closed',
    message: 'The lab is closed on Friday.',
    file: { versionId: file.versionId, fileKey: file.fileKey },
  }),
})
const aFile = { url: expect.any(String), fileKey: file.fileKey }
const byId = (rows: Row[]) => rows.find((row) => row.id === sent.id)

describe('the legacy announcement reads (2.11)', () => {
  it('GET /boot/announcement/userview: the received list with sender and file', async () => {
    expect(byId(await f.ok<Row[]>('GET', '/boot/announcement/userview', { token: hod }))).toMatchObject({
      title: 'Lab closed',
      message: 'The lab is closed on Friday.',
      createdOn: expect.any(Number),
      createdByName: expect.any(String),
      file: aFile,
    })
  })

  it('GET /boot/announcement?query=filter:createdBy eq <userId>: the sent list', async () => {
    const rows = await f.ok<Row[]>('GET', `/boot/announcement?query=filter:createdBy eq ${idOf('faculty')}`, {
      token: faculty,
    })
    expect(byId(rows)).toMatchObject({
      title: 'Lab closed',
      message: 'The lab is closed on Friday.',
      createdOn: expect.any(Number),
    })
  })

  it('GET /boot/announcement/getReceivers/<id>: usertype, name and email of each receiver', async () => {
    expect(
      await f.ok<Row[]>('GET', `/boot/announcement/getReceivers/${sent.id}`, { token: faculty }),
    ).toEqual([expect.objectContaining({ usertype: 'HOD', name: 'Dr. Rao', email: expect.any(String) })])
  })

  it('GET /boot/announcementUrl/getAnnouncement?randomKey=<key> without a token: the public view', async () => {
    expect(
      await f.ok('GET', `/boot/announcementUrl/getAnnouncement?randomKey=${sent.randomKey}`),
    ).toMatchObject({
      title: 'Lab closed',
      message: 'The lab is closed on Friday.',
      file: aFile,
    })
  })
})
