import type { S3Client } from '@aws-sdk/client-s3'
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { createAuditLog } from '@campus/db'
import { createAuditTrail, createFormTokens, sessionAuthenticator, type Authenticate } from '@campus/http'
import type { JobStarter } from '@campus/runtime'
import { createAnswersService, type AnswersService } from './answers.service'
import { DEFAULT_MIN_RESPONSES } from './settings'
import type { AuditedEntity } from './audit-trail'
import { createFeedbackEntities, type FeedbackEntities } from './entities'
import { createExportRequestsRepository } from './export-requests.repository'
import { createExportsService } from './exports.service'
import { createFormAnswersRepository } from './form-answers.repository'
import { createQuestionsRepository } from './questions.repository'
import { createQuestionsService } from './questions.service'
import { createReportAggregatesRepository } from './report-aggregates.repository'
import { createReportsService } from './reports.service'
import { createSurveyAnswersRepository } from './survey-answers.repository'
import { createSurveyAnswersService } from './survey-answers.service'
import { createSurveyReportsService } from './survey-reports.service'
import { createSurveyTargetsRepository } from './survey-targets.repository'
import { createSurveysRepository } from './surveys.repository'
import { createSurveysService } from './surveys.service'
import { createTemplatesRepository } from './templates.repository'
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

/**
 * The feedback table's repositories: with the entities and the nightly jobs, the only holders of the client and
 * the table (docs/adr/0019). The public form's answers need the student directory too (createFeedbackDeps).
 */
export function createFeedbackRepositories(
  entities: FeedbackEntities,
  client: DynamoDBDocumentClient,
  table: string,
) {
  return {
    questions: createQuestionsRepository(entities),
    templates: createTemplatesRepository(entities),
    surveys: createSurveysRepository(entities, client, table),
    targets: createSurveyTargetsRepository(client, table),
    surveyAnswers: createSurveyAnswersRepository(entities, client, table),
    aggregates: createReportAggregatesRepository(client, table),
    exportRequests: createExportRequestsRepository(entities),
  }
}

export type FeedbackRepositories = ReturnType<typeof createFeedbackRepositories>

/** The services without the HTTP concerns; the jobs build these too. */
export function createFeedbackServices(wiring: FeedbackServicesWiring) {
  const { client, table } = wiring
  const entities = createFeedbackEntities(client, table)
  const repositories = createFeedbackRepositories(entities, client, table)
  const audit = createAuditTrail<AuditedEntity>(createAuditLog(client, table))
  const templates = createTemplatesService({ templates: repositories.templates, audit })
  const surveys = createSurveysService({
    surveys: repositories.surveys,
    targets: repositories.targets,
    templates,
    audit,
  })
  return {
    /** The table itself, for the nightly job's walks and progress (see job-progress.ts). */
    db: { client, table },
    /** The entities, for the jobs (export-job.ts, nightly-workbooks.job.ts), which are not services. */
    entities,
    repositories,
    questions: createQuestionsService({ questions: repositories.questions, audit }),
    templates,
    reports: createReportsService({ aggregates: repositories.aggregates }),
    surveys,
    surveyAnswers: createSurveyAnswersService({
      answers: repositories.surveyAnswers,
      targets: repositories.targets,
    }),
    surveyReports: createSurveyReportsService({
      surveys,
      surveyRecords: repositories.surveys,
      targets: repositories.targets,
      answers: repositories.surveyAnswers,
      minResponses: wiring.minResponses ?? DEFAULT_MIN_RESPONSES,
    }),
    exports: createExportsService({
      requests: repositories.exportRequests,
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
      formAnswers: createFormAnswersRepository(services.entities, wiring.client, tables),
      templates: services.repositories.templates,
      targets: services.repositories.targets,
      aggregates: services.repositories.aggregates,
      formTokens: createFormTokens(tokenSecret),
    }),
    authenticate: sessionAuthenticator(wiring.client, tables.sessions, tokenSecret),
  }
}
