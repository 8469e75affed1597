import type { TableName } from '@campus/db'
import type { Access } from '../domains'
import type { JobContext } from '../jobs/context'

/**
 * One versioned change to stored data, run once per deployment by `migrate` (ADR 0021). A migration is
 * idempotent and safe while users are writing: a run killed halfway, or a second run, does no harm, because the
 * next `migrate` runs it again from the start until it is recorded as applied.
 */
export interface MigrationDefinition {
  /** 1, 2, 3, ...: the order they run in. A released version is never renumbered, reused or removed. */
  readonly version: number
  readonly name: string
  readonly description: string
  /** What it may touch; the `migrate` job in functions/jobs/registry.ts must declare at least this. */
  readonly tables: Readonly<Partial<Record<TableName, Access>>>
  /** Does the work and returns a short summary of it, which is recorded with the version. */
  readonly run: (context: JobContext) => Promise<Record<string, unknown>>
}
