import { createdByCaller, orNotFound, type SaveQuestion, type Caller } from '@campus/core'
import { newId, stripKeys } from '@campus/db'
import type { AuditTrail } from './audit-trail'
import type { QuestionItem } from './entities'
import type { QuestionsRepository } from './questions.repository'

const publicQuestion = (item: QuestionItem) => stripKeys(item) as QuestionItem

/** The question bank templates are built from. Editing a question leaves templates that copied it as they were. */
export function createQuestionsService({
  questions,
  audit,
}: {
  questions: QuestionsRepository
  audit: AuditTrail
}) {
  return {
    /** Every question, oldest first or, with `order=des` as the legacy client asks, newest first: one Query. */
    async list(order: 'asc' | 'desc') {
      return (await questions.list(order)).map(publicQuestion)
    },

    async create(caller: Caller, input: SaveQuestion) {
      const question: QuestionItem = { id: newId(), question: input.question, ...createdByCaller(caller) }
      await questions.create(question)
      await audit(caller, { entity: 'question', id: question.id, action: 'CREATE', after: question })
      return publicQuestion(question)
    },

    async update(caller: Caller, id: string, input: SaveQuestion) {
      const before = orNotFound(await questions.find(id), 'Question', id)
      const after: QuestionItem = { ...before, question: input.question, modifiedOn: Date.now() }
      await questions.put(after)
      await audit(caller, { entity: 'question', id, action: 'UPDATE', before, after })
      return publicQuestion(after)
    },
  }
}

export type QuestionsService = ReturnType<typeof createQuestionsService>
