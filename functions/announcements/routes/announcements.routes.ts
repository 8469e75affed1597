import { digitsToNumber } from '@campus/core'
import {
  access,
  byId,
  callerOf,
  createRoutes,
  deleteById,
  describe,
  listQuery,
  listQueryOf,
  validate,
} from '@campus/http'
import * as z from 'zod'
import { SENDERS, STAFF } from '../access-rules'
import { SENT_LIST_SPEC } from '../announcements.repository'
import type { AnnouncementsDeps } from '../deps'
import {
  AnnouncementBodySchema,
  AnnouncementIdQuerySchema,
  AnnouncementLinkSchema,
  AnnouncementPreviewSchema,
  AnnouncementReceiverSchema,
  AnnouncementSchema,
  ReceivedAnnouncementSchema,
  SentAnnouncementSchema,
} from './schemas'

/** The most received announcements one page holds (and what a page holds unless `count` says less). */
export const RECEIVED_PAGE_MAX = 1000

const pageNumber = (schema: z.ZodNumber) => z.preprocess(digitsToNumber, schema)

/** `?start=&count=` of the received list. */
const ReceivedPageSchema = z.object({
  start: pageNumber(z.number().int().min(0, 'start is 0 or more').max(100000)).default(0),
  count: pageNumber(
    z
      .number()
      .int()
      .min(1, 'count is at least 1')
      .max(RECEIVED_PAGE_MAX, `count is at most ${RECEIVED_PAGE_MAX}`),
  ).default(RECEIVED_PAGE_MAX),
})

const bodyRules =
  'Body `{ userIds, groupIds, parentsUserIds, parentsGroupIds, sms: YES|NO, title (1..200), message (1..4000), file?: { versionId, fileKey } }`; at least one receiver; parents only with sms YES; at most 5,000 ids a list. Every named user must be an active HOD, faculty member or student (400 UNKNOWN_RECEIVERS / RECEIVER_NOT_ALLOWED) and every group have active students (400 EMPTY_GROUP). ADMIN sends to anyone; an HOD to any HOD or faculty member and the students and parents of the departments they head; a faculty member to any HOD or faculty member and the students and parents of their own departments (403 naming who is out of reach)'

/** Compose, preview, the sent and received lists, one announcement, its receivers, its link, delete. */
export const announcementRoutes = ({ announcements }: AnnouncementsDeps) =>
  createRoutes()
    // Before GET /boot/announcement/:id, which the same paths would otherwise match.
    .get(
      '/boot/announcement/userview',
      access('signed-in', 'own'),
      describe({
        summary:
          "What the caller was sent, newest first: by name, and a student's group's (two Queries, then one BatchGetItem that leaves out announcements being written or deleted). Paged with `start` and `count` (at most 1000, the default)",
        response: z.array(ReceivedAnnouncementSchema),
        responseDescription:
          'A bare array of `{ id, title, message, createdOn, createdByName, file?: { url, fileKey } }`',
      }),
      validate('query', ReceivedPageSchema),
      async (c) => c.json(await announcements.received(callerOf(c), c.req.valid('query')), 200),
    )
    .post(
      '/boot/announcement/preview',
      access(SENDERS, 'department'),
      describe({
        summary: `What sending would do, writing nothing: the receivers by kind and the SMS. ${bodyRules}`,
        response: AnnouncementPreviewSchema,
        responseDescription:
          '`{ receivers: { HOD, FACULTY, STUDENT, PARENT }, sms: { text, encoding, segments, truncated, messages, parts, skippedNoPhone, available } }`: `messages` are the receivers with a phone (0 when sms is NO), `parts` what the quota is charged, `available` the quota left',
      }),
      validate('json', AnnouncementBodySchema),
      async (c) => c.json(await announcements.preview(callerOf(c), c.req.valid('json')), 200),
    )
    .get(
      '/boot/announcement/getReceivers/:id',
      ...byId(
        access(SENDERS, 'own'),
        {
          summary:
            'Who an announcement reaches, as the directory holds them now (groups expanded; a parent is `Parent of <student>`): its sender or an administrator',
          response: z.array(AnnouncementReceiverSchema),
          responseDescription:
            "A bare array of `{ usertype: 'HOD'|'FACULTY'|'STUDENT'|'PARENT', name, email }`",
        },
        (caller, id) => announcements.receivers(caller, id),
      ),
    )
    .get(
      '/boot/announcement',
      access(STAFF, 'own'),
      describe({
        summary:
          "The announcements someone sent, newest first (one Query): `query=filter:createdBy eq <userId>`, the caller when no filter names one. Staff list their own; the administrator anyone's",
        response: z.array(SentAnnouncementSchema),
        responseDescription: 'A bare array of `{ id, title, message, createdOn, sms, file? }`',
      }),
      listQuery(SENT_LIST_SPEC),
      async (c) =>
        c.json(await announcements.listSent(callerOf(c), listQueryOf(c, { defaultOrder: 'desc' })), 200),
    )
    .post(
      '/boot/announcement',
      access(SENDERS, 'department'),
      describe({
        summary: `Send an announcement. ${bodyRules}. Claims the attachment; SMS go by POST /api/communication/sendSms`,
        response: AnnouncementSchema,
        responseDescription:
          'The stored announcement `{ id, title, message, sms, file?: { versionId, fileKey, url }, userIds, groupIds, parentsUserIds, parentsGroupIds, createdBy, createdByName, createdOn, randomKey }`',
      }),
      validate('json', AnnouncementBodySchema),
      async (c) => c.json(await announcements.create(callerOf(c), c.req.valid('json')), 200),
    )
    .get(
      '/boot/announcement/:id',
      ...byId(
        access(SENDERS, 'own'),
        {
          summary: 'One announcement with a download URL for its attachment: its sender or an administrator',
          response: AnnouncementSchema,
          responseDescription: 'The announcement',
        },
        (caller, id) => announcements.get(caller, id),
      ),
    )
    .delete(
      '/boot/announcement/:id',
      ...deleteById(
        access(SENDERS, 'own'),
        'Delete an announcement with its receipts, public link and attachment: its sender or an administrator',
        (caller, id) => announcements.remove(caller, id),
      ),
    )
    .get(
      '/boot/announcementUrl',
      access(SENDERS, 'own'),
      describe({
        summary: "An announcement's public link, to share: its sender or an administrator",
        response: AnnouncementLinkSchema,
        responseDescription: '`{ randomKey, path: "/m/<randomKey>" }`',
      }),
      validate('query', AnnouncementIdQuerySchema),
      async (c) => c.json(await announcements.link(callerOf(c), c.req.valid('query').announcementId), 200),
    )
