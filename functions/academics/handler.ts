import { domainLambda } from '@campus/http'
import { createAcademicsApp } from './app'
import { createAcademicsDeps } from './deps'
import { academicsEnv } from './env'

// Runs once per cold start: the only Lambda-aware file of the domain.
const env = academicsEnv()

export const handler = await domainLambda(env, ({ client, tokenSecret }) =>
  createAcademicsApp(
    createAcademicsDeps({
      client,
      tables: { academics: env.ACADEMICS_TABLE_NAME, sessions: env.SESSIONS_TABLE_NAME },
      tokenSecret,
    }),
  ),
)
