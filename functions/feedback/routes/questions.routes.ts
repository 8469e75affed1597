import { SaveQuestionSchema, StoredQuestionSchema } from '@campus/core'
import { access, callerOf, createRoutes, describe, IdParamSchema, validate } from '@campus/http'
import * as z from 'zod'
import { MANAGERS, STAFF } from '../access-rules'
import type { FeedbackDeps } from '../deps'
import { OrderQuerySchema } from './order'

/** The question bank. */
export const questionRoutes = ({ questions }: FeedbackDeps) =>
  createRoutes()
    .get(
      '/boot/feedback/questions',
      access(STAFF, 'college'),
      describe({
        summary: 'The question bank, oldest first; `order=des` for newest first (one Query)',
        response: z.array(StoredQuestionSchema),
        responseDescription: 'A bare array of `{ id, question, createdBy, createdOn, modifiedOn }`',
      }),
      validate('query', OrderQuerySchema),
      async (c) => c.json(await questions.list(c.req.valid('query').order), 200),
    )
    .post(
      '/boot/feedback/questions',
      access(MANAGERS, 'college'),
      describe({
        summary: 'Add a question',
        response: StoredQuestionSchema,
        responseDescription: 'The question',
      }),
      validate('json', SaveQuestionSchema),
      async (c) => c.json(await questions.create(callerOf(c), c.req.valid('json')), 200),
    )
    .put(
      '/boot/feedback/questions/:id',
      access(MANAGERS, 'college'),
      describe({
        summary: 'Reword a question. Templates keep the wording they copied',
        response: StoredQuestionSchema,
        responseDescription: 'The question',
      }),
      validate('param', IdParamSchema),
      validate('json', SaveQuestionSchema),
      async (c) =>
        c.json(await questions.update(callerOf(c), c.req.valid('param').id, c.req.valid('json')), 200),
    )
