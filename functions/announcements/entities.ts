import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import {
  creatorAttributes,
  fileReferenceAttribute,
  keyTimeAttribute,
  lazyEntities,
  secondaryIndex,
  tableIndex,
} from '@campus/db'
import { Entity, type EntityItem } from 'electrodb'

/**
 * The announcements table's entities:
 * | pattern                                        | index   | key                                          |
 * |------------------------------------------------|---------|----------------------------------------------|
 * | announcement by id                             | primary | ANNOUNCEMENT#<id> / ANNOUNCEMENT             |
 * | the announcements one person sent, newest first | gsi1    | CREATOR#<userId> / ON#<createdOn, 15>#<id>   |
 * | what one user was sent by name, newest first    | primary | RECIPIENT#USER#<userId> / ON#<createdOn>#<id> |
 * | what one group was sent, newest first           | primary | RECIPIENT#GROUP#<groupId> / ON#<createdOn>#<id> |
 * | the announcement a public link opens            | primary | KEY#<randomKey> / KEY                        |
 * | audit records (see @campus/db)                  | primary | AUDIT#<type>#<id>; gsi1 AUDITDAY#<day>       |
 *
 * A receipt carries what the received list shows (title, message, sender's name, date, attachment), so a
 * person's received list is one Query of their own partition and, for a student, one of their group's.
 */

/** Newest first: send times in keys are zero-padded (`keyTimeAttribute`), so keys sort as the times do. */
const newestFirst = 'ON#${createdOn}#${id}'

const ids = { type: 'list', required: true, items: { type: 'string' } } as const

export const AUDIENCES = ['USER', 'GROUP'] as const

/** The gsi1 partition of the announcements one person sent, which the sent list reads. */
export const senderPartition = (createdBy: string) => `CREATOR#${createdBy}`

export const createAnnouncementsEntities = (client: DynamoDBDocumentClient, table: string) => {
  const config = { client, table }

  const announcement = () =>
    new Entity(
      {
        model: { service: 'announcements', entity: 'announcement', version: '1' },
        attributes: {
          id: { type: 'string', required: true },
          title: { type: 'string', required: true },
          message: { type: 'string', required: true },
          sms: { type: ['YES', 'NO'] as const, required: true },
          /** An attachment: the upload it refers to. */
          file: fileReferenceAttribute,
          userIds: ids,
          groupIds: ids,
          parentsUserIds: ids,
          parentsGroupIds: ids,
          ...creatorAttributes,
          createdOn: keyTimeAttribute,
          randomKey: { type: 'string', required: true },
        },
        indexes: {
          byId: tableIndex('ANNOUNCEMENT#${id}', 'ANNOUNCEMENT'),
          byCreator: secondaryIndex('gsi1', 'CREATOR#${createdBy}', newestFirst),
        },
      },
      config,
    )

  /** One per individually addressed user and one per whole group of an announcement. */
  const receipt = () =>
    new Entity(
      {
        model: { service: 'announcements', entity: 'receipt', version: '1' },
        attributes: {
          audience: { type: AUDIENCES, required: true },
          recipientId: { type: 'string', required: true },
          id: { type: 'string', required: true },
          title: { type: 'string', required: true },
          message: { type: 'string', required: true },
          createdByName: creatorAttributes.createdByName,
          createdOn: keyTimeAttribute,
          file: fileReferenceAttribute,
        },
        indexes: {
          byRecipient: tableIndex('RECIPIENT#${audience}#${recipientId}', newestFirst),
        },
      },
      config,
    )

  /** The public link's key: 22 base64url characters of 16 random bytes, pointing at one announcement. */
  const publicKey = () =>
    new Entity(
      {
        model: { service: 'announcements', entity: 'publicKey', version: '1' },
        attributes: {
          randomKey: { type: 'string', required: true },
          announcementId: { type: 'string', required: true },
        },
        indexes: {
          byKey: tableIndex('KEY#${randomKey}', 'KEY'),
        },
      },
      config,
    )

  return lazyEntities({ announcement, receipt, publicKey })
}

export type AnnouncementsEntities = ReturnType<typeof createAnnouncementsEntities>
export type StoredAnnouncement = EntityItem<AnnouncementsEntities['announcement']>
export type StoredReceipt = EntityItem<AnnouncementsEntities['receipt']>
