import * as z from 'zod'
import type { JobContext } from '../jobs/context'
import { toReport } from './cli'
import { migrate, migrationStatus, pendingMigrations } from './migrate'

/**
 * The `migrate` job's input, beside `"job": "migrate"`: nothing applies what is pending; `list` or `dryRun`
 * only read. Strict, so a misspelt option is refused rather than taken for a real run.
 */
export const MigrateInputSchema = z
  .strictObject({ list: z.boolean().optional(), dryRun: z.boolean().optional() })
  .refine((input) => !(input.list && input.dryRun), 'Choose one of list and dryRun.')

/** The jobs Lambda's `migrate`: `{ "job": "migrate" }` applies, `"list": true` shows, `"dryRun": true` plans. */
export async function migrateJob(context: JobContext, input: unknown): Promise<Record<string, unknown>> {
  const { list, dryRun } = MigrateInputSchema.parse(input)
  if (list) return { migrations: (await migrationStatus(context)).map(toReport) }
  if (dryRun) return { dryRun: true, wouldApply: (await pendingMigrations(context)).map(toReport) }
  const result = await migrate(context)
  return {
    ...result,
    ...(result.stopped ? { stopped: toReport(result.stopped) } : {}),
  }
}
