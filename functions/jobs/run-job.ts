import * as z from 'zod'
import { auditArchive, AuditArchiveInputSchema } from './audit-archive.job'
import { rebuildReportAggregates } from '../feedback/report-aggregates.job'
import { requireTable, type JobContext } from './context'
import type { JobName } from './registry'

/** Each registered job's input schema and function. Keyed by the registry's names. */
const jobFunctions: Record<
  JobName,
  (context: JobContext, input: unknown) => Promise<Record<string, unknown>>
> = {
  'audit-archive': (context, input) => auditArchive(context, AuditArchiveInputSchema.parse(input)),
  'feedback-reports': async (context) => ({
    ...(await rebuildReportAggregates(context.client, requireTable(context, 'feedback'), context.now)),
  }),
}

export const JobEventSchema = z.looseObject({ job: z.string() })

/** Runs a job by name with its input; the scheduler's `{ "job": name }` event is a valid input. */
export async function runJob(context: JobContext, event: unknown) {
  const { job, ...input } = JobEventSchema.parse(event)
  const run = jobFunctions[job as JobName] as
    ((context: JobContext, input: unknown) => Promise<Record<string, unknown>>) | undefined
  if (!run) throw new Error(`Unknown job "${job}". Jobs: ${Object.keys(jobFunctions).join(', ')}.`)
  return { job, ...(await run(context, input)) }
}
