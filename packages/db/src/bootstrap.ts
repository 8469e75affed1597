import {
  CreateTableCommand,
  type DynamoDBClient,
  ListTablesCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb'
import { tables, type TableDefinition, type TableName } from './tables'

/** Physical table names for one environment: `<prefix><name>`. */
export const physicalTableNames = (prefix: string) =>
  Object.fromEntries(Object.keys(tables).map((name) => [name, `${prefix}${name}`])) as Record<
    TableName,
    string
  >

/** Creates every table in `tables.ts` that does not exist yet (emulators only; CDK creates them on AWS). */
export async function ensureTables(client: DynamoDBClient, prefix: string) {
  const existing = new Set<string>()
  let start: string | undefined
  do {
    const page = await client.send(new ListTablesCommand({ ExclusiveStartTableName: start }))
    for (const name of page.TableNames ?? []) existing.add(name)
    start = page.LastEvaluatedTableName
  } while (start)

  for (const definition of Object.values(tables) as TableDefinition[]) {
    const tableName = `${prefix}${definition.name}`
    if (existing.has(tableName)) continue
    await client.send(new CreateTableCommand(createTableInput(tableName, definition)))
    if (definition.timeToLiveAttribute)
      await enableTimeToLive(client, tableName, definition.timeToLiveAttribute)
  }
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
