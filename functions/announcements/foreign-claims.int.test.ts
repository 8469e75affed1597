import { expectRefused } from '@campus/testing'
import { describe, expect, it } from 'vitest'
import { anAnnouncement, createAnnouncementsFixture, GROUPS, idOf } from './testing/fixture'

const f = await createAnnouncementsFixture()
const faculty = await f.login('faculty')
const hod = await f.login('hod')
await f.login('student', { groupId: GROUPS.cseA })

/** Issue 29: an upload is attached only by whoever made it. */
describe("someone else's upload", () => {
  it('is refused as an attachment (403 FILE_NOT_YOURS), and its uploader sends it', async () => {
    const file = await f.upload('Circular.pdf', undefined, idOf('faculty'))
    const body = anAnnouncement({ userIds: [idOf('student')], file })
    expectRefused(await f.call('POST', '/boot/announcement', { token: hod, body }), 403, 'FILE_NOT_YOURS')
    expect(await f.uploads.find(file.fileKey)).not.toHaveProperty('claimedBy')
    const sent = await f.call('POST', '/boot/announcement', { token: faculty, body })
    expect(sent.status, JSON.stringify(sent.body)).toBe(200)
  })
})
