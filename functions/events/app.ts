import { createDomainApp } from '@campus/http'
import { PREFIXES } from './prefixes'
import type { EventsDeps } from './deps'
import { eventRoutes } from './routes/events.routes'
import { publicEventRoutes } from './routes/public-events.routes'

/**
 * The events domain: events with their speakers, and the feedback template each one's QR code opens. Its API
 * reference is at /api/docs/events.
 */
export function createEventsApp(deps: EventsDeps) {
  return createDomainApp({ name: 'events', prefixes: PREFIXES, authenticate: deps.authenticate })
    .route('/', publicEventRoutes(deps))
    .route('/', eventRoutes(deps))
}

export type EventsApp = ReturnType<typeof createEventsApp>
