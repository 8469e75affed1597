import * as z from 'zod'
import { UserTypeSchema, YesNoSchema } from '../enums'
import { MAX_LIST_COUNT } from '../list-query'
import { IdSchema, RecordMetaSchema, requiredText } from './common'
import { FileRefSchema } from './user'

/**
 * Announcements (a title, a message, one optional attachment, sent to users, groups and parents, optionally
 * by SMS) and the SMS log entries they produce.
 */

/** Bounds are generous caps on storage, not legacy rules (the legacy client set none). */
const TITLE_MAX = 200
const MESSAGE_MAX = 10000

// "Select all staff" may pick every user, so a recipient list is capped at the size of an "all" list.
const recipientIds = z.array(IdSchema).max(MAX_LIST_COUNT, `At most ${MAX_LIST_COUNT} recipients per list`)

/** Who an announcement goes to. The legacy body carries these four lists flat, next to the title. */
export const AnnouncementReceiversSchema = z.object({
  /** HODs, staff and individually chosen students. */
  userIds: recipientIds.default([]),
  /** Whole student groups. */
  groupIds: recipientIds.default([]),
  /** Parents of individually chosen students (SMS only). */
  parentsUserIds: recipientIds.default([]),
  /** Parents of whole student groups (SMS only). */
  parentsGroupIds: recipientIds.default([]),
})
export type AnnouncementReceivers = z.infer<typeof AnnouncementReceiversSchema>

/** Body of `POST /boot/announcement`. */
export const CreateAnnouncementSchema = AnnouncementReceiversSchema.extend({
  title: requiredText('Title', TITLE_MAX),
  message: requiredText('Message', MESSAGE_MAX),
  /** The upload from the file-validation call: `{versionId, fileKey}`. */
  file: FileRefSchema.optional(),
  /** "Send as SMS" is on by default in the compose screen. */
  sms: YesNoSchema.default('YES'),
}).superRefine((announcement, ctx) => {
  const { userIds, groupIds, parentsUserIds, parentsGroupIds, sms } = announcement
  if (userIds.length + groupIds.length + parentsUserIds.length + parentsGroupIds.length === 0)
    ctx.addIssue({ code: 'custom', path: ['userIds'], message: 'Select at least one recipient' })
  // Parents have no portal account; they can only be reached by SMS, so targeting them without SMS is a
  // mistake.
  if (sms === 'NO') {
    if (parentsUserIds.length)
      ctx.addIssue({
        code: 'custom',
        path: ['parentsUserIds'],
        message: 'Parents can only be reached by SMS',
      })
    if (parentsGroupIds.length)
      ctx.addIssue({
        code: 'custom',
        path: ['parentsGroupIds'],
        message: 'Parents can only be reached by SMS',
      })
  }
})
export type CreateAnnouncement = z.infer<typeof CreateAnnouncementSchema>

/** A stored announcement as the API returns it. */
export const AnnouncementSchema = RecordMetaSchema.extend(AnnouncementReceiversSchema.shape).extend({
  title: z.string(),
  message: z.string(),
  file: FileRefSchema.optional(),
  sms: YesNoSchema,
  createdBy: IdSchema,
  /** Sender's name, joined in for the received list. */
  createdByName: z.string().optional(),
  /** The id the public share link resolves to (`GET announcementUrl` by announcementId). */
  announcementId: IdSchema.optional(),
  /** The unguessable key the token-free public view is fetched by (`getAnnouncement?randomKey=`). */
  randomKey: z.string().min(1),
})
export type Announcement = z.infer<typeof AnnouncementSchema>

/** The public, token-free view of an announcement: only what the shared page shows. */
export const PublicAnnouncementSchema = AnnouncementSchema.pick({ title: true, message: true, file: true })
export type PublicAnnouncement = z.infer<typeof PublicAnnouncementSchema>

/**
 * One receiver of a sent announcement (`GET announcement/getReceivers/{id}`); the client groups them by type.
 */
export const AnnouncementReceiverSchema = z.object({
  usertype: UserTypeSchema.extract(['HOD', 'FACULTY', 'STUDENT']),
  name: z.string(),
  email: z.string(),
})
export type AnnouncementReceiver = z.infer<typeof AnnouncementReceiverSchema>

/** Delivery state of one SMS: P queued, S sent, F failed. */
export const SmsStatusSchema = z.enum(['P', 'S', 'F'])
export type SmsStatus = z.infer<typeof SmsStatusSchema>

/** What the SMS log screen shows for each status. */
export const SMS_STATUS_LABELS = { P: 'Queued', S: 'Sent', F: 'Failed' } as const satisfies Record<
  SmsStatus,
  string
>

/** The SMS log's status filter: a status, or A for all. */
export const SmsStatusFilterSchema = z.enum(['A', ...SmsStatusSchema.options])
export type SmsStatusFilter = z.infer<typeof SmsStatusFilterSchema>
