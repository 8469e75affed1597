import type { S3Client } from '@aws-sdk/client-s3'
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { createAuditLog, createTeaching } from '@campus/db'
import { createAttachments } from '@campus/files'
import { createAuditTrail, sessionAuthenticator, type Authenticate } from '@campus/http'
import type { AuditedEntity } from './audit-trail'
import { createCourseMaterialEntities } from './entities'
import { createMaterialListsService, type MaterialListsService } from './material-lists.service'
import { createMaterialView } from './material-view'
import { createMaterialsRepository } from './materials.repository'
import { createMaterialsService, type MaterialsService } from './materials.service'
import { createSubjectReach } from './subject-reach'

export interface CourseMaterialDeps {
  authenticate: Authenticate
  materials: MaterialsService
  lists: MaterialListsService
}

export interface CourseMaterialWiring {
  client: DynamoDBDocumentClient
  tables: { coursematerial: string; sessions: string; academics: string; files: string }
  tokenSecret: string
  s3: S3Client
  attachmentsBucket: string
}

/** Wires the coursematerial services. Lambda, the local server and the tests all build the app through this. */
export function createCourseMaterialDeps({
  client,
  tables,
  tokenSecret,
  s3,
  attachmentsBucket,
}: CourseMaterialWiring): CourseMaterialDeps {
  const table = tables.coursematerial
  // The repository is the only holder of the client and this domain's table (docs/adr/0019); subjects are
  // read from academics' table and files kept in the files table through the shared packages' own readers.
  const materials = createMaterialsRepository(createCourseMaterialEntities(client, table), client, table)
  const teaching = createTeaching(client, tables.academics)
  const attachments = createAttachments({ client, table: tables.files, s3, bucket: attachmentsBucket })
  const subjects = createSubjectReach(teaching)
  const view = createMaterialView(attachments)
  return {
    authenticate: sessionAuthenticator(client, tables.sessions, tokenSecret),
    materials: createMaterialsService({
      materials,
      subjects,
      attachments,
      view,
      audit: createAuditTrail<AuditedEntity>(createAuditLog(client, table)),
    }),
    lists: createMaterialListsService({ materials, subjects, teaching, view }),
  }
}
