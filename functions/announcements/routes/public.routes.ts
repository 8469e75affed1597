import { access, createRoutes, describe, validate } from '@campus/http'
import type { AnnouncementsDeps } from '../deps'
import { PublicAnnouncementSchema, RandomKeyQuerySchema, ViewSmsQuerySchema } from './schemas'

const publicView = {
  response: PublicAnnouncementSchema,
  responseDescription:
    '`{ title, message, file?: { url, fileKey } }` and nothing else: not the sender, not the receivers. 400 for a malformed key, 404 ANNOUNCEMENT_NOT_FOUND for an unknown one',
}

/**
 * What anyone with an announcement's link reads without a token: the `/m/{key}` and `view-sms/{key}` pages
 * (spec section 2). The key is 128 random bits, so links cannot be guessed or walked.
 */
export const publicAnnouncementRoutes = ({ announcements }: AnnouncementsDeps) =>
  createRoutes()
    .get(
      '/boot/announcementUrl/getAnnouncement',
      access('public'),
      describe({
        summary:
          'The announcement a public link opens, without a token (two GetItems: the key, the announcement)',
        ...publicView,
      }),
      validate('query', RandomKeyQuerySchema),
      async (c) => c.json(await announcements.publicView(c.req.valid('query').randomKey), 200),
    )
    .get(
      '/boot/announcement/view-sms',
      access('public'),
      describe({
        summary: 'The same public page by the legacy view-sms call: `id` is the link key',
        ...publicView,
      }),
      validate('query', ViewSmsQuerySchema),
      async (c) => c.json(await announcements.publicView(c.req.valid('query').id), 200),
    )
