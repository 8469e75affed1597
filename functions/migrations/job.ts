import * as z from 'zod'
import type { ResourceAccess as Access, DomainManifest, JobDefinition } from '@campus/http'
import type { JobContext } from '@campus/runtime'
import { toReport } from './cli'
import { migrate, migrationStatus, pendingMigrations } from './migrate'
import type { PlannedMigration } from './migration'

/**
 * The `migrate` job's input, beside `"job": "migrate"`: nothing applies what is pending; `list` or `dryRun`
 * only read. Strict, so a misspelt option is refused rather than taken for a real run.
 */
export const MigrateInputSchema = z
  .strictObject({ list: z.boolean().optional(), dryRun: z.boolean().optional() })
  .refine((input) => !(input.list && input.dryRun), 'Choose one of list and dryRun.')

/** Every domain's migrations, oldest first, each recorded in its domain's own first table. */
export const plannedMigrations = (manifests: readonly DomainManifest[]): PlannedMigration[] =>
  manifests
    .flatMap((manifest) =>
      manifest.migrations.map((migration) => ({
        ...migration,
        recordTable: manifest.ownTables[0]?.name ?? '',
      })),
    )
    .sort((a, b) => a.version - b.version)

/** What `migrate` may touch: every migration's tables, and the tables their records are kept in. */
function migrateTables(migrations: readonly PlannedMigration[]) {
  const tables: Record<string, Access> = {}
  for (const migration of migrations) {
    tables[migration.recordTable] = 'readwrite'
    for (const [name, access] of Object.entries(migration.tables))
      if (access && tables[name] !== 'readwrite') tables[name] = access
  }
  return tables
}

/**
 * The `migrate` job over the domains' migrations: `{ "job": "migrate" }` applies, `"list": true` shows,
 * `"dryRun": true` plans.
 */
export function migrateJob(manifests: readonly DomainManifest[]): JobDefinition {
  const migrations = plannedMigrations(manifests)
  return {
    name: 'migrate',
    description:
      'Applies the data migrations this release has and the deployment has not applied yet, in version ' +
      'order, recording each (functions/migrations, ADR 0021). An operator runs it after each deploy.',
    tables: migrateTables(migrations),
    buckets: {},
    settings: [],
    run: (context, input) => runMigrate(context, input, migrations),
  }
}

async function runMigrate(
  context: JobContext,
  input: unknown,
  migrations: readonly PlannedMigration[],
): Promise<Record<string, unknown>> {
  const { list, dryRun } = MigrateInputSchema.parse(input)
  if (list) return { migrations: (await migrationStatus(context, migrations)).map(toReport) }
  if (dryRun)
    return { dryRun: true, wouldApply: (await pendingMigrations(context, migrations)).map(toReport) }
  const result = await migrate(context, migrations)
  return {
    ...result,
    ...(result.stopped ? { stopped: toReport(result.stopped) } : {}),
  }
}
