import {
  badRequest,
  type FeedbackTemplate,
  type PublicFeedbackTemplate,
  type UpdateFeedbackTemplate,
  type Caller,
  orNotFound,
  createdByCaller,
} from '@campus/core'
import { newId, stripKeys } from '@campus/db'
import type { AuditTrail } from './audit-trail'
import type { TemplateItem } from './entities'
import type { TemplatesRepository } from './templates.repository'

const publicTemplate = (item: TemplateItem) => stripKeys(item) as TemplateItem

/**
 * Feedback templates: a name and a copy of the questions picked from the bank, in order. The questions of a
 * template never change once it exists, because answers are stored as ratings in that order; a template can be
 * renamed, closed (its form then refuses answers) and reopened.
 */
export function createTemplatesService({
  templates,
  audit,
}: {
  templates: TemplatesRepository
  audit: AuditTrail
}) {
  const find = async (id: string) => orNotFound(await templates.find(id), 'Feedback template', id)

  return {
    find,

    /** Every template, oldest first or newest first (`order=des`): one Query. */
    async list(order: 'asc' | 'desc') {
      return (await templates.list(order)).map(publicTemplate)
    },

    get: async (id: string) => publicTemplate(await find(id)),

    /** What the public form shows: the name, the questions and whether it takes answers. */
    async forForm(id: string): Promise<PublicFeedbackTemplate> {
      const { name, questions, status } = await find(id)
      return { id, name, questions, status }
    },

    async create(caller: Caller, input: FeedbackTemplate) {
      const questions = input.questions.map(({ id, question }) => ({ id: id ?? newId(), question }))
      const repeated = questions.findIndex(
        ({ id }, index) => questions.findIndex((other) => other.id === id) !== index,
      )
      if (repeated >= 0)
        throw badRequest('QUESTION_REPEATED', 'A question appears twice in the template.', [
          { path: `questions.${repeated}`, message: 'Already in the template' },
        ])
      const template: TemplateItem = {
        id: newId(),
        name: input.name,
        questions,
        status: 'OPEN',
        ...createdByCaller(caller),
      }
      await templates.create(template)
      await audit(caller, { entity: 'template', id: template.id, action: 'CREATE', after: template })
      return publicTemplate(template)
    },

    async update(caller: Caller, id: string, input: UpdateFeedbackTemplate) {
      const before = await find(id)
      const after: TemplateItem = {
        ...before,
        name: input.name ?? before.name,
        status: input.status ?? before.status,
        modifiedOn: Date.now(),
      }
      await templates.put(after)
      await audit(caller, { entity: 'template', id, action: 'UPDATE', before, after })
      return publicTemplate(after)
    },
  }
}

export type TemplatesService = ReturnType<typeof createTemplatesService>
