import * as z from 'zod'
import { EpochMsSchema, IdSchema, RecordMetaSchema, requiredText } from './common'
import { EVENTS_FORM_TYPE, FORM_TOKEN_PARAM } from './feedback'

/**
 * Events. Event types, department types, event configs (by eventTypeId) and drafts also exist, but the spec
 * shows no fields for them, so only the event itself is modelled.
 */

/** A speaker at an event. */
export const EventSpeakerSchema = z.object({
  name: requiredText('Speaker name', 200),
  designation: requiredText('Speaker designation', 200),
})
export type EventSpeaker = z.infer<typeof EventSpeakerSchema>

const EventFieldsSchema = z.object({
  name: requiredText('Event name', 300),
  /** When the event starts, as epoch milliseconds. */
  from: EpochMsSchema,
  /** The department type the event belongs to (a department-type record's name). */
  depType: requiredText('Department type', 100),
  speakers: z.array(EventSpeakerSchema).max(100, 'At most 100 speakers'),
})

/** Body of `POST /events` and `POST /eventCreate`. */
export const CreateEventSchema = EventFieldsSchema.extend({
  speakers: EventFieldsSchema.shape.speakers.default([]),
})
export type CreateEvent = z.infer<typeof CreateEventSchema>

/**
 * Body of `PUT` on an event: any of its fields, at least one (built without defaults, so speakers are kept
 * when absent).
 */
export const UpdateEventSchema = EventFieldsSchema.partial().refine(
  (body) => Object.values(body).some((value) => value !== undefined),
  'Send at least one field to change',
)
export type UpdateEvent = z.infer<typeof UpdateEventSchema>

/**
 * A feedback template id as an event's QR code carries it. It becomes a path segment of the public form's
 * address, so it is held to URL-safe characters; the events domain checks only this shape, since domains
 * never read each other's tables.
 */
export const FeedbackTemplateIdSchema = IdSchema.regex(
  /^[A-Za-z0-9_-]+$/,
  'A template id is letters, digits, - or _',
)

/** A stored event: its fields, who created it and from which departments, and its feedback template. */
export const EventSchema = RecordMetaSchema.extend(EventFieldsSchema.shape).extend({
  /** The creator's user id: they may change and delete it. */
  createdBy: z.string(),
  /** The creator's departments when it was created: their HODs may change and delete it. */
  departmentIds: z.array(z.string()),
  /** The feedback template its QR code opens, once one is chosen. */
  feedbackTemplateId: z.string().optional(),
})
/** Named CampusEvent so it does not shadow the DOM `Event` type in browser code. */
export type CampusEvent = z.infer<typeof EventSchema>

/** What the public feedback form shows of an event (`GET /api/events/external/getEvent?id=`, no token). */
export const PublicEventSchema = EventSchema.pick({
  id: true,
  name: true,
  from: true,
  depType: true,
  speakers: true,
  feedbackTemplateId: true,
})
export type PublicEvent = z.infer<typeof PublicEventSchema>

/** Body of `PUT /api/events/createFeedbackQr`: which template the event's feedback QR code opens. */
export const CreateFeedbackQrSchema = z.object({
  eventId: IdSchema,
  feedbackTemplateId: FeedbackTemplateIdSchema,
})
export type CreateFeedbackQr = z.infer<typeof CreateFeedbackQrSchema>

/**
 * The public feedback form's path for an event: `/feedback-form/<templateId>/<eventId>/EVENTS`, and with its
 * signed form token `?form=<token>` (docs/adr/0011): the form takes answers only with a current token.
 */
export const eventFeedbackPath = (feedbackTemplateId: string, eventId: string, formToken?: string) =>
  `/feedback-form/${encodeURIComponent(feedbackTemplateId)}/${encodeURIComponent(eventId)}/${EVENTS_FORM_TYPE}` +
  (formToken ? `?${FORM_TOKEN_PARAM}=${encodeURIComponent(formToken)}` : '')

/**
 * The answer of `createFeedbackQr`: the browser puts its origin before `feedbackPath` (which carries the form
 * token) and draws the code; `expiresOn` (epoch ms) is when that link stops taking answers.
 */
export const FeedbackQrSchema = z.object({
  eventId: z.string(),
  feedbackTemplateId: z.string(),
  feedbackPath: z.string(),
  expiresOn: EpochMsSchema,
})
export type FeedbackQr = z.infer<typeof FeedbackQrSchema>
