import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { createAuditLog, createDirectory } from '@campus/db'
import { createAuditTrail, sessionAuthenticator, type Authenticate } from '@campus/http'
import type { AuditedEntity } from './audit-trail'
import { createCommentsRepository } from './comments.repository'
import { createCommentsService, type CommentsService } from './comments.service'
import { createMentoringEntities } from './entities'
import { createMentorshipsRepository, type MentorshipsRepository } from './mentorships.repository'
import { createMentorsService, type MentorsService, type People } from './mentors.service'
import { createMentorRatioDeps, type MentorRatioDeps } from './ratio/deps'
import { createMentorSignalsDeps, type MentorSignalsDeps } from './signals/deps'
import { createStandingRepository } from './standing.repository'

export interface MentoringDeps extends MentorRatioDeps, MentorSignalsDeps {
  authenticate: Authenticate
  mentors: MentorsService
  comments: CommentsService
  /** The mentorships, for the reads beside the legacy calls (the NAAC ratio, the mentor's signals). */
  mentorships: MentorshipsRepository
  /** The directory's reads of people. */
  people: People
}

export interface MentoringWiring {
  client: DynamoDBDocumentClient
  tables: {
    mentoring: string
    directory: string
    sessions: string
    /** Read by the NAAC ratio (departments, groups). */
    academics: string
    /** Read by a mentor's signals (assignments missing or late, surveys unanswered). */
    assignments: string
    feedback: string
  }
  tokenSecret: string
}

/** Wires the mentoring services. Lambda, the local server and the tests all build the app through this. */
export function createMentoringDeps({ client, tables, tokenSecret }: MentoringWiring): MentoringDeps {
  const table = tables.mentoring
  // The repositories are the only holders of the client and this domain's table (docs/adr/0019); the directory
  // is the shared package's own reader of identity's people.
  const mentorships = createMentorshipsRepository(client, table)
  const people: People = createDirectory(client, tables.directory)
  const audit = createAuditTrail<AuditedEntity>(createAuditLog(client, table))
  return {
    authenticate: sessionAuthenticator(client, tables.sessions, tokenSecret),
    mentors: createMentorsService({ mentorships, people, audit }),
    comments: createCommentsService({
      comments: createCommentsRepository(createMentoringEntities(client, table)),
      standing: createStandingRepository(client, tables),
      audit,
    }),
    mentorships,
    people,
    ...createMentorRatioDeps({ client, tables }),
    ...createMentorSignalsDeps({ client, tables }),
  }
}
