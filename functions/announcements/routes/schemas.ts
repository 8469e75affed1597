import { IdSchema, requiredText } from '@campus/core'
import { FileRefSchema } from '@campus/files'
import * as z from 'zod'

/** Request and response shapes of the announcements routes (legacy-client.md sections 2.11, 3.3 and 5.6). */

export const TITLE_MAX = 200
export const MESSAGE_MAX = 4000
/** Receivers per list: the largest group selections the compose screen makes stay far below it. */
export const RECEIVERS_MAX = 5000
/**
 * What the receiver lists of one announcement may take in all, in characters: the announcement is one DynamoDB
 * item (400 KB at most) holding them with its title and message.
 */
export const RECEIVER_TEXT_MAX = 300_000

/** The legacy texts the compose screen shows, kept for the same refusals. */
export const SELECT_A_RECEIVER = 'please select atleast one user'
export const PARENTS_NEED_SMS = 'Please select Send as SMS to select parents.'

/** A user or group id: how the portal writes them (24 hex characters, or the demo's `user-student-1`). */
export const ReceiverIdSchema = z
  .string({ error: 'An id is text' })
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, 'An id is 1 to 64 letters, digits, - or _')

const unique = (ids: string[]) => [...new Set(ids)]

const receiverIds = (what: string) =>
  z
    .array(ReceiverIdSchema)
    .max(RECEIVERS_MAX, `At most ${RECEIVERS_MAX.toLocaleString('en')} ${what} per announcement`)
    .transform(unique)
    .default([])

export const SmsChoiceSchema = z.enum(['YES', 'NO'], { error: 'sms is YES or NO' })

/** Body of `POST /boot/announcement` and of its preview. Ids given twice count once. */
export const AnnouncementBodySchema = z
  .strictObject({
    /** HODs, faculty and individually chosen students. */
    userIds: receiverIds('users'),
    /** Whole student groups. */
    groupIds: receiverIds('groups'),
    /** Students whose parents get the SMS. */
    parentsUserIds: receiverIds('parents'),
    /** Groups whose students' parents get the SMS. */
    parentsGroupIds: receiverIds('parent groups'),
    sms: SmsChoiceSchema,
    title: requiredText('Title', TITLE_MAX),
    message: requiredText('Message', MESSAGE_MAX),
    /** The upload as the upload call answered it: `{ versionId, fileKey }`. */
    file: FileRefSchema.optional(),
  })
  .superRefine((body, ctx) => {
    const lists = [body.userIds, body.groupIds, body.parentsUserIds, body.parentsGroupIds]
    if (lists.every((ids) => ids.length === 0))
      ctx.addIssue({ code: 'custom', path: [], message: SELECT_A_RECEIVER })
    // Parents have no account: only an SMS reaches them.
    if (body.sms === 'NO' && body.parentsUserIds.length + body.parentsGroupIds.length > 0)
      ctx.addIssue({ code: 'custom', path: [], message: PARENTS_NEED_SMS })
    const characters = lists.flat().reduce((sum, id) => sum + id.length + 3, 0)
    if (characters > RECEIVER_TEXT_MAX)
      ctx.addIssue({
        code: 'custom',
        path: [],
        message:
          'Too many receivers for one announcement: choose whole groups rather than their students one by one.',
      })
  })
export type AnnouncementBody = z.output<typeof AnnouncementBodySchema>

/**
 * Body of `POST /api/communication/sendSms`: the created announcement as the legacy client sends it back. Only
 * its keys are taken, and only `id` is used: everything else comes from the stored announcement.
 */
export const SendSmsBodySchema = z.strictObject({
  id: IdSchema,
  title: z.unknown().optional(),
  message: z.unknown().optional(),
  sms: z.unknown().optional(),
  file: z.unknown().optional(),
  userIds: z.unknown().optional(),
  groupIds: z.unknown().optional(),
  parentsUserIds: z.unknown().optional(),
  parentsGroupIds: z.unknown().optional(),
  createdBy: z.unknown().optional(),
  createdByName: z.unknown().optional(),
  createdOn: z.unknown().optional(),
  randomKey: z.unknown().optional(),
})

/** A public link's key: 22 base64url characters (16 random bytes). */
export const RandomKeySchema = z
  .string({ error: 'The link key is required' })
  .regex(/^[A-Za-z0-9_-]{22}$/, 'This is not an announcement link key')

export const RandomKeyQuerySchema = z.object({ randomKey: RandomKeySchema })
/** `view-sms?id=` takes the link key too: the legacy `/view-sms/{id}` page is opened with it. */
export const ViewSmsQuerySchema = z.object({ id: RandomKeySchema })
export const AnnouncementIdQuerySchema = z.object({ announcementId: IdSchema })

const FileSchema = z.object({ versionId: z.string(), fileKey: z.string(), url: z.string() })

const receiverLists = {
  userIds: z.array(z.string()),
  groupIds: z.array(z.string()),
  parentsUserIds: z.array(z.string()),
  parentsGroupIds: z.array(z.string()),
}

/** A stored announcement as its sender (or an administrator) reads it. */
export const AnnouncementSchema = z.object({
  id: IdSchema,
  title: z.string(),
  message: z.string(),
  sms: SmsChoiceSchema,
  file: FileSchema.optional(),
  ...receiverLists,
  createdBy: z.string(),
  createdByName: z.string(),
  createdOn: z.number(),
  randomKey: z.string(),
})

/** One row of the sent list. */
export const SentAnnouncementSchema = z.object({
  id: IdSchema,
  title: z.string(),
  message: z.string(),
  createdOn: z.number(),
  sms: SmsChoiceSchema,
  file: z.object({ versionId: z.string(), fileKey: z.string() }).optional(),
})

/** One row of the received list. */
export const ReceivedAnnouncementSchema = z.object({
  id: IdSchema,
  title: z.string(),
  message: z.string(),
  createdOn: z.number(),
  createdByName: z.string(),
  file: FileSchema.pick({ url: true, fileKey: true }).optional(),
})
export type ReceivedAnnouncement = z.infer<typeof ReceivedAnnouncementSchema>

/** What the public page shows, and nothing else. */
export const PublicAnnouncementSchema = z.object({
  title: z.string(),
  message: z.string(),
  file: FileSchema.pick({ url: true, fileKey: true }).optional(),
})

export const ReceiverTypeSchema = z.enum(['HOD', 'FACULTY', 'STUDENT', 'PARENT'])

export const AnnouncementReceiverSchema = z.object({
  usertype: ReceiverTypeSchema,
  name: z.string(),
  email: z.string(),
})

export const AnnouncementPreviewSchema = z.object({
  receivers: z.object({ HOD: z.number(), FACULTY: z.number(), STUDENT: z.number(), PARENT: z.number() }),
  sms: z.object({
    text: z.string(),
    encoding: z.string(),
    segments: z.number(),
    truncated: z.boolean(),
    messages: z.number(),
    parts: z.number(),
    skippedNoPhone: z.number(),
    available: z.number(),
  }),
})

export const AnnouncementLinkSchema = z.object({ randomKey: z.string(), path: z.string() })

export const SendSmsAnswerSchema = z.object({
  announcementId: IdSchema,
  queued: z.number(),
  skippedNoPhone: z.number().optional(),
  segments: z.number().optional(),
  parts: z.number().optional(),
  skippedDuplicatePhone: z.number().optional(),
  alreadyDispatched: z.boolean().optional(),
  reason: z.string().optional(),
})
