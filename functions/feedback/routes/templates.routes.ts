import {
  FeedbackTemplateSchema,
  PublicFeedbackTemplateSchema,
  StoredFeedbackTemplateSchema,
  UpdateFeedbackTemplateSchema,
} from '@campus/core'
import { access, callerOf, createRoutes, describe, IdParamSchema, validate } from '@campus/http'
import * as z from 'zod'
import { MANAGERS, STAFF } from '../access-rules'
import type { FeedbackDeps } from '../deps'
import { OrderQuerySchema } from './order'

const FormQuerySchema = z.object({ id: IdParamSchema.shape.id })

/** Feedback templates, and the public read of one for the feedback form. */
export const templateRoutes = ({ templates }: FeedbackDeps) => {
  const create = {
    summary:
      'Create a template from questions of the bank (their ids and wording are copied, in order). Its form is OPEN',
    response: StoredFeedbackTemplateSchema,
    responseDescription: 'The template',
  }
  return (
    createRoutes()
      .get(
        '/boot/feedback/feedbackTemplate',
        access(STAFF, 'college'),
        describe({
          summary: 'Every template, oldest first; `order=des` for newest first (one Query)',
          response: z.array(StoredFeedbackTemplateSchema),
          responseDescription: 'A bare array of `{ id, name, questions: [{ id, question }], status, … }`',
        }),
        validate('query', OrderQuerySchema),
        async (c) => c.json(await templates.list(c.req.valid('query').order), 200),
      )
      // Public: the feedback form is opened from a link or a QR code, without signing in (spec section 6).
      .get(
        '/boot/feedback/feedbackTemplate/getQuestions',
        access('public'),
        describe({
          summary: "A template's name, questions and status, for the public feedback form. No token",
          response: PublicFeedbackTemplateSchema,
          responseDescription: '`{ id, name, questions: [{ id, question }], status }`',
        }),
        validate('query', FormQuerySchema),
        async (c) => c.json(await templates.forForm(c.req.valid('query').id), 200),
      )
      .get(
        '/boot/feedback/feedbackTemplate/:id',
        access(STAFF, 'college'),
        describe({
          summary: 'One template',
          response: StoredFeedbackTemplateSchema,
          responseDescription: 'The template',
        }),
        validate('param', IdParamSchema),
        async (c) => c.json(await templates.get(c.req.valid('param').id), 200),
      )
      .post(
        '/boot/feedback/feedbackTemplate',
        access(MANAGERS, 'college'),
        describe(create),
        validate('json', FeedbackTemplateSchema),
        async (c) => c.json(await templates.create(callerOf(c), c.req.valid('json')), 200),
      )
      // The spec's name for the same call.
      .post(
        '/boot/feedback/createFeedbackTemplate',
        access(MANAGERS, 'college'),
        describe(create),
        validate('json', FeedbackTemplateSchema),
        async (c) => c.json(await templates.create(callerOf(c), c.req.valid('json')), 200),
      )
      .put(
        '/boot/feedback/feedbackTemplate/:id',
        access(MANAGERS, 'college'),
        describe({
          summary:
            'Rename a template, or close (CLOSED) and reopen (OPEN) its form. Its questions never change',
          response: StoredFeedbackTemplateSchema,
          responseDescription: 'The template',
        }),
        validate('param', IdParamSchema),
        validate('json', UpdateFeedbackTemplateSchema),
        async (c) =>
          c.json(await templates.update(callerOf(c), c.req.valid('param').id, c.req.valid('json')), 200),
      )
  )
}
