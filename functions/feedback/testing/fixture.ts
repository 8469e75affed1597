import { createDomainFixture, TEST_PEOPLE } from '@campus/testing'
import { createFeedbackApp } from '../app'
import { createFeedbackDeps } from '../deps'

/** The feedback app on fresh tables in the shared test dynalite, with sessions written straight in. */
export const createFeedbackFixture = () =>
  createDomainFixture(TEST_PEOPLE, (env) => {
    const tables = { feedback: env.tables.feedback, sessions: env.tables.sessions }
    const deps = createFeedbackDeps({ client: env.client, tables, tokenSecret: env.tokenSecret })
    return { deps, app: createFeedbackApp(deps) }
  })

export type FeedbackFixture = Awaited<ReturnType<typeof createFeedbackFixture>>
