import { keyOf } from '@campus/db'
import type { FeedbackEntities } from './entities'

/** The DynamoDB keys of single items, from the entities, for the reads that batch several kinds of item. */
export const itemKeys = (entities: FeedbackEntities) => ({
  survey: (id: string) => keyOf(entities.survey.get({ id })),
  template: (id: string) => keyOf(entities.template.get({ id })),
  surveyAnswer: (surveyId: string, targetId: string, userId: string) =>
    keyOf(entities.surveyAnswer.get({ surveyId, targetId, userId })),
})
