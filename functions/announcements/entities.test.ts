import { documentClient, dynamoClient } from '@campus/runtime'
import { describe, expect, it } from 'vitest'
import { receiptsOf } from './announcements.repository'
import { createAnnouncementsEntities, type StoredAnnouncement } from './entities'

// Building params makes no call, so an unreachable endpoint is fine.
const entities = createAnnouncementsEntities(
  documentClient(dynamoClient({ region: 'ap-south-1', endpoint: 'http://127.0.0.1:9' })),
  'announcements',
)

const announcement: StoredAnnouncement = {
  id: 'a1',
  title: 'Holiday',
  message: 'Closed on Friday',
  sms: 'YES',
  file: { versionId: 'v1', fileKey: 'files/2024/01/u/notice.pdf' },
  userIds: ['u1', 'u2'],
  groupIds: ['g1'],
  parentsUserIds: ['u2'],
  parentsGroupIds: [],
  createdBy: 'u9',
  createdByName: 'Dr. Rao',
  createdOn: 1709251200000,
  randomKey: 'AAAAAAAAAAAAAAAAAAAAAA',
}

const itemOf = (params: { Item: Record<string, unknown> }) => params.Item

describe('announcement keys', () => {
  it('keys an announcement by id and lists it under its sender by zero-padded send time', () => {
    expect(itemOf(entities.announcement.put(announcement).params())).toMatchObject({
      pk: 'ANNOUNCEMENT#a1',
      sk: 'ANNOUNCEMENT',
      gsi1pk: 'CREATOR#u9',
      gsi1sk: 'ON#001709251200000#a1',
    })
  })

  it('gives each named user and each group one receipt, newest first in their own partition', () => {
    const receipts = receiptsOf(announcement)
    expect(receipts.map(({ audience, recipientId }) => `${audience} ${recipientId}`)).toEqual([
      'USER u1',
      'USER u2',
      'GROUP g1',
    ])
    const [first] = receipts
    expect(itemOf(entities.receipt.put(first!).params())).toMatchObject({
      pk: 'RECIPIENT#USER#u1',
      sk: 'ON#001709251200000#a1',
      title: 'Holiday',
      message: 'Closed on Friday',
      createdByName: 'Dr. Rao',
      file: announcement.file,
    })
    expect(itemOf(entities.receipt.put(first!).params())).not.toHaveProperty('gsi1pk')
  })

  it('keys a public link by its random key', () => {
    expect(
      itemOf(entities.publicKey.put({ randomKey: announcement.randomKey, announcementId: 'a1' }).params()),
    ).toMatchObject({ pk: 'KEY#AAAAAAAAAAAAAAAAAAAAAA', sk: 'KEY', announcementId: 'a1' })
  })
})
