import { BatchGetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { untilProcessed } from '@campus/db'
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
  const items = await untilProcessed(keys, async (pending) => {
    const result = await client.send(new BatchGetCommand({ RequestItems: { [table]: { Keys: pending } } }))
    return { done: result.Responses?.[table] ?? [], unprocessed: result.UnprocessedKeys?.[table]?.Keys ?? [] }
  })
  for (const item of items) (byEntity[item.__edb_e__ as EntityName] ??= []).push(item)
  return byEntity
}
