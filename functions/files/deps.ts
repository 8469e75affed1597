import type { S3Client } from '@aws-sdk/client-s3'
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { createAuditLog } from '@campus/db'
import { createObjectStore } from '@campus/files'
import { sessionAuthenticator, type Authenticate } from '@campus/http'
import { createFilesAuditTrail } from './audit-trail'
import { createFilesEntities } from './entities'
import { DEFAULT_EXTERNAL_UPLOADS_PER_HOUR, DEFAULT_EXTERNAL_UPLOADS_PER_USER_PER_HOUR } from './settings'
import { createUploadsRepository } from './uploads.repository'
import { createUploadsService, type UploadsService } from './uploads.service'

export interface FilesDeps {
  authenticate: Authenticate
  uploads: UploadsService
}

export interface FilesWiring {
  client: DynamoDBDocumentClient
  tables: { files: string; sessions: string }
  tokenSecret: string
  s3: S3Client
  /** The attachments bucket. */
  bucket: string
  /** `FILES_EXTERNAL_UPLOADS_PER_HOUR`. @default 1000 */
  externalUploadsPerHour?: number
  /** `FILES_EXTERNAL_UPLOADS_PER_USER_PER_HOUR`. @default 300 */
  externalUploadsPerUserPerHour?: number
  /** The clock (tests move it). @default Date.now */
  now?: () => number
}

/** Wires the files services. Lambda, the local server and the tests all build the app through this. */
export function createFilesDeps({
  client,
  tables,
  tokenSecret,
  s3,
  bucket,
  ...options
}: FilesWiring): FilesDeps {
  const table = tables.files
  return {
    authenticate: sessionAuthenticator(client, tables.sessions, tokenSecret),
    uploads: createUploadsService({
      // The repository is the only holder of the client and the table (docs/adr/0019).
      uploads: createUploadsRepository(createFilesEntities(client, table), client, table),
      store: createObjectStore(s3, bucket),
      audit: createFilesAuditTrail(createAuditLog(client, table)),
      externalUploadsPerHour: options.externalUploadsPerHour ?? DEFAULT_EXTERNAL_UPLOADS_PER_HOUR,
      externalUploadsPerUserPerHour:
        options.externalUploadsPerUserPerHour ?? DEFAULT_EXTERNAL_UPLOADS_PER_USER_PER_HOUR,
      ...(options.now ? { now: options.now } : {}),
    }),
  }
}
