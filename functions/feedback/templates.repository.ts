import type { FeedbackEntities, TemplateItem } from './entities'

/** Feedback templates: one item each, listed by age on gsi1. */
export function createTemplatesRepository(entities: FeedbackEntities) {
  return {
    /** Every template, oldest or newest first: one Query (paged). */
    async list(order: 'asc' | 'desc') {
      const { data } = await entities.template.query.all({}).go({ pages: 'all', order })
      return data
    },

    /** One GetItem. */
    async find(id: string): Promise<TemplateItem | undefined> {
      const { data } = await entities.template.get({ id }).go()
      return data ?? undefined
    },

    async create(template: TemplateItem) {
      await entities.template.create(template).go()
    },

    async put(template: TemplateItem) {
      await entities.template.put(template).go()
    },
  }
}

export type TemplatesRepository = ReturnType<typeof createTemplatesRepository>
