import type { FeedbackEntities, QuestionItem } from './entities'

/** The question bank: one item per question, listed by age on gsi1. */
export function createQuestionsRepository(entities: FeedbackEntities) {
  return {
    /** Every question, oldest or newest first: one Query (paged). */
    async list(order: 'asc' | 'desc') {
      const { data } = await entities.question.query.bank({}).go({ pages: 'all', order })
      return data
    },

    async find(id: string): Promise<QuestionItem | undefined> {
      const { data } = await entities.question.get({ id }).go()
      return data ?? undefined
    },

    async create(question: QuestionItem) {
      await entities.question.create(question).go()
    },

    async put(question: QuestionItem) {
      await entities.question.put(question).go()
    },
  }
}

export type QuestionsRepository = ReturnType<typeof createQuestionsRepository>
