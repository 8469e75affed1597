import type { S3Client } from '@aws-sdk/client-s3'
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { createAuditLog, createDirectory } from '@campus/db'
import { createAttachments } from '@campus/files'
import { createAuditTrail, sessionAuthenticator, type Authenticate } from '@campus/http'
import type { QueueSender } from '@campus/runtime'
import { createSmsDispatch, createSmsQuota } from '@campus/sms'
import { createAnnouncementSms } from './announcement-sms'
import { createAnnouncementsRepository } from './announcements.repository'
import { createAnnouncementsService, type AnnouncementsService } from './announcements.service'
import type { AuditedEntity } from './audit-trail'
import { createAnnouncementsEntities } from './entities'
import type { AnnouncementSmsSettings } from './env'

export interface AnnouncementsDeps {
  authenticate: Authenticate
  announcements: AnnouncementsService
}

export interface AnnouncementsWiring {
  client: DynamoDBDocumentClient
  tables: { announcements: string; sessions: string; directory: string; files: string; sms: string }
  tokenSecret: string
  s3: S3Client
  attachmentsBucket: string
  /** Sends to sms-send: SQS on AWS, in process locally and in tests. */
  queues: QueueSender
  smsSettings: AnnouncementSmsSettings
}

/** Wires the announcements service. Lambda, the local server and the tests all build the app through this. */
export function createAnnouncementsDeps(wiring: AnnouncementsWiring): AnnouncementsDeps {
  const { client, tables, tokenSecret } = wiring
  const table = tables.announcements
  // The repository is the only holder of the client and this domain's table (docs/adr/0019); the directory,
  // the attachments and the SMS dispatch are the shared packages' own repositories of their tables.
  const dispatch = createSmsDispatch({ client, table: tables.sms, queue: wiring.queues })
  const quota = createSmsQuota(client, tables.sms)
  return {
    authenticate: sessionAuthenticator(client, tables.sessions, tokenSecret),
    announcements: createAnnouncementsService({
      announcements: createAnnouncementsRepository(createAnnouncementsEntities(client, table), client, table),
      people: createDirectory(client, tables.directory),
      attachments: createAttachments({
        client,
        table: tables.files,
        s3: wiring.s3,
        bucket: wiring.attachmentsBucket,
      }),
      sms: createAnnouncementSms(
        { dispatch: (batch) => dispatch.dispatch(batch), quota: () => quota.read() },
        wiring.smsSettings,
      ),
      audit: createAuditTrail<AuditedEntity>(createAuditLog(client, table)),
    }),
  }
}
