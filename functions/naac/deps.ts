import type { S3Client } from '@aws-sdk/client-s3'
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { createAuditLog, createFacultyDepartments } from '@campus/db'
import { createAttachments } from '@campus/files'
import { createAuditTrail, sessionAuthenticator, type Authenticate } from '@campus/http'
import type { JobStarter } from '@campus/runtime'
import type { AuditedEntity } from './audit-trail'
import { createCommentsRepository } from './comments/comments.repository'
import { createCommentsService, type CommentsService } from './comments/comments.service'
import { createCountsRepository } from './counts.repository'
import { createNaacEntities } from './entities'
import { createEntriesRepository } from './entries.repository'
import { createEntriesService, type EntriesService } from './entries.service'
import { createEntryView } from './entry-view'
import { createFacultyDeptChecks } from './faculty-depts'
import { createHistoryService, type HistoryService } from './history/history.service'
import { createNaacExcel, type NaacExcel } from './imports/excel'
import { createNotApplicableRepository } from './not-applicable/not-applicable.repository'
import {
  createNotApplicableService,
  type NotApplicableService,
} from './not-applicable/not-applicable.service'
import { createNaacReports } from './reports/wiring'
import type { NaacReports } from './reports/reports'
import { createTemplatesRepository } from './templates.repository'
import { createTemplatesService, type TemplatesService } from './templates.service'

export interface NaacDeps {
  authenticate: Authenticate
  templates: TemplatesService
  entries: EntriesService
  comments: CommentsService
  notApplicable: NotApplicableService
  history: HistoryService
  excel: NaacExcel
  reports: NaacReports
}

export interface NaacWiring {
  client: DynamoDBDocumentClient
  tables: { naac: string; sessions: string; academics: string; files: string }
  tokenSecret: string
  s3: S3Client
  attachmentsBucket: string
  /** Sample workbooks and imported workbooks; the jobs Lambda writes them, this function reads them. */
  exportsBucket: string
  /** Starts the Excel jobs: a one-time schedule on AWS, in process locally and in the tests. */
  startJob: JobStarter
  now?: () => number
}

/** Wires the naac services. Lambda, the local server and the tests all build the app through this. */
export function createNaacDeps(wiring: NaacWiring): NaacDeps {
  const { client, tables, tokenSecret } = wiring
  return {
    authenticate: sessionAuthenticator(client, tables.sessions, tokenSecret),
    ...createNaacServices(wiring),
  }
}

/** The services alone, for callers that are no request (the demo seed). */
export function createNaacServices(wiring: Omit<NaacWiring, 'tokenSecret'>): Omit<NaacDeps, 'authenticate'> {
  const { client, tables } = wiring
  const table = tables.naac
  const entities = createNaacEntities(client, table)
  // The repositories are the only holders of the client and this domain's table (docs/adr/0019); faculty
  // departments and files are read through the shared packages' own readers of their tables.
  const templates = createTemplatesRepository(entities)
  const counts = createCountsRepository(entities)
  const entries = createEntriesRepository(entities, client, table)
  const notApplicable = createNotApplicableRepository(entities)
  const attachments = createAttachments({
    client,
    table: tables.files,
    s3: wiring.s3,
    bucket: wiring.attachmentsBucket,
  })
  const facultyDepartments = createFacultyDepartments(client, tables.academics)
  const checks = createFacultyDeptChecks(facultyDepartments)
  const auditLog = createAuditLog(client, table)
  const audit = createAuditTrail<AuditedEntity>(auditLog)
  const clock = wiring.now ? { now: wiring.now } : {}
  const excel = createNaacExcel({
    entities,
    templates,
    checks,
    notApplicable,
    audit,
    s3: wiring.s3,
    exportsBucket: wiring.exportsBucket,
    startJob: wiring.startJob,
    now: wiring.now,
  })
  return {
    templates: createTemplatesService({
      templates,
      counts,
      attachments,
      notApplicable,
      samples: excel.samples,
      audit,
      ...clock,
    }),
    entries: createEntriesService({
      entries,
      templates,
      counts,
      checks,
      notApplicable,
      attachments,
      view: createEntryView({ templates, attachments }),
      audit,
      ...clock,
    }),
    comments: createCommentsService({
      comments: createCommentsRepository(entities, client, table),
      counts,
      checks,
      audit,
      ...clock,
    }),
    notApplicable: createNotApplicableService({
      records: notApplicable,
      facultyDepartments,
      audit,
      ...clock,
    }),
    history: createHistoryService({ entries, templates, audit: auditLog, checks }),
    excel,
    reports: createNaacReports({
      entities,
      templates,
      entries,
      notApplicable,
      facultyDepartments,
      attachments,
      s3: wiring.s3,
      exportsBucket: wiring.exportsBucket,
      attachmentsBucket: wiring.attachmentsBucket,
      startJob: wiring.startJob,
      now: wiring.now,
    }),
  }
}
