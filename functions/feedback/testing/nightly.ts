import { UpdateCommand } from '@aws-sdk/lib-dynamodb'
import { runAnyJob as runJob } from '../../jobs/testing'
import { createFeedbackServices } from '../deps'
import { runFeedbackReports, type FeedbackReportsInput } from '../nightly-reports.job'
import { QUIET_PERIOD_MS } from '../report-aggregates.job'
import type { FeedbackFixture } from './fixture'

/**
 * The nightly feedback job as the scheduler runs it, by default after the quiet period of every answer. With
 * an input (`full`, `limit`) it calls the job's function itself, which the jobs runner does not pass input to.
 */
export const runNightlyJob = async <Result>(
  f: FeedbackFixture,
  at = Date.now() + 2 * QUIET_PERIOD_MS,
  input?: FeedbackReportsInput,
) => {
  const context = {
    client: f.env.client,
    s3: f.env.s3,
    tables: { feedback: f.env.tables.feedback },
    buckets: { exports: f.env.buckets.exports },
    now: () => at,
  }
  if (!input)
    return (await runJob(context, { job: 'feedback-reports' })) as unknown as Result & { job: string }
  const services = createFeedbackServices({
    client: f.env.client,
    table: f.env.tables.feedback,
    s3: f.env.s3,
    exportsBucket: f.env.buckets.exports,
    startJob: () => Promise.reject(new Error('Jobs do not start jobs')),
  })
  const result = await runFeedbackReports(
    { services, storage: { s3: f.env.s3, bucket: f.env.buckets.exports }, now: context.now },
    input,
  )
  return { job: 'feedback-reports', ...result } as unknown as Result & { job: string }
}

/**
 * Takes one answer off these counters of the item at `key` (an aggregate, a survey target), as an answer whose
 * count failed after it was stored leaves them: the drift the nightly job must find and correct.
 */
export const loseOneAnswer = (f: FeedbackFixture, key: Record<string, string>, counters: readonly string[]) =>
  f.env.client.send(
    new UpdateCommand({
      TableName: f.env.tables.feedback,
      Key: key,
      UpdateExpression: `ADD ${counters.map((counter) => `${counter} :minus`).join(', ')}`,
      ExpressionAttributeValues: { ':minus': -1 },
    }),
  )
