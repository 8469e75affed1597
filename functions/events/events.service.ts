import {
  eventFeedbackPath,
  type CreateEvent,
  type CreateFeedbackQr,
  type ListQuery,
  type UpdateEvent,
  type Caller,
  orNotFound,
} from '@campus/core'
import { newId, nextModifiedOn } from '@campus/db'
import type { FormTokens } from '@campus/http'
import { assertMayChangeEvent, assertMayCreateEvents, assertMayLinkFeedback } from './access-rules'
import type { AuditTrail } from './audit-trail'
import type { StoredEvent } from './entities'
import type { EventsRepository } from './events.repository'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * How long an event's feedback link takes answers: until 30 days after the event starts, or after the link is
 * made when that is later (a QR code made after the event). Making the code again signs a new link.
 */
export const FEEDBACK_LINK_DAYS = 30

/** When a feedback link made at `now` for an event starting at `from` stops taking answers. */
export const feedbackLinkExpiry = (from: number, now = Date.now()) =>
  Math.max(from, now) + FEEDBACK_LINK_DAYS * DAY_MS

/** Events: staff add, list and read them; the creator, their HOD or an administrator changes them. */
export function createEventsService(deps: {
  events: EventsRepository
  audit: AuditTrail
  /** Signs the form token of an event's feedback link (docs/adr/0011). */
  formTokens: FormTokens
}) {
  const { events, audit } = deps

  const load = async (id: string): Promise<StoredEvent> => orNotFound(await events.find(id), 'Event', id)

  return {
    /** Events newest first unless the query sorts otherwise: one Query on a bounding key, never a Scan. */
    list: (query: ListQuery) => events.list(query),

    get: (id: string) => load(id),

    /** What the public feedback form shows of an event; anyone may read it, so nothing about who made it. */
    async getPublic(id: string) {
      const { name, from, depType, speakers, feedbackTemplateId } = await load(id)
      return { id, name, from, depType, speakers, ...(feedbackTemplateId ? { feedbackTemplateId } : {}) }
    },

    async create(caller: Caller, input: CreateEvent) {
      assertMayCreateEvents(caller.actor)
      const now = Date.now()
      const event: StoredEvent = {
        ...input,
        id: newId(),
        createdBy: caller.actor.userId,
        departmentIds: [...caller.actor.departmentIds],
        createdOn: now,
        modifiedOn: now,
      }
      await events.create(event)
      await audit(caller, { entity: 'event', id: event.id, action: 'CREATE', after: event })
      return event
    },

    async update(caller: Caller, id: string, input: UpdateEvent) {
      const before = await load(id)
      assertMayChangeEvent(caller.actor, before)
      const changed = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined))
      const after: StoredEvent = { ...before, ...changed, modifiedOn: nextModifiedOn(before.modifiedOn) }
      await events.replace(before, after)
      await audit(caller, { entity: 'event', id, action: 'UPDATE', before, after })
      return after
    },

    async remove(caller: Caller, id: string) {
      const before = await load(id)
      assertMayChangeEvent(caller.actor, before)
      await events.delete(before)
      await audit(caller, { entity: 'event', id, action: 'DELETE', before })
      return { deleted: true as const, id }
    },

    /**
     * Records which feedback template the event's QR code opens and answers with the public form's path,
     * which carries a form token signed for this template and event (the feedback domain takes an event form's
     * answers only with it) and valid until `expiresOn` (see feedbackLinkExpiry). The template lives in the
     * feedback domain, which this one never reads: only the id's shape is checked.
     */
    async linkFeedback(caller: Caller, { eventId, feedbackTemplateId }: CreateFeedbackQr) {
      const before = await load(eventId)
      assertMayLinkFeedback(caller.actor, before)
      if (before.feedbackTemplateId !== feedbackTemplateId) {
        const after = { ...before, feedbackTemplateId, modifiedOn: nextModifiedOn(before.modifiedOn) }
        await events.replace(before, after)
        await audit(caller, { entity: 'event', id: eventId, action: 'FEEDBACK_QR', before, after })
      }
      const expiresOn = feedbackLinkExpiry(before.from)
      const formToken = deps.formTokens.sign({ feedbackTemplateId, referenceId: eventId }, expiresOn)
      return {
        eventId,
        feedbackTemplateId,
        feedbackPath: eventFeedbackPath(feedbackTemplateId, eventId, formToken),
        // The token holds whole seconds.
        expiresOn: Math.floor(expiresOn / 1000) * 1000,
      }
    },
  }
}

export type EventsService = ReturnType<typeof createEventsService>
