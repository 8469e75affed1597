import { createDomainFixture, TEST_PEOPLE } from '@campus/testing'
import { createFeedbackApp } from '../app'
import { createFeedbackDeps, type FeedbackDeps } from '../deps'
import { manifest } from '../manifest'

/**
 * The feedback app on fresh tables in the shared test dynalite and s3rver, with sessions written straight in.
 * Exports run in process through the manifest's job, as locally; `jobs.done()` settles once every started
 * export has finished.
 */
export const createFeedbackFixture = () =>
  createDomainFixture(
    TEST_PEOPLE,
    (env, { startJob }) => {
      const deps: FeedbackDeps = createFeedbackDeps({
        client: env.client,
        tables: {
          feedback: env.tables.feedback,
          sessions: env.tables.sessions,
          directory: env.tables.directory,
        },
        tokenSecret: env.tokenSecret,
        s3: env.s3,
        exportsBucket: env.buckets.exports,
        startJob,
      })
      return { deps, app: createFeedbackApp(deps) }
    },
    { jobs: manifest.jobs },
  )

export type FeedbackFixture = Awaited<ReturnType<typeof createFeedbackFixture>>
