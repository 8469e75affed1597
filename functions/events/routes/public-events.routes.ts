import { PublicEventSchema } from '@campus/core'
import { access, createRoutes, describe, validate } from '@campus/http'
import type { EventsDeps } from '../deps'
import { EventIdQuerySchema } from './schemas'

/** What anyone may read without a token: the event a public feedback form is about (spec section 6). */
export const publicEventRoutes = ({ events }: EventsDeps) =>
  createRoutes().get(
    '/api/events/external/getEvent',
    access('public'),
    describe({
      summary:
        'The event a public feedback form is about, without a token: only what the form shows (one GetItem)',
      response: PublicEventSchema,
      responseDescription:
        '`{ id, name, from, depType, speakers: [{ name, designation }], feedbackTemplateId? }`',
    }),
    validate('query', EventIdQuerySchema),
    async (c) => c.json(await events.getPublic(c.req.valid('query').id), 200),
  )
