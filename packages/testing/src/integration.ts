import { randomBytes } from 'node:crypto'
import { countCommands, ensureTables, physicalTableNames } from '@campus/db'
import { documentClient, dynamoClient, outboxNotifier, s3Client } from '@campus/runtime'
import type {} from 'vitest'

declare module 'vitest' {
  /** What the integration global setup hands every test file. */
  export interface ProvidedContext {
    dynamoEndpoint: string
    s3Endpoint: string
  }
}

/**
 * Fresh tables (a unique prefix per call) on the shared test emulators, with a command counter on the
 * client so tests can assert DynamoDB calls per request.
 */
export async function createTestTables(endpoints: { dynamoEndpoint: string; s3Endpoint: string }) {
  const raw = dynamoClient({ region: 'ap-south-1', endpoint: endpoints.dynamoEndpoint })
  const prefix = `t${randomBytes(4).toString('hex')}-`
  await ensureTables(raw, prefix)
  return {
    raw,
    client: documentClient(raw),
    counter: countCommands(raw),
    tables: physicalTableNames(prefix),
    s3: s3Client({ region: 'ap-south-1', endpoint: endpoints.s3Endpoint }),
    buckets: { attachments: 'test-attachments', exports: 'test-exports' },
    sms: outboxNotifier(),
    tokenSecret: randomBytes(32).toString('hex'),
  }
}

export type TestTables = Awaited<ReturnType<typeof createTestTables>>
