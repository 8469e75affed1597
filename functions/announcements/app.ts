import { createDomainApp } from '@campus/http'
import { PREFIXES } from './prefixes'
import type { AnnouncementsDeps } from './deps'
import { announcementRoutes } from './routes/announcements.routes'
import { communicationRoutes } from './routes/communication.routes'
import { publicAnnouncementRoutes } from './routes/public.routes'

/**
 * The announcements domain: compose and send announcements with one attachment to users, groups and parents,
 * the sent and received lists, the public link page, and the SMS they go out as. Its API reference is at
 * /api/docs/announcements.
 */
export function createAnnouncementsApp(deps: AnnouncementsDeps) {
  return (
    createDomainApp({ name: 'announcements', prefixes: PREFIXES, authenticate: deps.authenticate })
      // The public routes first: GET /boot/announcement/view-sms would otherwise match /boot/announcement/:id.
      .route('/', publicAnnouncementRoutes(deps))
      .route('/', announcementRoutes(deps))
      .route('/', communicationRoutes(deps))
  )
}

export type AnnouncementsApp = ReturnType<typeof createAnnouncementsApp>
