import type { S3Client } from '@aws-sdk/client-s3'
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { createAuditLog, createDirectory } from '@campus/db'
import {
  createAnswerCodes,
  createAuditTrail,
  createFormTokens,
  sessionAuthenticator,
  type Authenticate,
} from '@campus/http'
import type { JobStarter } from '@campus/runtime'
import { createAnswerCodesService, type AnswerCodesService } from './answer-codes.service'
import type { EventAnswerLimits } from './answer-limits'
import { createAnswersService, type AnswersService } from './answers.service'
import {
  DEFAULT_MIN_RESPONSES,
  EVENT_ANSWERS_PER_ADDRESS_PER_HOUR,
  EVENT_ANSWERS_PER_QR_PER_MINUTE,
} from './settings'
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
import { createSurveyAnswersService, type SurveyAnswersService } from './survey-answers.service'
import { createSurveyReportsService } from './survey-reports.service'
import { createSurveyTargetsRepository } from './survey-targets.repository'
import { createSurveysRepository } from './surveys.repository'
import {
  createSubmissionPatternsService,
  type SubmissionPatternsService,
} from './submission-patterns.service'
import { createSurveysService } from './surveys.service'
import { createTemplatesRepository } from './templates.repository'
import { createTemplatesService } from './templates.service'

/** The departments of a member of staff, from their directory contact (none when they have no contact). */
const staffDepartmentsIn = (client: DynamoDBDocumentClient, table: string) => {
  const directory = createDirectory(client, table)
  return async (staffId: string) => (await directory.contacts([staffId]))[0]?.departmentIds ?? []
}

/** What the feedback services need, on Lambda, locally, in tests and in the jobs that reuse them. */
export interface FeedbackServicesWiring {
  client: DynamoDBDocumentClient
  table: string
  s3: S3Client
  exportsBucket: string
  /** Starts the export job: a one-time schedule on AWS, in-process locally. */
  startJob: JobStarter
  minResponses?: number
  /** Identity's directory (read only): which departments a member of staff belongs to. Absent in the jobs. */
  directoryTable?: string
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
    reports: createReportsService({ aggregates: repositories.aggregates, surveys: repositories.surveys }),
    audit,
    surveys,
    surveyReports: createSurveyReportsService({
      surveys,
      surveyRecords: repositories.surveys,
      targets: repositories.targets,
      answers: repositories.surveyAnswers,
      minResponses: wiring.minResponses ?? DEFAULT_MIN_RESPONSES,
      ...(wiring.directoryTable
        ? { staffDepartments: staffDepartmentsIn(client, wiring.directoryTable) }
        : {}),
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
  /**
   * The public form's answers, students' answers in the portal, answer codes, event forms' submission
   * patterns: they need the student directory and the keys of form links and answer codes, which jobs do not.
   */
  answers: AnswersService
  surveyAnswers: SurveyAnswersService
  answerCodes: AnswerCodesService
  submissionPatterns: SubmissionPatternsService
}

export interface FeedbackWiring extends Omit<FeedbackServicesWiring, 'table'> {
  tables: { feedback: string; sessions: string; directory: string }
  tokenSecret: string
  /** How many answers an event's form takes per address per hour and per QR code per minute (settings.ts). */
  eventLimits?: Partial<EventAnswerLimits>
}

/** Wires the feedback services. Lambda, the local server and the tests all build the app through this. */
export function createFeedbackDeps({
  tables,
  tokenSecret,
  eventLimits,
  ...wiring
}: FeedbackWiring): FeedbackDeps {
  const services = createFeedbackServices({
    ...wiring,
    table: tables.feedback,
    directoryTable: tables.directory,
  })
  const { repositories } = services
  const formAnswers = createFormAnswersRepository(services.entities, wiring.client, tables)
  const answerCodes = createAnswerCodes(tokenSecret)
  return {
    ...services,
    answers: createAnswersService({
      formAnswers,
      templates: repositories.templates,
      targets: repositories.targets,
      aggregates: repositories.aggregates,
      formTokens: createFormTokens(tokenSecret),
      answerCodes,
      eventLimits: {
        perAddressPerHour: eventLimits?.perAddressPerHour ?? EVENT_ANSWERS_PER_ADDRESS_PER_HOUR,
        perQrPerMinute: eventLimits?.perQrPerMinute ?? EVENT_ANSWERS_PER_QR_PER_MINUTE,
      },
    }),
    surveyAnswers: createSurveyAnswersService({
      answers: repositories.surveyAnswers,
      targets: repositories.targets,
      answerCodes,
    }),
    answerCodes: createAnswerCodesService({ surveys: services.surveys, formAnswers, answerCodes }),
    submissionPatterns: createSubmissionPatternsService({
      aggregates: repositories.aggregates,
      formAnswers,
      surveys: repositories.surveys,
      audit: services.audit,
    }),
    authenticate: sessionAuthenticator(wiring.client, tables.sessions, tokenSecret),
  }
}
