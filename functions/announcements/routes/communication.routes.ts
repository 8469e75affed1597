import { access, callerOf, createRoutes, describe, validate } from '@campus/http'
import { SENDERS } from '../access-rules'
import type { AnnouncementsDeps } from '../deps'
import { SendSmsAnswerSchema, SendSmsBodySchema } from './schemas'

/** The legacy client's SMS call, made after every announcement it creates (legacy-client.md section 5.6). */
export const communicationRoutes = ({ announcements }: AnnouncementsDeps) =>
  createRoutes().post(
    '/api/communication/sendSms',
    access(SENDERS, 'own'),
    describe({
      summary:
        "Text an announcement to everyone it reaches who has a phone (users, the groups' students, parents at the parent phone): the sender or an administrator. The quota is reserved (422 SMS_QUOTA_EXCEEDED when short) and the messages queued, so the call returns at once; a second call for the same announcement queues nothing. The body is the created announcement as the client got it: only `id` is read, the rest comes from the stored announcement",
      response: SendSmsAnswerSchema,
      responseDescription:
        "202 `{ announcementId, queued, skippedNoPhone, segments, parts, alreadyDispatched }`; 200 `{ announcementId, queued: 0, reason }` when the announcement was not sent as SMS; 503 SMS_LINK_UNAVAILABLE when the portal's address is not configured",
    }),
    validate('json', SendSmsBodySchema),
    async (c) => {
      const { sent, answer } = await announcements.sendSms(callerOf(c), c.req.valid('json').id)
      return sent ? c.json(answer, 202) : c.json(answer, 200)
    },
  )
