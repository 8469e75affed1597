import type { S3Client } from '@aws-sdk/client-s3'
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { createAuditLog, createSessionStore } from '@campus/db'
import {
  createAuditTrail,
  createAuthenticator,
  createFormTokens,
  createTokenService,
  type Authenticate,
} from '@campus/http'
import type { JobStarter } from '@campus/runtime'
import { createAnswersService, type AnswersService } from './answers.service'
import { DEFAULT_MIN_RESPONSES } from './settings'
import type { AuditedEntity } from './audit-trail'
import { createFeedbackEntities } from './entities'
import { createExportsService } from './exports.service'
import { createQuestionsService } from './questions.service'
import { createReportsService } from './reports.service'
import { createSurveyAnswersService } from './survey-answers.service'
import { createSurveyReportsService } from './survey-reports.service'
import { createSurveysService } from './surveys.service'
import { createTemplatesService } from './templates.service'

/** What the feedback services need, on Lambda, locally, in tests and in the jobs that reuse them. */
export interface FeedbackServicesWiring {
  client: DynamoDBDocumentClient
  table: string
  s3: S3Client
  exportsBucket: string
  /** Starts the export job: a one-time schedule on AWS, in-process locally. */
  startJob: JobStarter
  minResponses?: number
}

/** The services without the HTTP concerns; the jobs build these too. */
export function createFeedbackServices(wiring: FeedbackServicesWiring) {
  const { client, table } = wiring
  const entities = createFeedbackEntities(client, table)
  const audit = createAuditTrail<AuditedEntity>(createAuditLog(client, table))
  const templates = createTemplatesService({ entities, audit })
  const surveys = createSurveysService({ entities, templates, audit, client, table })
  return {
    /** The table itself, for the nightly job's walks and progress (see job-progress.ts). */
    db: { client, table },
    entities,
    questions: createQuestionsService({ entities, audit }),
    templates,
    reports: createReportsService({ client, table }),
    surveys,
    surveyAnswers: createSurveyAnswersService({ entities, client, table }),
    surveyReports: createSurveyReportsService({
      entities,
      surveys,
      client,
      table,
      minResponses: wiring.minResponses ?? DEFAULT_MIN_RESPONSES,
    }),
    exports: createExportsService({
      entities,
      surveys,
      audit,
      s3: wiring.s3,
      bucket: wiring.exportsBucket,
      startJob: wiring.startJob,
    }),
  }
}

export type FeedbackServices = ReturnType<typeof createFeedbackServices>

export interface FeedbackDeps extends FeedbackServices {
  authenticate: Authenticate
  /** The public form's answers: they need the student directory and the form-link key, which jobs do not. */
  answers: AnswersService
}

export interface FeedbackWiring extends Omit<FeedbackServicesWiring, 'table'> {
  tables: { feedback: string; sessions: string; directory: string }
  tokenSecret: string
}

/** Wires the feedback services. Lambda, the local server and the tests all build the app through this. */
export function createFeedbackDeps({ tables, tokenSecret, ...wiring }: FeedbackWiring): FeedbackDeps {
  const services = createFeedbackServices({ ...wiring, table: tables.feedback })
  return {
    ...services,
    answers: createAnswersService({
      entities: services.entities,
      client: wiring.client,
      table: tables.feedback,
      directoryTable: tables.directory,
      formTokens: createFormTokens(tokenSecret),
    }),
    authenticate: createAuthenticator({
      tokens: createTokenService(tokenSecret),
      sessions: createSessionStore(wiring.client, tables.sessions),
    }),
  }
}
