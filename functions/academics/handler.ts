import { DEPARTMENT_REMOVED_QUEUE } from '@campus/core'
import { domainLambda } from '@campus/http'
import { sqsClient, sqsQueueSender } from '@campus/runtime'
import { createAcademicsApp } from './app'
import { createAcademicsDeps } from './deps'
import { academicsEnv } from './env'

// Runs once per cold start: the only Lambda-aware file of the domain.
const env = academicsEnv()

export const handler = await domainLambda(env, ({ tables, region, ...wiring }) =>
  createAcademicsApp(
    createAcademicsDeps({
      ...wiring,
      tables: { ...tables, academics: env.ACADEMICS_TABLE_NAME, directory: env.DIRECTORY_TABLE_NAME },
      queues: sqsQueueSender(sqsClient({ region }), {
        [DEPARTMENT_REMOVED_QUEUE]: env.QUEUE_URL_DEPARTMENT_REMOVED,
      }),
    }),
  ),
)
