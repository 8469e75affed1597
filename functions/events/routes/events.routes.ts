import {
  CreateEventSchema,
  CreateFeedbackQrSchema,
  EventSchema,
  FeedbackQrSchema,
  UpdateEventSchema,
} from '@campus/core'
import {
  access,
  byId,
  callerOf,
  createRoutes,
  deleteById,
  describe,
  IdParamSchema,
  routeFactory,
  validate,
  listQuery,
  listQueryOf,
} from '@campus/http'
import * as z from 'zod'
import { STAFF } from '../access-rules'
import type { EventsDeps } from '../deps'
import { EVENT_LIST_SPEC } from '../events.repository'

/** Events: add, list, read, change, delete, and choose the feedback their QR code opens. */
export const eventRoutes = ({ events }: EventsDeps) => {
  /** The legacy client adds events at both /api/events and /api/events/eventCreate. */
  const createEvent = routeFactory.createHandlers(
    access(STAFF, 'college'),
    describe({
      summary:
        'Add an event with its speakers. Administrators, HODs and faculty; custom users with the EVENTEDITOR role type. Records the creator and their departments',
      response: EventSchema,
      responseDescription: 'The stored event',
    }),
    validate('json', CreateEventSchema),
    async (c) => c.json(await events.create(callerOf(c), c.req.valid('json')), 200),
  )

  return (
    createRoutes()
      .get(
        '/api/events',
        access(STAFF, 'college'),
        describe({
          summary:
            'Events, newest start first (one Query). Filters: createdBy, depType, id, name, feedbackTemplateId; in: departmentIds; sort: from, name, createdOn, modifiedOn',
          response: z.array(EventSchema),
          responseDescription: 'A bare array of events',
        }),
        listQuery(EVENT_LIST_SPEC),
        async (c) => c.json(await events.list(listQueryOf(c, { defaultOrder: 'desc' })), 200),
      )
      .post('/api/events', ...createEvent)
      .post('/api/events/eventCreate', ...createEvent)
      // Before PUT /api/events/:id, which the same path would otherwise match.
      .put(
        '/api/events/createFeedbackQr',
        access(STAFF, 'own'),
        describe({
          summary:
            "Choose the feedback template an event's QR code opens (the creator, their HOD, an event editor or an administrator). Only the template id's shape is checked",
          response: FeedbackQrSchema,
          responseDescription:
            '`{ eventId, feedbackTemplateId, feedbackPath, expiresOn }`; `feedbackPath` is `/feedback-form/<feedbackTemplateId>/<eventId>/EVENTS?form=<token>`, the token signed for this template and event until `expiresOn` (30 days after the event, or after now if later)',
        }),
        validate('json', CreateFeedbackQrSchema),
        async (c) => c.json(await events.linkFeedback(callerOf(c), c.req.valid('json')), 200),
      )
      .get(
        '/api/events/:id',
        ...byId(
          access(STAFF, 'college'),
          { summary: 'An event', response: EventSchema, responseDescription: 'The event' },
          (_caller, id) => events.get(id),
        ),
      )
      .put(
        '/api/events/:id',
        access(STAFF, 'own'),
        describe({
          summary:
            'Change an event (any of name, from, depType, speakers): its creator, an HOD of their departments, or an administrator',
          response: EventSchema,
          responseDescription: 'The event',
        }),
        validate('param', IdParamSchema),
        validate('json', UpdateEventSchema),
        async (c) =>
          c.json(await events.update(callerOf(c), c.req.valid('param').id, c.req.valid('json')), 200),
      )
      .delete(
        '/api/events/:id',
        ...deleteById(
          access(STAFF, 'own'),
          'Delete an event: its creator, an HOD of their departments, or an administrator',
          (caller, id) => events.remove(caller, id),
        ),
      )
  )
}
