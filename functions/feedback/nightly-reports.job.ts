import type { S3Client } from '@aws-sdk/client-s3'
import * as z from 'zod'
import type { FeedbackServices } from './deps'
import { writeNightlyWorkbooks } from './nightly-workbooks.job'
import { rebuildReportAggregates } from './report-aggregates.job'
import { rebuildSurveyTargets } from './survey-aggregates.job'

/**
 * The `feedback-reports` job's input: `{ "full": true }` recounts every form and target and rewrites every
 * survey's workbooks (as the first run does); `limit` caps the forms, targets and surveys one invocation
 * handles (each part's default otherwise).
 */
export const FeedbackReportsInputSchema = z.object({
  full: z.boolean().optional(),
  limit: z.number().int().positive().optional(),
})

export type FeedbackReportsInput = z.infer<typeof FeedbackReportsInputSchema>

/**
 * The nightly `feedback-reports` job (docs/adr/0023): recounts the forms, then the survey targets, answered
 * since the last run, then rewrites the workbooks of the surveys answered or changed since then. Each part
 * keeps its own progress, so each continues where its last invocation stopped.
 */
export async function runFeedbackReports(
  deps: {
    services: Pick<FeedbackServices, 'entities' | 'surveyReports' | 'db'>
    storage: { s3: S3Client; bucket: string }
    now: () => number
  },
  input: FeedbackReportsInput = {},
) {
  const { client, table } = deps.services.db
  const options = {
    ...(input.full ? { full: true } : {}),
    ...(input.limit ? { limit: input.limit } : {}),
  }
  const forms = await rebuildReportAggregates(client, table, deps.now, options)
  const surveys = await rebuildSurveyTargets(client, table, deps.now, options)
  const nightly = await writeNightlyWorkbooks(deps.services, deps.storage, deps.now(), options)
  return { ...forms, surveys, ...nightly }
}
