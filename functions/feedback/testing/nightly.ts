import { runJob } from '../../jobs/run-job'
import { QUIET_PERIOD_MS } from '../report-aggregates.job'
import type { FeedbackFixture } from './fixture'

/** The nightly feedback job as the scheduler runs it, by default after the quiet period of every answer. */
export const runNightlyJob = async <Result>(f: FeedbackFixture, at = Date.now() + 2 * QUIET_PERIOD_MS) =>
  (await runJob(
    {
      client: f.env.client,
      s3: f.env.s3,
      tables: { feedback: f.env.tables.feedback },
      buckets: { exports: f.env.buckets.exports },
      now: () => at,
    },
    { job: 'feedback-reports' },
  )) as unknown as Result & { job: string }
