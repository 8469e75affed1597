import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { createRatioRepository, type RatioTables } from './ratio.repository'
import { createRatioService, type RatioService } from './ratio.service'

export interface MentorRatioDeps {
  ratio: RatioService
}

export interface MentorRatioWiring {
  client: DynamoDBDocumentClient
  /** Mentoring's own table, and the academics and directory tables it reads (manifest `tables`: 'read'). */
  tables: RatioTables
}

/** Wires the NAAC mentor ratio; the mentoring app mounts `ratioRoutes(createMentorRatioDeps(...))`. */
export function createMentorRatioDeps({ client, tables }: MentorRatioWiring): MentorRatioDeps {
  // The repository is the only holder of the client and the tables (docs/adr/0019).
  return { ratio: createRatioService({ ratio: createRatioRepository(client, tables) }) }
}
