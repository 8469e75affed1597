import type { FeedbackEntities, QuestionItem } from './entities'
import { recordsByAge } from './records-by-age'

/** The question bank: one item per question, listed by age on gsi1. */
export const createQuestionsRepository = (entities: FeedbackEntities) =>
  recordsByAge<QuestionItem>(
    () => entities.question,
    (order) => entities.question.query.bank({}).go({ pages: 'all', order }),
  )

export type QuestionsRepository = ReturnType<typeof createQuestionsRepository>
