import { domainLambda } from '@campus/http'
import { createAcademicsApp } from './app'
import { createAcademicsDeps } from './deps'
import { academicsEnv } from './env'

// Runs once per cold start: the only Lambda-aware file of the domain.
const env = academicsEnv()

export const handler = await domainLambda(env, ({ tables, ...wiring }) =>
  createAcademicsApp(
    createAcademicsDeps({ ...wiring, tables: { ...tables, academics: env.ACADEMICS_TABLE_NAME } }),
  ),
)
