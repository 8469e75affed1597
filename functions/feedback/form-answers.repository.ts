import { paginateQuery, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { batchGetAcross, createDirectory, directoryKey, writtenUnlessConditionFails } from '@campus/db'
import type { AnswerItem, FeedbackEntities, SurveyItem, TemplateItem } from './entities'
import { itemKeys } from './item-keys'
import { formAnswersPartition } from './keys'

/** A form: a template answered about one reference (an event, a survey). */
export interface FormRef {
  feedbackTemplateId: string
  referenceId: string
}

/** A window of an event form's answer limits (docs/adr/0033): its key, when its item may go, and its limit. */
export interface LimitWindow {
  /** `ADDRESS#<address>#<hour>` or `QR#<form token>#<minute>`. */
  window: string
  /** Epoch seconds after which DynamoDB may delete the count. */
  expiresAt: number
  limit: number
}

/** An answer as the submission pattern and a burst's counts read it. */
export interface AnswerTime {
  respondentKey: string
  ratings: number[]
  submittedOn: number
}

/**
 * The public form's answers, one per respondent and form (`ANSWERS#<templateId>#<referenceId>` /
 * `<respondent>`); the read that checks a survey form's answer: the template, the survey and the student's
 * entry in the student directory identity keeps (read only), in one BatchGetItem across the two tables; the
 * counts that limit an event form's answers; and the students of a survey's groups, for their answer codes.
 */
export function createFormAnswersRepository(
  entities: FeedbackEntities,
  client: DynamoDBDocumentClient,
  tables: { feedback: string; directory: string },
) {
  const directory = createDirectory(client, tables.directory)
  const { survey: surveyKey, template: templateKey } = itemKeys(entities)

  return {
    /** The template, the survey and the register number's directory entry, each if it exists. */
    async readSurveyForm(feedbackTemplateId: string, surveyId: string, registerNo: string) {
      const found = await batchGetAcross(client, {
        [tables.feedback]: [templateKey(feedbackTemplateId), surveyKey(surveyId)],
        [tables.directory]: [directoryKey(registerNo)],
      })
      const items = found[tables.feedback] ?? []
      return {
        template: items.find((item) => item.sk === 'TEMPLATE') as TemplateItem | undefined,
        survey: items.find((item) => item.sk === 'SURVEY') as SurveyItem | undefined,
        student: directory.entryOf(found[tables.directory]?.[0]),
      }
    },

    /** Writes the answer unless this respondent already answered this form: false then. One conditional put. */
    async create(answer: AnswerItem): Promise<boolean> {
      return writtenUnlessConditionFails(() => entities.answer.create(answer).go())
    },

    /**
     * Counts one answer to the form in `window` if fewer than its limit were counted: one conditional
     * UpdateItem, never a read then a write, so 50 answers at once take exactly what is left. Whether the
     * answer may go ahead.
     */
    async reserve(form: FormRef, { window, expiresAt, limit }: LimitWindow) {
      return writtenUnlessConditionFails(() =>
        entities.answerLimit
          .update({ ...form, window })
          .add({ answers: 1 })
          .set({ ttl: expiresAt })
          .where(({ answers }, { notExists, lt }) => `${notExists(answers)} OR ${lt(answers, limit)}`)
          .go({ response: 'none', originalErr: true }),
      )
    },

    /** When each answer to a form was given, with its ratings and respondent: Queries of its partition. */
    async answersOf(form: FormRef): Promise<AnswerTime[]> {
      const answers: AnswerTime[] = []
      const pages = paginateQuery(
        { client },
        {
          TableName: tables.feedback,
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: {
            ':pk': formAnswersPartition(form.feedbackTemplateId, form.referenceId),
          },
          ProjectionExpression: 'sk, ratings, submittedOn',
        },
      )
      for await (const page of pages)
        for (const item of page.Items ?? [])
          answers.push({
            respondentKey: String(item.sk),
            ratings: item.ratings as number[],
            submittedOn: Number(item.submittedOn),
          })
      return answers
    },

    /**
     * The ACTIVE students of these groups, by name and register number only (their contacts hold phones, which
     * a slip never needs): a Query of each group's directory listing.
     */
    async studentsOf(groupIds: readonly string[]) {
      const groups = await Promise.all(groupIds.map((groupId) => directory.studentsOfGroup(groupId)))
      return groups
        .flat()
        .filter((student) => student.accountStatus === 'ACTIVE' && student.registerNo && student.groupId)
        .map(({ userId, name, registerNo, groupId }) => ({
          userId,
          name,
          registerNo: registerNo!,
          groupId: groupId!,
        }))
    },
  }
}

export type FormAnswersRepository = ReturnType<typeof createFormAnswersRepository>
