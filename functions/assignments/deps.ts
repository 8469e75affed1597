import type { S3Client } from '@aws-sdk/client-s3'
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { createAuditLog, createDirectory, createTeaching } from '@campus/db'
import { createAttachments } from '@campus/files'
import { createAuditTrail, sessionAuthenticator, type Authenticate } from '@campus/http'
import type { JobStarter, QueueSender } from '@campus/runtime'
import { createAssignmentsRepository } from './assignments.repository'
import { createAssignmentsService, type AssignmentsService } from './assignments.service'
import type { AuditedEntity } from './audit-trail'
import { createAssignmentsEntities } from './entities'
import type { AssignmentsPorts } from './ports'
import { createRemindersService, type RemindersService } from './reminders.service'
import { createSubmissionsRepository } from './submissions.repository'
import { createSubmissionsService, type SubmissionsService } from './submissions.service'
import { createZipExportsRepository } from './zip-exports.repository'
import { createZipExportsService, type ZipExportsService } from './zip-exports.service'

export interface AssignmentsDeps {
  authenticate: Authenticate
  assignments: AssignmentsService
  submissions: SubmissionsService
  reminders: RemindersService
  zips: ZipExportsService
}

export interface AssignmentsWiring {
  client: DynamoDBDocumentClient
  tables: { assignments: string; sessions: string; academics: string; directory: string; files: string }
  tokenSecret: string
  s3: S3Client
  attachmentsBucket: string
  /** Days after the deadline a late submission is still taken (`ASSIGNMENTS_LATE_DAYS`). */
  lateDays: number
  /** Sends reminders to `announcement-post` (the announcements domain posts them): SQS on AWS, in process locally. */
  queues: QueueSender
  /** Where the jobs write the submissions zips; this function only presigns their downloads. */
  exportsBucket: string
  /** Starts the submissions zip job: a one-time schedule on AWS, in process locally and in the tests. */
  startJob: JobStarter
  now?: () => number
}

/** Wires the assignments services. Lambda, the local server and the tests all build the app through this. */
export function createAssignmentsDeps(wiring: AssignmentsWiring): AssignmentsDeps {
  const { client, tables, tokenSecret } = wiring
  const table = tables.assignments
  const entities = createAssignmentsEntities(client, table)
  // The repositories are the only holders of the client and this domain's table (docs/adr/0019); subjects,
  // students and files are read through the shared packages' own readers of their tables.
  const shared = {
    assignments: createAssignmentsRepository(entities, client, table),
    submissions: createSubmissionsRepository(entities),
    ports: {
      teaching: createTeaching(client, tables.academics),
      people: createDirectory(client, tables.directory),
      attachments: createAttachments({
        client,
        table: tables.files,
        s3: wiring.s3,
        bucket: wiring.attachmentsBucket,
      }),
    } satisfies AssignmentsPorts,
    audit: createAuditTrail<AuditedEntity>(createAuditLog(client, table)),
    lateDays: wiring.lateDays,
    ...(wiring.now ? { now: wiring.now } : {}),
  }
  return {
    authenticate: sessionAuthenticator(client, tables.sessions, tokenSecret),
    assignments: createAssignmentsService(shared),
    submissions: createSubmissionsService(shared),
    reminders: createRemindersService({ ...shared, queue: wiring.queues }),
    zips: createZipExportsService({
      ...shared,
      requests: createZipExportsRepository(entities),
      s3: wiring.s3,
      bucket: wiring.exportsBucket,
      startJob: wiring.startJob,
    }),
  }
}
