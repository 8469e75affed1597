import { BatchGetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
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
  let pending = keys
  for (let round = 0; pending.length; round++) {
    if (round === 5) throw new Error(`DynamoDB left ${pending.length} batch reads unprocessed`)
    const result = await client.send(new BatchGetCommand({ RequestItems: { [table]: { Keys: pending } } }))
    for (const item of result.Responses?.[table] ?? []) {
      ;(byEntity[item.__edb_e__ as EntityName] ??= []).push(item)
    }
    pending = result.UnprocessedKeys?.[table]?.Keys ?? []
  }
  return byEntity
}
