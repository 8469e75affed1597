import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import {
  FEEDBACK_SURVEY_INDEXES,
  lazyEntities,
  secondaryIndex,
  tableIndex,
  timestampAttributes,
  workbookExportAttributes,
} from '@campus/db'
import { Entity, type EntityItem } from 'electrodb'
import { answeredIn, answeredTemplate, type AnsweredKind } from './answered-index'

/**
 * The feedback table's entities. Every list is one Query:
 * | pattern                                  | index   | key                                                   |
 * |------------------------------------------|---------|-------------------------------------------------------|
 * | question by id                           | primary | QUESTION#<id> / QUESTION                              |
 * | the question bank, oldest first          | gsi1    | QUESTIONS / <createdOn>#<id>                          |
 * | template by id                           | primary | TEMPLATE#<id> / TEMPLATE                              |
 * | the templates, oldest first              | gsi1    | TEMPLATES / <createdOn>#<id>                          |
 * | the answers to one form                  | primary | ANSWERS#<templateId>#<referenceId> / <respondentKey>  |
 * | a reference's report aggregates          | primary | REPORT#<referenceId> / TEMPLATE#<templateId>          |
 * | survey by id; its targets with counts    | primary | SURVEY#<id> / SURVEY, TARGET#<targetId>               |
 * | the surveys, oldest first                | gsi1    | SURVEYS / <createdOn>#<id>                            |
 * | a staff member's targets (staff report)  | gsi1    | STAFFREPORT#<staffId> / <surveyCreatedOn>#<survey>#<target> |
 * | a group's targets (student surveys)      | gsi2    | GROUPSURVEYS#<groupId> / <surveyCreatedOn>#<survey>#<target> |
 * | a target's answers (one per student)     | primary | SURVEYANSWERS#<surveyId>#<targetId> / USER#<userId>   |
 * | a survey's answers (polled candidates)   | gsi1    | SURVEYPOLLED#<surveyId> / <targetId>#<userId>         |
 * | answers by day (the nightly job's work)  | gsi2    | FORMANSWERED#<day>#<shard>, SURVEYANSWERED#<day>#<shard> / <submittedOn>#<id> |
 * | an event form's answer limits (TTL)       | primary | FORMLIMIT#<templateId>#<referenceId> / ADDRESS#<address>#<hour>, QR#<token>#<minute> |
 * | an event form's bursts left out          | primary | REPORT#<referenceId> / EXCLUDED#<templateId>          |
 * | an export request                        | primary | EXPORT#<id> / EXPORT                                  |
 * | audit records (see @campus/db)           | primary | AUDIT#<type>#<id>; gsi1 AUDITDAY#<day>                |
 *
 * An answer is keyed by who gave it (register number, or the browser's submission id for EVENTS forms), so a
 * conditional create is the one-answer-per-respondent check. Aggregates are written with atomic ADDs (see
 * aggregates.ts), not through ElectroDB, because their attribute names depend on the template. Survey targets are
 * aggregates too (see survey-targets.ts). The survey keys other domains read (mentoring: a group's targets and
 * its students' answers) are spelled in @campus/db's feedback-keys.ts, and the survey entities are built on them.
 */

const record = {
  id: { type: 'string', required: true },
  ...timestampAttributes,
  createdBy: { type: 'string', required: true },
} as const

/** The questions a template or survey asks, copied with their bank ids. */
const questionsAttribute = {
  type: 'list',
  required: true,
  items: {
    type: 'map',
    properties: {
      id: { type: 'string', required: true },
      question: { type: 'string', required: true },
    },
  },
} as const

/** Newest-first lists read these gsi1 partitions backwards. */
const listed = <const Partition extends string>(partition: Partition) =>
  secondaryIndex('gsi1', partition, '${createdOn}#${id}')

/**
 * An answer's day and shard, calculated from when it was given and by whom whenever those are written, so
 * every stored answer is listed by day on gsi2 (see answered-index.ts) without a write of its own.
 */
const answeredInAttribute = (respondent: 'respondentKey' | 'userId') =>
  ({
    type: 'string',
    watch: ['submittedOn', respondent],
    set: (_: unknown, item: Record<string, unknown>) =>
      answeredIn(Number(item.submittedOn), String(item[respondent])),
  }) as const

/**
 * The answers of one kind listed by day: the nightly job's walk of what was answered since its last run. The
 * partition's template is answered-index.ts's, typed here as the text it is so its composite is known.
 */
const answeredOn = <Kind extends AnsweredKind>(kind: Kind) =>
  secondaryIndex('gsi2', answeredTemplate(kind) as `${Kind}ANSWERED#\${answeredIn}`, '${submittedOn}#${id}')

export const createFeedbackEntities = (client: DynamoDBDocumentClient, table: string) => {
  const config = { client, table }
  // ElectroDB writes into the schema it is given (it adds `facets` to each key): these entities get their own copy.
  const surveyIndexes = structuredClone(FEEDBACK_SURVEY_INDEXES)

  const question = () =>
    new Entity(
      {
        model: { service: 'feedback', entity: 'question', version: '1' },
        attributes: { ...record, question: { type: 'string', required: true } },
        indexes: {
          byId: tableIndex('QUESTION#${id}', 'QUESTION'),
          bank: listed('QUESTIONS'),
        },
      },
      config,
    )

  const template = () =>
    new Entity(
      {
        model: { service: 'feedback', entity: 'template', version: '1' },
        attributes: {
          ...record,
          name: { type: 'string', required: true },
          questions: questionsAttribute,
          status: { type: ['OPEN', 'CLOSED'] as const, required: true },
        },
        indexes: {
          byId: tableIndex('TEMPLATE#${id}', 'TEMPLATE'),
          all: listed('TEMPLATES'),
        },
      },
      config,
    )

  const answer = () =>
    new Entity(
      {
        model: { service: 'feedback', entity: 'answer', version: '1' },
        attributes: {
          id: { type: 'string', required: true },
          feedbackTemplateId: { type: 'string', required: true },
          referenceId: { type: 'string', required: true },
          /** REG#<register number> or SUBMISSION#<id>: who answered, for one answer each. */
          respondentKey: { type: 'string', required: true },
          studentName: { type: 'string' },
          studentRegNo: { type: 'string' },
          type: { type: 'string' },
          /** The ratings in the template's question order. */
          ratings: { type: 'list', required: true, items: { type: 'number' } },
          submittedOn: { type: 'number', required: true },
          answeredIn: answeredInAttribute('respondentKey'),
        },
        indexes: {
          byForm: tableIndex('ANSWERS#${feedbackTemplateId}#${referenceId}', '${respondentKey}'),
          answeredOn: answeredOn('FORM'),
        },
      },
      config,
    )

  const survey = () =>
    new Entity(
      {
        model: { service: 'feedback', entity: 'survey', version: '1' },
        attributes: {
          ...record,
          name: { type: 'string', required: true },
          type: { type: ['SUBFEEDBACK', 'EXITFEEDBACK', 'OTHERS'] as const, required: true },
          feedbackTemplateId: { type: 'string', required: true },
          departmentId: { type: 'string' },
          closesOn: { type: 'number', required: true },
          status: { type: ['OPEN', 'CLOSED'] as const, required: true },
          questions: questionsAttribute,
          targetCount: { type: 'number', required: true },
          /**
           * The groups of its targets, sorted, kept with the count when targets are added: the public form
           * checks a student's group against them without reading the targets.
           */
          targetGroupIds: { type: 'list', items: { type: 'string' } },
        },
        indexes: surveyIndexes.survey,
      },
      config,
    )

  const surveyAnswer = () =>
    new Entity(
      {
        model: { service: 'feedback', entity: 'surveyAnswer', version: '1' },
        attributes: {
          id: { type: 'string', required: true },
          surveyId: { type: 'string', required: true },
          targetId: { type: 'string', required: true },
          userId: { type: 'string', required: true },
          name: { type: 'string', required: true },
          regNo: { type: 'string' },
          /** The ratings in the survey's question order. */
          ratings: { type: 'list', required: true, items: { type: 'number' } },
          submittedOn: { type: 'number', required: true },
          answeredIn: answeredInAttribute('userId'),
        },
        indexes: { ...surveyIndexes.surveyAnswer, answeredOn: answeredOn('SURVEY') },
      },
      config,
    )

  const exportRequest = () =>
    new Entity(
      {
        model: { service: 'feedback', entity: 'exportRequest', version: '1' },
        attributes: {
          id: { type: 'string', required: true },
          kind: {
            type: [
              'SubjectWise',
              'FeedbackSurvey',
              'staff_feedback_report',
              'class_feedback_report',
            ] as const,
            required: true,
          },
          surveyId: { type: 'string' },
          staffId: { type: 'string' },
          ...workbookExportAttributes,
          /** Who asked, so the job applies their scope and the confidentiality rule. */
          requester: {
            type: 'map',
            required: true,
            properties: {
              userId: { type: 'string', required: true },
              userType: { type: 'string', required: true },
              departmentIds: { type: 'list', required: true, items: { type: 'string' } },
              /** The departments an HOD requester heads: the scope the job reads as. */
              headedDepartmentIds: { type: 'list', items: { type: 'string' } },
            },
          },
          createdOn: { type: 'number', required: true },
          createdBy: { type: 'string', required: true },
        },
        indexes: {
          byId: tableIndex('EXPORT#${id}', 'EXPORT'),
        },
      },
      config,
    )

  /**
   * The answers an event's form took in one window from one address (a clock hour) or through one QR code (a
   * clock minute): one conditional ADD per answer, so however many arrive at once, no more than the limit are
   * taken (docs/adr/0033). DynamoDB deletes the item (TTL) a window after its window.
   */
  const answerLimit = () =>
    new Entity(
      {
        model: { service: 'feedback', entity: 'answerLimit', version: '1' },
        attributes: {
          feedbackTemplateId: { type: 'string', required: true },
          referenceId: { type: 'string', required: true },
          /** `ADDRESS#<address>#<hour>` or `QR#<form token>#<minute>`. */
          window: { type: 'string', required: true },
          answers: { type: 'number', required: true },
          ttl: { type: 'number', required: true },
        },
        indexes: {
          byWindow: tableIndex('FORMLIMIT#${feedbackTemplateId}#${referenceId}', '${window}'),
        },
      },
      config,
    )

  return lazyEntities({ question, template, answer, survey, surveyAnswer, exportRequest, answerLimit })
}

export type FeedbackEntities = ReturnType<typeof createFeedbackEntities>
export type QuestionItem = EntityItem<FeedbackEntities['question']>
export type TemplateItem = EntityItem<FeedbackEntities['template']>
export type AnswerItem = EntityItem<FeedbackEntities['answer']>
export type SurveyItem = EntityItem<FeedbackEntities['survey']>
export type SurveyAnswerItem = EntityItem<FeedbackEntities['surveyAnswer']>
export type ExportRequestItem = EntityItem<FeedbackEntities['exportRequest']>
