import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import {
  batchGetItems,
  changedMeanwhile,
  idKeyedRecords,
  partitionItems,
  stripKeys,
  TABLE_PARTITION,
} from '@campus/db'
import type { FeedbackEntities, SurveyItem } from './entities'
import { itemKeys } from './item-keys'
import { surveyPartition, type TargetItem } from './survey-targets'
import { keyPrefixes, sortKeyIs } from './keys'

/**
 * Survey items. A survey and its targets share one partition (`SURVEY#<id>`), so a survey with its targets and
 * their counters is one Query; the targets themselves are written and listed by survey-targets.repository.ts.
 */
export function createSurveysRepository(
  entities: FeedbackEntities,
  client: DynamoDBDocumentClient,
  table: string,
) {
  const { survey: surveyKey } = itemKeys(entities)

  return {
    ...idKeyedRecords<SurveyItem>(() => entities.survey),

    /** The surveys of these ids that exist, without keys: one BatchGetItem (per 100). */
    async findMany(ids: readonly string[]): Promise<SurveyItem[]> {
      const items = await batchGetItems(client, table, ids.map(surveyKey))
      return items.map((item) => stripKeys(item) as SurveyItem)
    },

    /** The survey (without keys) and its targets with their counters: one Query on the survey's partition. */
    async withTargets(id: string): Promise<{ survey?: SurveyItem; targets: TargetItem[] }> {
      const items = await partitionItems(client, table, TABLE_PARTITION, surveyPartition(id))
      const survey = items.find((item) => item.sk === 'SURVEY')
      const targets = items.filter((item) => sortKeyIs(item, keyPrefixes.target)) as unknown as TargetItem[]
      return { ...(survey ? { survey: stripKeys(survey) as SurveyItem } : {}), targets }
    },

    /** Every survey, oldest or newest first: one Query (paged). */
    async list(order: 'asc' | 'desc') {
      const { data } = await entities.survey.query.all({}).go({ pages: 'all', order })
      return data
    },

    /** Replaces the survey if nobody changed it since `before` was read (409 `CHANGED_MEANWHILE` if not). */
    async replace(after: SurveyItem, before: Pick<SurveyItem, 'modifiedOn'>) {
      await entities.survey
        .put(after)
        .where(({ modifiedOn }, { eq }) => eq(modifiedOn, before.modifiedOn))
        .go()
        .catch(changedMeanwhile('survey'))
    },
  }
}

export type SurveysRepository = ReturnType<typeof createSurveysRepository>
