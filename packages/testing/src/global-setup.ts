import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TableDefinition } from '@campus/db'
import type { TestProject } from 'vitest/node'
import { startS3 } from '@campus/local/emulators'
import './integration'

/** The shared attachments bucket; each createTestTables call makes its own exports bucket. */
export const TEST_BUCKETS = ['test-attachments']

/**
 * One s3rver for the whole integration run, and the table definitions (the domains' manifests, which
 * functions/testing/global-setup.ts finds) from which each test file makes its own tables, on the dynalite of
 * its own that file-dynamo.ts starts.
 */
export async function startIntegrationEmulators(project: TestProject, tableDefinitions: TableDefinition[]) {
  const s3Dir = mkdtempSync(join(tmpdir(), 'campus-s3-'))
  const s3 = await startS3({ directory: s3Dir, buckets: TEST_BUCKETS })
  project.provide('s3Endpoint', s3.endpoint)
  project.provide('tableDefinitions', tableDefinitions)
  return async () => {
    await s3.close()
    rmSync(s3Dir, { recursive: true, force: true })
  }
}
