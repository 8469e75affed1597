import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { batchGetItems } from '@campus/db'
import type { EntityName } from './entities'

/**
 * Reads items of different entities by key in one BatchGetItem (ElectroDB batches one entity at a time), and
 * sorts them by entity. Keys come from ElectroDB's `.get(key).params()`, so they match the entities.
 */
export async function getItems(
  client: DynamoDBDocumentClient,
  table: string,
  keys: Record<string, unknown>[],
): Promise<Partial<Record<EntityName, Record<string, unknown>[]>>> {
  const byEntity: Partial<Record<EntityName, Record<string, unknown>[]>> = {}
  for (const item of await batchGetItems(client, table, keys))
    (byEntity[item.__edb_e__ as EntityName] ??= []).push(item)
  return byEntity
}
