import { requireBucket, requireTable, type JobContext } from '@campus/runtime'
import * as z from 'zod'
import { createFeedbackServices } from './deps'
import { minResponsesSetting } from './env'
import { runFeedbackExport } from './export-job'
import { FeedbackReportsInputSchema, runFeedbackReports } from './nightly-reports.job'

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

const exportsStorage = (context: JobContext) => ({
  s3: context.s3,
  bucket: requireBucket(context, 'exports'),
})

/** The nightly recount and workbooks (manifest job `feedback-reports`). */
export const runReportsJob = (context: JobContext, input: unknown) =>
  runFeedbackReports(
    { services: feedbackServices(context), storage: exportsStorage(context), now: context.now },
    FeedbackReportsInputSchema.parse(input),
  )

const FeedbackExportInputSchema = z.object({ exportId: z.string().min(1) })

/** One requested workbook (manifest job `feedback-export`). */
export const runExportJob = (context: JobContext, input: unknown) => {
  const services = feedbackServices(context)
  const { exportId } = FeedbackExportInputSchema.parse(input)
  return runFeedbackExport(
    {
      requests: services.repositories.exportRequests,
      reports: services.surveyReports,
      ...exportsStorage(context),
    },
    exportId,
  )
}
