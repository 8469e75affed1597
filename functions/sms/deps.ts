import type { S3Client } from '@aws-sdk/client-s3'
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { createAuditLog } from '@campus/db'
import { createAuditTrail, sessionAuthenticator, type Authenticate } from '@campus/http'
import type { JobStarter } from '@campus/runtime'
import { createSmsQuota } from '@campus/sms'
import type { AuditedEntity } from './audit-trail'
import { createSmsCountersRepository } from './counters.repository'
import { createSmsEntities } from './entities'
import { createMonthlyExportsRepository } from './monthly-exports.repository'
import { createMonthlyExportsService, type MonthlyExportsService } from './monthly-exports.service'
import { createQuotaService, type QuotaService } from './quota.service'
import { createSmsLogRepository } from './sms-log.repository'
import { createSmsLogService, type SmsLogService } from './sms-log.service'

export interface SmsDeps {
  authenticate: Authenticate
  quota: QuotaService
  log: SmsLogService
  exports: MonthlyExportsService
}

export interface SmsWiring {
  client: DynamoDBDocumentClient
  tables: { sms: string; sessions: string }
  tokenSecret: string
  s3: S3Client
  /** Where the jobs write the monthly workbooks; this function only presigns their downloads. */
  exportsBucket: string
  /** Starts the monthly workbook job: a one-time schedule on AWS, in-process locally and in the tests. */
  startJob: JobStarter
}

/** Wires the sms services. Lambda, the local server and the tests all build the app through this. */
export function createSmsDeps({
  client,
  tables,
  tokenSecret,
  s3,
  exportsBucket,
  startJob,
}: SmsWiring): SmsDeps {
  const table = tables.sms
  const audit = createAuditTrail<AuditedEntity>(createAuditLog(client, table))
  return {
    authenticate: sessionAuthenticator(client, tables.sessions, tokenSecret),
    quota: createQuotaService({
      // The quota item is @campus/sms's (the dispatch charges it); it alone holds the client for it.
      quota: createSmsQuota(client, table),
      audit,
    }),
    log: createSmsLogService({
      log: createSmsLogRepository(client, table),
      counters: createSmsCountersRepository(client, table),
    }),
    exports: createMonthlyExportsService({
      requests: createMonthlyExportsRepository(createSmsEntities(client, table)),
      audit,
      s3,
      bucket: exportsBucket,
      startJob,
    }),
  }
}
