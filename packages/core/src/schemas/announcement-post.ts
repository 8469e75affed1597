import * as z from 'zod'
import { UserTypeSchema, YesNoSchema } from '../enums'
import { EpochMsSchema, IdSchema, requiredText } from './common'

/**
 * The `announcement-post` queue (ADR 0026): another domain posts an announcement to named users, on behalf of
 * one of its callers, without importing the announcements domain. Assignments sends its reminders this way;
 * the announcements domain consumes the queue, stores the announcement and, with `sms: 'YES'`, texts it as
 * `POST /api/communication/sendSms` does.
 */
export const ANNOUNCEMENT_POST_QUEUE = 'announcement-post'

/** As an announcement composed on screen allows. */
export const ANNOUNCEMENT_POST_TITLE_MAX = 200
export const ANNOUNCEMENT_POST_MESSAGE_MAX = 10000
/**
 * Receivers one message may name. 2,000 ids of up to 64 characters keep a message far below SQS's 256 KB;
 * the students of one assignment's groups are a few hundred at most.
 */
export const ANNOUNCEMENT_POST_MAX_RECEIVERS = 2000

/**
 * One announcement to post. Its `id` is chosen by the sender and derived from what the message is for (a
 * reminder: `reminder-<assignmentId>-<remindedOn>`), so a message delivered twice posts one announcement and
 * texts it once. Letters, digits, `-` and `_` only: the id also names the announcement's SMS batch.
 */
export const AnnouncementPostMessageSchema = z.strictObject({
  id: IdSchema.regex(/^[A-Za-z0-9_-]+$/, 'The id is letters, digits, "-" and "_"'),
  title: requiredText('Title', ANNOUNCEMENT_POST_TITLE_MAX),
  message: requiredText('Message', ANNOUNCEMENT_POST_MESSAGE_MAX),
  /** Who the announcement is from: its sent list, its received lists and its SMS log name them. */
  sender: z.strictObject({
    id: IdSchema,
    name: requiredText('Sender name', 200),
    userType: UserTypeSchema,
  }),
  /** The users it goes to, one receipt each. */
  userIds: z
    .array(IdSchema)
    .min(1, 'At least one receiver')
    .max(ANNOUNCEMENT_POST_MAX_RECEIVERS, `At most ${ANNOUNCEMENT_POST_MAX_RECEIVERS} receivers`),
  /** YES: also texted to each receiver with a mobile number (the college's DLT template, the quota). */
  sms: YesNoSchema,
  /** When the sender posted it: the announcement's date in every list. */
  createdOn: EpochMsSchema,
})
export type AnnouncementPostMessage = z.infer<typeof AnnouncementPostMessageSchema>
