import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { createAuditLog } from '@campus/db'
import { createAuditTrail, createFormTokens, sessionAuthenticator, type Authenticate } from '@campus/http'
import type { AuditedEntity } from './audit-trail'
import { createEventsEntities } from './entities'
import { createEventsRepository } from './events.repository'
import { createEventsService, type EventsService } from './events.service'

export interface EventsDeps {
  authenticate: Authenticate
  events: EventsService
}

export interface EventsWiring {
  client: DynamoDBDocumentClient
  tables: { events: string; sessions: string }
  tokenSecret: string
}

/** Wires the events services. Lambda, the local server and the tests all build the app through this. */
export function createEventsDeps({ client, tables, tokenSecret }: EventsWiring): EventsDeps {
  const table = tables.events
  return {
    authenticate: sessionAuthenticator(client, tables.sessions, tokenSecret),
    events: createEventsService({
      // The repository is the only holder of the client and the table (docs/adr/0019).
      events: createEventsRepository(createEventsEntities(client, table), client, table),
      audit: createAuditTrail<AuditedEntity>(createAuditLog(client, table)),
      formTokens: createFormTokens(tokenSecret),
    }),
  }
}
