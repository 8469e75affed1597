import { randomBytes } from 'node:crypto'
import {
  CreateTableCommand,
  DescribeTableCommand,
  GetItemCommand,
  PutItemCommand,
  waitUntilTableExists,
} from '@aws-sdk/client-dynamodb'
import { dynamoClient } from '@campus/runtime'
import { it, expect } from 'vitest'
import { ensureTables, table } from '@campus/db'
import { testDynamoEndpoint } from './integration'

it('rebuilds a local table made before one of its indexes, keeping every item', async () => {
  const client = dynamoClient({ region: 'ap-south-1', endpoint: testDynamoEndpoint() })
  const prefix = `t${randomBytes(4).toString('hex')}-`
  const TableName = `${prefix}identity`
  // A table defined with four indexes, made before its fourth existed.
  const definition = table('identity', { description: 'users', indexes: 4 })
  const older = definition.indexes.slice(0, -1)
  const keys = ['pk', 'sk', ...older.flatMap((index) => [index.partitionKey, index.sortKey])]
  await client.send(
    new CreateTableCommand({
      TableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: keys.map((AttributeName) => ({ AttributeName, AttributeType: 'S' })),
      KeySchema: [
        { AttributeName: 'pk', KeyType: 'HASH' },
        { AttributeName: 'sk', KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: older.map((index) => ({
        IndexName: index.indexName,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    }),
  )
  // dynalite answers CreateTable before the table is ACTIVE (a timer, even at 0 ms); a put before then is refused.
  await waitUntilTableExists({ client, maxWaitTime: 30, minDelay: 1 }, { TableName })
  for (let n = 0; n < 60; n++)
    await client.send(
      new PutItemCommand({
        TableName,
        Item: { pk: { S: `USER#${n}` }, sk: { S: 'USER' }, n: { N: `${n}` } },
      }),
    )

  await ensureTables(client, prefix, [definition])

  const { Table } = await client.send(new DescribeTableCommand({ TableName }))
  expect(Table?.GlobalSecondaryIndexes?.map((index) => index.IndexName).sort()).toEqual(
    definition.indexes.map((index) => index.indexName).sort(),
  )
  for (const n of [0, 37, 59]) {
    const { Item } = await client.send(
      new GetItemCommand({ TableName, Key: { pk: { S: `USER#${n}` }, sk: { S: 'USER' } } }),
    )
    expect(Item?.n).toEqual({ N: `${n}` })
  }
})
