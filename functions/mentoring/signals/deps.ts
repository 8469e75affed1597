import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { createSignalsRepository, type SignalsTables } from './signals.repository'
import { createSignalsService, type SignalsService } from './signals.service'

export interface MentorSignalsDeps {
  signals: SignalsService
}

export interface MentorSignalsWiring {
  client: DynamoDBDocumentClient
  /** Mentoring's own table, and the directory, assignments and feedback tables it reads (manifest: 'read'). */
  tables: SignalsTables
  now?: () => number
}

/** Wires a mentor's signals; the mentoring app mounts `signalsRoutes(createMentorSignalsDeps(...))`. */
export function createMentorSignalsDeps({
  client,
  tables,
  now = Date.now,
}: MentorSignalsWiring): MentorSignalsDeps {
  // The repository is the only holder of the client and the tables (docs/adr/0019).
  return { signals: createSignalsService({ signals: createSignalsRepository(client, tables), now }) }
}
