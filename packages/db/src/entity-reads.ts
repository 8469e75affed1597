import { QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { batchGetItems } from './batches'

/**
 * Reads of a single-table design that bypass ElectroDB's one-entity-at-a-time queries to keep a screen to
 * one DynamoDB call: a partition holding several entities, or items of several entities by key. Items come
 * back grouped by ElectroDB's entity name (`__edb_e__`), for the domain to parse with its entities.
 */

/** One partition of the table or of an index, optionally narrowed to sort keys with a prefix. */
export interface PartitionKey {
  index?: string
  pk: string
  skPrefix?: string
  /** Stop after this many items (an existence check). */
  limit?: number
}

/**
 * Reads a partition that holds several entities (academics' structure, a department, a year) in Query pages,
 * and sorts the items by ElectroDB entity name. Never a Scan.
 */
export async function readPartition<EntityName extends string = string>(
  client: DynamoDBDocumentClient,
  table: string,
  key: PartitionKey,
): Promise<Partial<Record<EntityName, Record<string, unknown>[]>>> {
  const prefix = key.index ?? ''
  const names: Record<string, string> = { '#p': `${prefix}pk` }
  const values: Record<string, unknown> = { ':p': key.pk }
  let condition = '#p = :p'
  if (key.skPrefix) {
    names['#s'] = `${prefix}sk`
    values[':s'] = key.skPrefix
    condition += ' AND begins_with(#s, :s)'
  }
  const byEntity: Partial<Record<EntityName, Record<string, unknown>[]>> = {}
  let exclusiveStartKey: Record<string, unknown> | undefined
  let read = 0
  do {
    const page = await client.send(
      new QueryCommand({
        TableName: table,
        IndexName: key.index,
        KeyConditionExpression: condition,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
        ExclusiveStartKey: exclusiveStartKey,
        ...(key.limit ? { Limit: key.limit - read } : {}),
      }),
    )
    for (const item of page.Items ?? []) {
      const entity = item.__edb_e__ as EntityName
      ;(byEntity[entity] ??= []).push(item)
      read += 1
    }
    exclusiveStartKey = page.LastEvaluatedKey
  } while (exclusiveStartKey && (!key.limit || read < key.limit))
  return byEntity
}

/**
 * Reads items of different entities by key in one BatchGetItem (ElectroDB batches one entity at a time), and
 * sorts them by entity. Keys come from ElectroDB's `.get(key).params()`, so they match the entities.
 */
export async function getItems<EntityName extends string = string>(
  client: DynamoDBDocumentClient,
  table: string,
  keys: Record<string, unknown>[],
): Promise<Partial<Record<EntityName, Record<string, unknown>[]>>> {
  const byEntity: Partial<Record<EntityName, Record<string, unknown>[]>> = {}
  for (const item of await batchGetItems(client, table, keys))
    (byEntity[item.__edb_e__ as EntityName] ??= []).push(item)
  return byEntity
}
