import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { lazyEntities, tableIndex } from '@campus/db'
import { Entity, type EntityItem } from 'electrodb'

/**
 * The files table's own entities. The upload records, which other domains also claim and release, are
 * defined with their keys in `@campus/files` (packages/files/src/records.ts):
 * | pattern                                    | index   | key                                                  |
 * |--------------------------------------------|---------|------------------------------------------------------|
 * | an upload by its key (@campus/files)       | primary | FILE#<fileKey> / UPLOAD                              |
 * | unclaimed uploads, oldest first (sparse)   | gsi1    | UNCLAIMED / AT#<createdOn, 15 digits>#<fileKey>      |
 * | one person's uploads, newest first         | gsi2    | UPLOADER#<uploadedBy> / AT#<createdOn>#<fileKey>     |
 * | external uploads per address or user, hour | primary | QUOTA#<caller> / HOUR#<yyyy-mm-ddThh> (TTL)          |
 * | audit records (see @campus/db)             | primary | AUDIT#upload#<fileKey>; gsi1 AUDITDAY#<day>          |
 */

export const createFilesEntities = (client: DynamoDBDocumentClient, table: string) => {
  const config = { client, table }

  /**
   * External uploads from one caller in one clock hour (`caller`: an address without a session, `user:<id>`
   * with one): one conditional ADD per upload, so however many arrive at once, no more than the limit are
   * counted. DynamoDB deletes the item (TTL) an hour after its hour.
   */
  const externalQuota = () =>
    new Entity(
      {
        model: { service: 'files', entity: 'externalQuota', version: '1' },
        attributes: {
          caller: { type: 'string', required: true },
          hour: { type: 'string', required: true },
          uploads: { type: 'number', required: true },
          ttl: { type: 'number', required: true },
        },
        indexes: {
          byCaller: tableIndex('QUOTA#${caller}', 'HOUR#${hour}'),
        },
      },
      config,
    )

  return lazyEntities({ externalQuota })
}

export type FilesEntities = ReturnType<typeof createFilesEntities>
export type StoredQuota = EntityItem<FilesEntities['externalQuota']>
