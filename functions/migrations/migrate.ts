import { randomUUID } from 'node:crypto'
import { logger } from '@campus/runtime'
import { requireTable, type JobContext } from '@campus/runtime'
import {
  CLAIM_LAPSES_AFTER_MS,
  createMigrationRecords,
  type MigrationRecord,
  type MigrationState,
} from './applied.repository'
import type { PlannedMigration } from './migration'

/** Where a version stands in this deployment. `unknown`: recorded, but not in this release's registry. */
export type MigrationStatus = 'applied' | 'pending' | 'applying' | 'failed' | 'unknown'

export interface MigrationStatusLine {
  version: number
  name: string
  description?: string
  /** What it touches (versions this release knows). */
  tables?: PlannedMigration['tables']
  status: MigrationStatus
  /** The last claim (applying, failed) or the run that applied it. */
  startedAt?: number
  appliedAt?: number
  durationMs?: number
  failedAt?: number
  error?: string
  /** While applying: when the claim lapses if its run died, after which the next run retries the version. */
  lapsesAt?: number
}

export interface AppliedMigration {
  version: number
  name: string
  durationMs: number
  outcome: Record<string, unknown>
}

export interface MigrateResult {
  /** Versions this run applied, in order. */
  applied: AppliedMigration[]
  /** Versions earlier runs had applied. */
  alreadyApplied: number[]
  /**
   * Set when this run stopped because another run holds a version (APPLYING), applied it meanwhile (APPLIED),
   * or had just failed it (FAILED). That run reports on the versions after it.
   */
  stopped?: { version: number; name: string; reason: MigrationState; startedAt?: number }
}

/** A migration threw: nothing of it is recorded as applied, and the versions after it did not run. */
export class MigrationFailedError extends Error {
  constructor(
    readonly migration: Pick<PlannedMigration, 'version' | 'name'>,
    readonly applied: readonly AppliedMigration[],
    cause: unknown,
  ) {
    const reason = cause instanceof Error ? cause.message : String(cause)
    const before = applied.length
      ? ` This run applied ${applied.map((m) => m.version).join(', ')} first.`
      : ''
    super(
      `Migration ${migration.version} (${migration.name}) failed: ${reason}.${before} Nothing of version ` +
        `${migration.version} is recorded as applied and the versions after it did not run; fix the cause and ` +
        'run migrate again, which retries it.',
      { cause },
    )
    this.name = 'MigrationFailedError'
  }
}

/** The registry in version order, refusing versions that are not positive whole numbers or appear twice. */
export function inVersionOrder(migrations: readonly PlannedMigration[]) {
  const sorted = [...migrations].sort((a, b) => a.version - b.version)
  sorted.forEach((migration, index) => {
    if (!Number.isInteger(migration.version) || migration.version < 1)
      throw new Error(`Migration "${migration.name}" has version ${migration.version}; use 1, 2, 3, ...`)
    if (index > 0 && sorted[index - 1]?.version === migration.version)
      throw new Error(`Two migrations have version ${migration.version}.`)
  })
  return sorted
}

/**
 * The records of the tables the migrations are recorded in (each in its domain's own table), read as one
 * list; `of` gives the records of one migration's table.
 */
async function recordsOf(context: JobContext, migrations: readonly PlannedMigration[]) {
  const tables = [...new Set(migrations.map((migration) => migration.recordTable))]
  const byTable = new Map(
    tables.map((table) => [table, createMigrationRecords(context.client, requireTable(context, table))]),
  )
  const listed = (await Promise.all([...byTable.values()].map((records) => records.list()))).flat()
  return {
    listed,
    of: (migration: PlannedMigration) => byTable.get(migration.recordTable)!,
  }
}

function lineOf(migration: PlannedMigration | undefined, record: MigrationRecord | undefined) {
  const status: MigrationStatus = !migration
    ? 'unknown'
    : record?.state === 'APPLIED'
      ? 'applied'
      : record?.state === 'APPLYING'
        ? 'applying'
        : record?.state === 'FAILED'
          ? 'failed'
          : 'pending'
  const line: MigrationStatusLine = {
    version: migration?.version ?? record?.version ?? 0,
    name: migration?.name ?? record?.name ?? '',
    ...(migration ? { description: migration.description, tables: migration.tables } : {}),
    status,
  }
  if (record) {
    line.startedAt = record.startedAt
    if (record.appliedAt !== undefined) line.appliedAt = record.appliedAt
    if (record.durationMs !== undefined) line.durationMs = record.durationMs
    if (record.failedAt !== undefined) line.failedAt = record.failedAt
    if (record.error !== undefined) line.error = record.error
    if (record.state === 'APPLYING') line.lapsesAt = record.startedAt + CLAIM_LAPSES_AFTER_MS
  }
  return line
}

/** Every version this release knows and every version the deployment recorded, with where each stands. */
export async function migrationStatus(
  context: JobContext,
  migrations: readonly PlannedMigration[],
): Promise<MigrationStatusLine[]> {
  const known = inVersionOrder(migrations)
  const records = new Map((await recordsOf(context, known)).listed.map((record) => [record.version, record]))
  const versions = [...new Set([...known.map((m) => m.version), ...records.keys()])].sort((a, b) => a - b)
  return versions.map((version) =>
    lineOf(
      known.find((m) => m.version === version),
      records.get(version),
    ),
  )
}

/** What `migrate` would run now (a dry run): every version of this release not yet applied, in order. */
export async function pendingMigrations(context: JobContext, migrations: readonly PlannedMigration[]) {
  return (await migrationStatus(context, migrations)).filter(
    (line) => line.status !== 'applied' && line.status !== 'unknown',
  )
}

/**
 * Applies, in version order, every migration not yet recorded as applied, each claimed first so that of any
 * number of concurrent runs exactly one runs it. Stops at the first version another run holds; throws
 * {@link MigrationFailedError} at the first that fails, leaving it (and those after it) for the next run.
 */
export async function migrate(
  context: JobContext,
  migrations: readonly PlannedMigration[],
  runId: string = randomUUID(),
): Promise<MigrateResult> {
  const ordered = inVersionOrder(migrations)
  const recordsOfTables = await recordsOf(context, ordered)
  const recorded = new Map(recordsOfTables.listed.map((record) => [record.version, record.state]))
  const result: MigrateResult = {
    applied: [],
    alreadyApplied: ordered.filter((m) => recorded.get(m.version) === 'APPLIED').map((m) => m.version),
  }
  for (const migration of ordered.filter((m) => recorded.get(m.version) !== 'APPLIED')) {
    const { version, name } = migration
    const records = recordsOfTables.of(migration)
    const startedAt = context.now()
    if (!(await records.claim(version, name, runId, startedAt))) {
      const holder = await records.get(version)
      result.stopped = {
        version,
        name,
        reason: holder?.state ?? 'APPLYING',
        ...(holder ? { startedAt: holder.startedAt } : {}),
      }
      logger.info('Migration held by another run; stopping', { ...result.stopped })
      return result
    }
    const claimed = { version, name, runId, startedAt }
    logger.info('Applying migration', { version, name })
    let outcome: Record<string, unknown>
    try {
      outcome = await migration.run(context)
    } catch (error) {
      logger.error('Migration failed', { version, name, error })
      const message = error instanceof Error ? error.message : String(error)
      // Recording the failure is for --list; if even that fails, the claim lapses and the next run retries.
      await records
        .failed(claimed, context.now(), message)
        .catch((recordError: unknown) =>
          logger.error('Could not record the failure', { version, recordError }),
        )
      throw new MigrationFailedError(migration, result.applied, error)
    }
    const appliedAt = context.now()
    if (!(await records.applied(claimed, appliedAt, outcome)))
      throw new Error(
        `Migration ${version} (${name}) ran, but another run took over its claim meanwhile (it ran longer ` +
          'than a claim holds); run migrate --list to see it, and migrate again if it is not applied.',
      )
    const applied = { version, name, durationMs: appliedAt - startedAt, outcome }
    logger.info('Applied migration', { version, name, durationMs: applied.durationMs })
    result.applied.push(applied)
  }
  return result
}
