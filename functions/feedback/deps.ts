import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { createAuditLog, createSessionStore } from '@campus/db'
import { createAuditTrail, createAuthenticator, createTokenService, type Authenticate } from '@campus/http'
import { createAnswersService, type AnswersService } from './answers.service'
import type { AuditedEntity } from './audit-trail'
import { createFeedbackEntities } from './entities'
import { createQuestionsService, type QuestionsService } from './questions.service'
import { createReportsService, type ReportsService } from './reports.service'
import { createTemplatesService, type TemplatesService } from './templates.service'

export interface FeedbackDeps {
  authenticate: Authenticate
  questions: QuestionsService
  templates: TemplatesService
  answers: AnswersService
  reports: ReportsService
}

export interface FeedbackWiring {
  client: DynamoDBDocumentClient
  tables: { feedback: string; sessions: string }
  tokenSecret: string
}

/** Wires the feedback services. Lambda, the local server and the tests all build the app through this. */
export function createFeedbackDeps({ client, tables, tokenSecret }: FeedbackWiring): FeedbackDeps {
  const table = tables.feedback
  const entities = createFeedbackEntities(client, table)
  const audit = createAuditTrail<AuditedEntity>(createAuditLog(client, table))
  const templates = createTemplatesService({ entities, audit })
  return {
    authenticate: createAuthenticator({
      tokens: createTokenService(tokenSecret),
      sessions: createSessionStore(client, tables.sessions),
    }),
    questions: createQuestionsService({ entities, audit }),
    templates,
    answers: createAnswersService({ entities, templates, client, table }),
    reports: createReportsService({ client, table }),
  }
}
