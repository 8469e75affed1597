import { domainLambda } from '@campus/http'
import { createEventsApp } from './app'
import { createEventsDeps } from './deps'
import { eventsEnv } from './env'

// Runs once per cold start: the only Lambda-aware file of the domain.
const env = eventsEnv()

export const handler = await domainLambda(env, ({ tables, ...wiring }) =>
  createEventsApp(createEventsDeps({ ...wiring, tables: { ...tables, events: env.EVENTS_TABLE_NAME } })),
)
