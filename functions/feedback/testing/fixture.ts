import { callResultOf, createDomainFixture, TEST_PEOPLE } from '@campus/testing'
import type { EventAnswerLimits } from '../answer-limits'
import { createFeedbackApp } from '../app'
import { createFeedbackDeps, type FeedbackDeps } from '../deps'
import { manifest } from '../manifest'

/** The address a test's request comes from unless it names one, as the local server's socket gives it. */
export const TEST_ADDRESS = '198.51.100.7'

/** The bindings of a request from `address`, as @hono/node-server hands them to the app. */
const from = (address: string) => ({ incoming: { socket: { remoteAddress: address } } })

/**
 * The feedback app on fresh tables in the shared test dynalite and s3rver, with sessions written straight in.
 * Exports run in process through the manifest's job, as locally; `jobs.done()` settles once every started
 * export has finished. Every request comes from {@link TEST_ADDRESS} unless sent with `callFrom`;
 * `eventLimits` lowers the event form's answer limits for the tests of them.
 */
export async function createFeedbackFixture(options: { eventLimits?: Partial<EventAnswerLimits> } = {}) {
  const f = await createDomainFixture(
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
        ...(options.eventLimits ? { eventLimits: options.eventLimits } : {}),
      })
      const app = createFeedbackApp(deps)
      // As the local server runs it: every request has the socket's address, unless a test names another.
      const request = app.request.bind(app)
      app.request = (input, init, bindings, ...rest) =>
        request(input, init, bindings ?? from(TEST_ADDRESS), ...rest)
      return { deps, app }
    },
    { jobs: manifest.jobs },
  )

  /** A JSON call without a session token from `address`. */
  const callFrom = async (address: string, method: string, path: string, body?: unknown) =>
    callResultOf(
      await f.app.request(
        path,
        {
          method,
          ...(body === undefined
            ? {}
            : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
        },
        from(address),
      ),
    )

  return { ...f, callFrom }
}

export type FeedbackFixture = Awaited<ReturnType<typeof createFeedbackFixture>>
