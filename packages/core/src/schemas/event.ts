import * as z from 'zod'
import { EpochMsSchema, RecordMetaSchema, requiredText } from './common'

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
 * Body of `PUT` on an event: any of its fields (built without defaults, so speakers are kept when absent).
 */
export const UpdateEventSchema = EventFieldsSchema.partial()
export type UpdateEvent = z.infer<typeof UpdateEventSchema>

/** A stored event. */
export const EventSchema = RecordMetaSchema.extend(EventFieldsSchema.shape)
/** Named CampusEvent so it does not shadow the DOM `Event` type in browser code. */
export type CampusEvent = z.infer<typeof EventSchema>
