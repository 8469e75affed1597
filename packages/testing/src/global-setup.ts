import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TableDefinition } from '@campus/db'
import type { TestProject } from 'vitest/node'
import { startDynamo, startS3 } from './emulators'
import './integration'

export const TEST_BUCKETS = ['test-attachments', 'test-exports']

/**
 * One in-memory dynalite and one s3rver for the whole integration run; each test file makes its own tables from
 * the definitions given (the domains' manifests, which functions/testing/global-setup.ts finds).
 */
export async function startIntegrationEmulators(project: TestProject, tableDefinitions: TableDefinition[]) {
  const s3Dir = mkdtempSync(join(tmpdir(), 'campus-s3-'))
  const dynamo = await startDynamo()
  const s3 = await startS3({ directory: s3Dir, buckets: TEST_BUCKETS })
  project.provide('dynamoEndpoint', dynamo.endpoint)
  project.provide('s3Endpoint', s3.endpoint)
  project.provide('tableDefinitions', tableDefinitions)
  return async () => {
    await s3.close()
    await dynamo.close()
    rmSync(s3Dir, { recursive: true, force: true })
  }
}
