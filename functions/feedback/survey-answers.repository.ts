import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { batchGetItems, writtenUnlessConditionFails } from '@campus/db'
import type { FeedbackEntities, SurveyAnswerItem, SurveyItem } from './entities'
import { itemKeys } from './item-keys'
import { targetKey, type TargetItem } from './survey-targets'
import { keyPrefixes, sortKeyIs } from './keys'

/**
 * Students' answers to surveys, one per student and target (`SURVEYANSWERS#<survey>#<target>` / `USER#<userId>`),
 * and the reads that check them together with the survey and its target in one BatchGetItem.
 */
export function createSurveyAnswersRepository(
  entities: FeedbackEntities,
  client: DynamoDBDocumentClient,
  table: string,
) {
  const { survey: surveyKey, surveyAnswer: answerKey } = itemKeys(entities)

  return {
    /** The survey, the target and (when a user is named) whether they answered it: one BatchGetItem. */
    async read(surveyId: string, targetId: string, userId?: string) {
      const keys = [surveyKey(surveyId), targetKey(surveyId, targetId)]
      if (userId) keys.push(answerKey(surveyId, targetId, userId))
      const items = await batchGetItems(client, table, keys)
      return {
        survey: items.find((item) => item.sk === 'SURVEY') as SurveyItem | undefined,
        target: items.find((item) => sortKeyIs(item, keyPrefixes.target)) as TargetItem | undefined,
        answered: items.some((item) => sortKeyIs(item, keyPrefixes.answeredBy)),
      }
    },

    /**
     * The surveys of these targets and which of them the user answered: one BatchGetItem of the surveys and
     * the user's answers.
     */
    async surveysOf(targets: readonly TargetItem[], userId: string) {
      const surveyIds = [...new Set(targets.map((target) => target.surveyId))]
      const items = await batchGetItems(client, table, [
        ...surveyIds.map(surveyKey),
        ...targets.map((target) => answerKey(target.surveyId, target.targetId, userId)),
      ])
      const surveys = new Map(
        items.filter((item) => item.sk === 'SURVEY').map((item) => [item.id as string, item as SurveyItem]),
      )
      const answered = new Set(
        items.filter((item) => sortKeyIs(item, keyPrefixes.answeredBy)).map((item) => String(item.pk)),
      )
      return {
        surveys,
        answered: (target: TargetItem) =>
          answered.has(answerKey(target.surveyId, target.targetId, userId).pk!),
      }
    },

    /** Writes a student's answer unless they already answered the target: false then. One conditional put. */
    async create(answer: SurveyAnswerItem): Promise<boolean> {
      return writtenUnlessConditionFails(() => entities.surveyAnswer.create(answer).go())
    },

    /** The answers to one target, or to the whole survey: one Query (paged). */
    async ofSurvey(surveyId: string, targetId?: string) {
      const { data } = targetId
        ? await entities.surveyAnswer.query.byTarget({ surveyId, targetId }).go({ pages: 'all' })
        : await entities.surveyAnswer.query.bySurvey({ surveyId }).go({ pages: 'all' })
      return data
    },
  }
}

export type SurveyAnswersRepository = ReturnType<typeof createSurveyAnswersRepository>
