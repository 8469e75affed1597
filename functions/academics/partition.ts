import { QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import type { EntityName } from './entities'

/** One partition of the table or of an index, optionally narrowed to sort keys with a prefix. */
export interface PartitionKey {
  index?: 'gsi1' | 'gsi2' | 'gsi3'
  pk: string
  skPrefix?: string
  /** Stop after this many items (an existence check). */
  limit?: number
}

/**
 * Reads a partition that holds several entities (the academic structure, a department, a year) in Query
 * pages, and sorts the items by entity. Never a Scan.
 */
export async function readPartition(
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
