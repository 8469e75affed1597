import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { lazyEntities } from '@campus/db'
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

const none = { casing: 'none' } as const

/** Send times in keys are zero-padded, so keys sort as the numbers do. */
const byCreatedOn = (field: string) =>
  ({ field, composite: ['createdOn', 'id'], template: 'ON#${createdOn}#${id}', ...none }) as const

/** An attachment as records keep it: the upload's key and S3 version; the URL is signed on each read. */
const fileAttribute = {
  type: 'map',
  properties: {
    versionId: { type: 'string', required: true },
    fileKey: { type: 'string', required: true },
  },
} as const

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
          file: fileAttribute,
          userIds: ids,
          groupIds: ids,
          parentsUserIds: ids,
          parentsGroupIds: ids,
          createdBy: { type: 'string', required: true },
          createdByName: { type: 'string', required: true },
          createdOn: { type: 'number', required: true, padding: { length: 15, char: '0' } },
          randomKey: { type: 'string', required: true },
        },
        indexes: {
          byId: {
            pk: { field: 'pk', composite: ['id'], template: 'ANNOUNCEMENT#${id}', ...none },
            sk: { field: 'sk', composite: [], template: 'ANNOUNCEMENT', ...none },
          },
          byCreator: {
            index: 'gsi1',
            pk: { field: 'gsi1pk', composite: ['createdBy'], template: 'CREATOR#${createdBy}', ...none },
            sk: byCreatedOn('gsi1sk'),
          },
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
          createdByName: { type: 'string', required: true },
          createdOn: { type: 'number', required: true, padding: { length: 15, char: '0' } },
          file: fileAttribute,
        },
        indexes: {
          byRecipient: {
            pk: {
              field: 'pk',
              composite: ['audience', 'recipientId'],
              template: 'RECIPIENT#${audience}#${recipientId}',
              ...none,
            },
            sk: byCreatedOn('sk'),
          },
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
          byKey: {
            pk: { field: 'pk', composite: ['randomKey'], template: 'KEY#${randomKey}', ...none },
            sk: { field: 'sk', composite: [], template: 'KEY', ...none },
          },
        },
      },
      config,
    )

  return lazyEntities({ announcement, receipt, publicKey })
}

export type AnnouncementsEntities = ReturnType<typeof createAnnouncementsEntities>
export type StoredAnnouncement = EntityItem<AnnouncementsEntities['announcement']>
export type StoredReceipt = EntityItem<AnnouncementsEntities['receipt']>
