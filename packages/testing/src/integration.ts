import { randomBytes } from 'node:crypto'
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb'
import { CreateBucketCommand, type S3Client } from '@aws-sdk/client-s3'
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import {
  countCommands,
  ensureTables,
  physicalTableNames,
  type TableDefinition,
  type TableName,
} from '@campus/db'
import { documentClient, dynamoClient, outboxNotifier, s3Client } from '@campus/runtime'
import { inject } from 'vitest'

declare module 'vitest' {
  /** What the integration global setup hands every test file. */
  export interface ProvidedContext {
    s3Endpoint: string
    /** Every domain's tables, from the manifests the global setup found (functions/testing/global-setup.ts). */
    tableDefinitions: TableDefinition[]
  }
}

/** Where file-dynamo.ts (the integration tier's setup file) puts this test file's dynalite. */
export const FILE_DYNAMO_VARIABLE = 'CAMPUS_TEST_DYNAMO_ENDPOINT'

/**
 * The dynalite of the test file running: each file has its own, in its worker, so two workers' DynamoDB work
 * runs on two cores (one shared dynalite in the main process kept one core busy while both workers waited).
 */
export function testDynamoEndpoint(): string {
  const endpoint = process.env[FILE_DYNAMO_VARIABLE]
  if (!endpoint)
    throw new Error('No dynalite for this file: integration tests run with the setup file file-dynamo.ts.')
  return endpoint
}

/**
 * Fresh tables and a fresh exports bucket (a unique prefix per call) on the test emulators (by default this file's
 * dynalite and the run's s3rver), with a command counter on the client so tests can assert DynamoDB calls per
 * request. Exports are keyed by what they are of (a faculty's workbook, a template's sample), so two test files
 * building the same one side by side would overwrite each other's in a shared bucket.
 */
export async function createTestTables(
  endpoints: { dynamoEndpoint: string; s3Endpoint: string } = {
    dynamoEndpoint: testDynamoEndpoint(),
    s3Endpoint: inject('s3Endpoint'),
  },
): Promise<TestTables> {
  const raw = dynamoClient({ region: 'ap-south-1', endpoint: endpoints.dynamoEndpoint })
  const prefix = `t${randomBytes(4).toString('hex')}-`
  const definitions = inject('tableDefinitions')
  await ensureTables(raw, prefix, definitions)
  const s3 = s3Client({ region: 'ap-south-1', endpoint: endpoints.s3Endpoint })
  const exports = `${prefix}exports`
  await s3.send(new CreateBucketCommand({ Bucket: exports }))
  return {
    raw,
    client: documentClient(raw),
    counter: countCommands(raw),
    tables: physicalTableNames(prefix, definitions),
    s3,
    buckets: { attachments: 'test-attachments', exports },
    sms: outboxNotifier(),
    tokenSecret: randomBytes(32).toString('hex'),
  }
}

/**
 * Written out rather than inferred: `tables` keeps the name `TableName`, which each domain's manifest fills in
 * (declaration merging), so inside the functions a misspelt table fails to compile.
 */
export interface TestTables {
  raw: DynamoDBClient
  client: DynamoDBDocumentClient
  counter: ReturnType<typeof countCommands>
  tables: Record<TableName, string>
  s3: S3Client
  buckets: { attachments: string; exports: string }
  sms: ReturnType<typeof outboxNotifier>
  tokenSecret: string
}

/** The physical name of one of the test tables; every domain's tables are made (the global setup's manifests). */
export function testTable(env: Pick<TestTables, 'tables'>, name: string): string {
  const physical = (env.tables as Record<string, string | undefined>)[name]
  if (!physical) throw new Error(`The test tables have no ${name} table`)
  return physical
}
