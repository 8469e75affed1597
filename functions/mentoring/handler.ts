import { domainLambda } from '@campus/http'
import { createMentoringApp } from './app'
import { createMentoringDeps } from './deps'
import { mentoringEnv } from './env'

// Runs once per cold start: the only Lambda-aware file of the domain.
const env = mentoringEnv()

export const handler = await domainLambda(env, ({ tables, ...wiring }) =>
  createMentoringApp(
    createMentoringDeps({
      ...wiring,
      tables: {
        ...tables,
        mentoring: env.MENTORING_TABLE_NAME,
        directory: env.DIRECTORY_TABLE_NAME,
        academics: env.ACADEMICS_TABLE_NAME,
        assignments: env.ASSIGNMENTS_TABLE_NAME,
        feedback: env.FEEDBACK_TABLE_NAME,
      },
    }),
  ),
)
