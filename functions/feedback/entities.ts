import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { lazyEntities } from '@campus/db'
import { Entity, type EntityItem } from 'electrodb'

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
 * | audit records (see @campus/db)           | primary | AUDIT#<type>#<id>; gsi1 AUDITDAY#<day>                |
 *
 * An answer is keyed by who gave it (register number, or the browser's submission id for EVENTS forms), so a
 * conditional create is the one-answer-per-respondent check. Aggregates are written with atomic ADDs (see
 * aggregates.ts), not through ElectroDB, because their attribute names depend on the template.
 */

const none = { casing: 'none' } as const
const record = {
  id: { type: 'string', required: true },
  createdOn: { type: 'number', required: true },
  modifiedOn: { type: 'number', required: true },
  createdBy: { type: 'string', required: true },
} as const

/** Newest-first lists read these gsi1 partitions backwards. */
const listed = (partition: string) =>
  ({
    index: 'gsi1',
    pk: { field: 'gsi1pk', composite: [], template: partition, ...none },
    sk: { field: 'gsi1sk', composite: ['createdOn', 'id'], template: '${createdOn}#${id}', ...none },
  }) as const

export const createFeedbackEntities = (client: DynamoDBDocumentClient, table: string) => {
  const config = { client, table }

  const question = () =>
    new Entity(
      {
        model: { service: 'feedback', entity: 'question', version: '1' },
        attributes: { ...record, question: { type: 'string', required: true } },
        indexes: {
          byId: {
            pk: { field: 'pk', composite: ['id'], template: 'QUESTION#${id}', ...none },
            sk: { field: 'sk', composite: [], template: 'QUESTION', ...none },
          },
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
          questions: {
            type: 'list',
            required: true,
            items: {
              type: 'map',
              properties: {
                id: { type: 'string', required: true },
                question: { type: 'string', required: true },
              },
            },
          },
          status: { type: ['OPEN', 'CLOSED'] as const, required: true },
        },
        indexes: {
          byId: {
            pk: { field: 'pk', composite: ['id'], template: 'TEMPLATE#${id}', ...none },
            sk: { field: 'sk', composite: [], template: 'TEMPLATE', ...none },
          },
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
        },
        indexes: {
          byForm: {
            pk: {
              field: 'pk',
              composite: ['feedbackTemplateId', 'referenceId'],
              template: 'ANSWERS#${feedbackTemplateId}#${referenceId}',
              ...none,
            },
            sk: { field: 'sk', composite: ['respondentKey'], template: '${respondentKey}', ...none },
          },
        },
      },
      config,
    )

  return lazyEntities({ question, template, answer })
}

export type FeedbackEntities = ReturnType<typeof createFeedbackEntities>
export type QuestionItem = EntityItem<FeedbackEntities['question']>
export type TemplateItem = EntityItem<FeedbackEntities['template']>
export type AnswerItem = EntityItem<FeedbackEntities['answer']>
