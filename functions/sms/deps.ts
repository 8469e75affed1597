import type { S3Client } from '@aws-sdk/client-s3'
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { createAuditLog } from '@campus/db'
import { createAuditTrail, sessionAuthenticator, type Authenticate } from '@campus/http'
import { createSmsQuota } from '@campus/sms'
import type { AuditedEntity } from './audit-trail'
import { createSmsCountersRepository } from './counters.repository'
import { createQuotaService, type QuotaService } from './quota.service'
import { createSmsLogRepository } from './sms-log.repository'
import { createSmsLogService, type SmsLogService } from './sms-log.service'

export interface SmsDeps {
  authenticate: Authenticate
  quota: QuotaService
  log: SmsLogService
}

export interface SmsWiring {
  client: DynamoDBDocumentClient
  tables: { sms: string; sessions: string }
  tokenSecret: string
  s3: S3Client
  exportsBucket: string
}

/** Wires the sms services. Lambda, the local server and the tests all build the app through this. */
export function createSmsDeps({ client, tables, tokenSecret, s3, exportsBucket }: SmsWiring): SmsDeps {
  const table = tables.sms
  return {
    authenticate: sessionAuthenticator(client, tables.sessions, tokenSecret),
    quota: createQuotaService({
      // The quota item is @campus/sms's (the dispatch charges it); it alone holds the client for it.
      quota: createSmsQuota(client, table),
      audit: createAuditTrail<AuditedEntity>(createAuditLog(client, table)),
    }),
    log: createSmsLogService({
      log: createSmsLogRepository(client, table),
      counters: createSmsCountersRepository(client, table),
      s3,
      exportsBucket,
    }),
  }
}
