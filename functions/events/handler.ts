import { domainLambda } from '@campus/http'
import { createEventsApp } from './app'
import { createEventsDeps } from './deps'
import { eventsEnv } from './env'

// Runs once per cold start: the only Lambda-aware file of the domain.
const env = eventsEnv()

export const handler = await domainLambda(env, ({ client, tokenSecret }) =>
  createEventsApp(
    createEventsDeps({
      client,
      tables: { events: env.EVENTS_TABLE_NAME, sessions: env.SESSIONS_TABLE_NAME },
      tokenSecret,
    }),
  ),
)
