import { inProcessJobStarter } from '@campus/runtime'
import { createDomainFixture, TEST_PEOPLE } from '@campus/testing'
import { createFeedbackApp } from '../app'
import { createFeedbackDeps, type FeedbackDeps } from '../deps'
import { runFeedbackExport } from '../export-job'

/**
 * The feedback app on fresh tables in the shared test dynalite and s3rver, with sessions written straight in.
 * Exports run in process, as locally; `exportsDone` settles once every started export has finished.
 */
export const createFeedbackFixture = () =>
  createDomainFixture(TEST_PEOPLE, (env) => {
    const tables = {
      feedback: env.tables.feedback,
      sessions: env.tables.sessions,
      directory: env.tables.directory,
    }
    const running: Promise<unknown>[] = []
    const deps: FeedbackDeps = createFeedbackDeps({
      client: env.client,
      tables,
      tokenSecret: env.tokenSecret,
      s3: env.s3,
      exportsBucket: env.buckets.exports,
      startJob: inProcessJobStarter((event) => {
        const run = runFeedbackExport(
          { ...deps, reports: deps.surveyReports, s3: env.s3, bucket: env.buckets.exports },
          String(event.exportId),
        )
        running.push(run)
        return run
      }),
    })
    const exportsDone = async () => {
      await new Promise((resolve) => setImmediate(resolve))
      await Promise.all(running)
    }
    return { deps: Object.assign(deps, { exportsDone }), app: createFeedbackApp(deps) }
  })

export type FeedbackFixture = Awaited<ReturnType<typeof createFeedbackFixture>>
