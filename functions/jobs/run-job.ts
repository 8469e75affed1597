import * as z from 'zod'
import { createFeedbackServices } from '../feedback/deps'
import { minResponsesSetting } from '../feedback/env'
import { runFeedbackExport } from '../feedback/export-job'
import { FeedbackReportsInputSchema, runFeedbackReports } from '../feedback/nightly-reports.job'
import { repairDerived } from '../identity/derived-repair.job'
import { migrateJob } from '../migrations/job'
import { auditArchive, AuditArchiveInputSchema } from './audit-archive.job'
import { requireBucket, requireTable, type JobContext } from './context'
import type { JobName } from './registry'

/** The feedback services on the job's clients; a job never starts another job. */
const feedbackServices = (context: JobContext) =>
  createFeedbackServices({
    client: context.client,
    table: requireTable(context, 'feedback'),
    s3: context.s3,
    exportsBucket: requireBucket(context, 'exports'),
    startJob: () => Promise.reject(new Error('Jobs do not start jobs')),
    minResponses: minResponsesSetting(),
  })

const FeedbackExportInputSchema = z.object({ exportId: z.string().min(1) })

/** Each registered job's input schema and function. Keyed by the registry's names. */
const jobFunctions: Record<
  JobName,
  (context: JobContext, input: unknown) => Promise<Record<string, unknown>>
> = {
  'audit-archive': (context, input) => auditArchive(context, AuditArchiveInputSchema.parse(input)),
  'feedback-reports': (context, input) =>
    runFeedbackReports(
      {
        services: feedbackServices(context),
        storage: { s3: context.s3, bucket: requireBucket(context, 'exports') },
        now: context.now,
      },
      FeedbackReportsInputSchema.parse(input),
    ),
  'repair-derived': async (context) => ({
    identity: await repairDerived(
      context.client,
      requireTable(context, 'identity'),
      context.now,
      requireTable(context, 'directory'),
    ),
  }),
  'feedback-export': async (context, input) => {
    const services = feedbackServices(context)
    const storage = { s3: context.s3, bucket: requireBucket(context, 'exports') }
    const { exportId } = FeedbackExportInputSchema.parse(input)
    return runFeedbackExport({ ...services, reports: services.surveyReports, ...storage }, exportId)
  },
  migrate: migrateJob,
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
