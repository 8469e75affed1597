import type { FeedbackEntities, TemplateItem } from './entities'
import { recordsByAge } from './records-by-age'

/** Feedback templates: one item each, listed by age on gsi1. */
export const createTemplatesRepository = (entities: FeedbackEntities) =>
  recordsByAge<TemplateItem>(
    () => entities.template,
    (order) => entities.template.query.all({}).go({ pages: 'all', order }),
  )

export type TemplatesRepository = ReturnType<typeof createTemplatesRepository>
