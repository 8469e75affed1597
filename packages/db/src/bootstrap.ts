import { setTimeout as sleep } from 'node:timers/promises'
import {
  BatchWriteItemCommand,
  CreateTableCommand,
  DeleteTableCommand,
  DescribeTableCommand,
  type DynamoDBClient,
  ListTablesCommand,
  ResourceNotFoundException,
  ScanCommand,
  UpdateTimeToLiveCommand,
  type AttributeValue,
} from '@aws-sdk/client-dynamodb'
import type { TableDefinition, TableName } from './tables'

/** Physical table names for one environment: `<prefix><name>`. */
export const physicalTableNames = (
  prefix: string,
  definitions: readonly TableDefinition[],
): Record<TableName, string> => Object.fromEntries(definitions.map(({ name }) => [name, `${prefix}${name}`]))

/**
 * Creates every table of the definitions (the domains' manifests) that does not exist yet, and rebuilds one that
 * lacks an index added since it was created (emulators only; CDK creates and updates them on AWS).
 */
export async function ensureTables(
  client: DynamoDBClient,
  prefix: string,
  definitions: readonly TableDefinition[],
) {
  const existing = new Set<string>()
  let start: string | undefined
  do {
    const page = await client.send(new ListTablesCommand({ ExclusiveStartTableName: start }))
    for (const name of page.TableNames ?? []) existing.add(name)
    start = page.LastEvaluatedTableName
  } while (start)

  for (const definition of definitions) {
    const tableName = `${prefix}${definition.name}`
    if (existing.has(tableName)) {
      await addMissingIndexes(client, tableName, definition)
      continue
    }
    await client.send(new CreateTableCommand(createTableInput(tableName, definition)))
    if (definition.timeToLiveAttribute)
      await enableTimeToLive(client, tableName, definition.timeToLiveAttribute)
  }
}

/**
 * dynalite cannot add an index to a table (UpdateTable has no index Create there), so a local table made
 * before an index existed is copied out, made again with every index and filled back. Local data is a demo
 * college of a few thousand items, and this runs once, at start, before any request.
 */
async function addMissingIndexes(client: DynamoDBClient, tableName: string, definition: TableDefinition) {
  const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }))
  const present = new Set((Table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName))
  if (definition.indexes.every((index) => present.has(index.indexName))) return
  const items: Record<string, AttributeValue>[] = []
  let startKey: Record<string, AttributeValue> | undefined
  do {
    const page = await client.send(new ScanCommand({ TableName: tableName, ExclusiveStartKey: startKey }))
    items.push(...(page.Items ?? []))
    startKey = page.LastEvaluatedKey
  } while (startKey)
  await client.send(new DeleteTableCommand({ TableName: tableName }))
  await tableReaches(client, tableName, 'GONE')
  await client.send(new CreateTableCommand(createTableInput(tableName, definition)))
  await tableReaches(client, tableName, 'ACTIVE')
  for (let index = 0; index < items.length; index += 25) {
    let requests = items.slice(index, index + 25).map((Item) => ({ PutRequest: { Item } }))
    while (requests.length) {
      const result = await client.send(new BatchWriteItemCommand({ RequestItems: { [tableName]: requests } }))
      requests = (result.UnprocessedItems?.[tableName] ?? []).flatMap((request) =>
        request.PutRequest?.Item ? [{ PutRequest: { Item: request.PutRequest.Item } }] : [],
      )
    }
  }
}

/** Waits for a table dynalite deletes or creates in the background (even with no delay configured). */
async function tableReaches(client: DynamoDBClient, tableName: string, state: 'GONE' | 'ACTIVE') {
  for (let tries = 0; tries < 400; tries++) {
    try {
      const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }))
      if (state === 'ACTIVE' && Table?.TableStatus === 'ACTIVE') return
    } catch (error) {
      if (!(error instanceof ResourceNotFoundException)) throw error
      if (state === 'GONE') return
    }
    await sleep(25)
  }
  throw new Error(`Table ${tableName} did not become ${state.toLowerCase()}`)
}

/** dynalite has no TTL; code never relies on it (expired items are checked by time), so that is fine. */
async function enableTimeToLive(client: DynamoDBClient, tableName: string, attribute: string) {
  try {
    await client.send(
      new UpdateTimeToLiveCommand({
        TableName: tableName,
        TimeToLiveSpecification: { AttributeName: attribute, Enabled: true },
      }),
    )
  } catch (error) {
    if ((error as { __type?: string }).__type?.endsWith('UnknownOperationException')) return
    throw error
  }
}

function createTableInput(tableName: string, definition: TableDefinition) {
  const keyNames = [
    definition.partitionKey,
    definition.sortKey,
    ...definition.indexes.flatMap((index) => [index.partitionKey, index.sortKey]),
  ]
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST' as const,
    AttributeDefinitions: keyNames.map((AttributeName) => ({ AttributeName, AttributeType: 'S' as const })),
    KeySchema: [
      { AttributeName: definition.partitionKey, KeyType: 'HASH' as const },
      { AttributeName: definition.sortKey, KeyType: 'RANGE' as const },
    ],
    ...(definition.indexes.length
      ? {
          GlobalSecondaryIndexes: definition.indexes.map((index) => ({
            IndexName: index.indexName,
            KeySchema: [
              { AttributeName: index.partitionKey, KeyType: 'HASH' as const },
              { AttributeName: index.sortKey, KeyType: 'RANGE' as const },
            ],
            Projection: { ProjectionType: 'ALL' as const },
          })),
        }
      : {}),
  }
}
