import { ANNOUNCEMENT_POST_QUEUE } from '@campus/core'
import { domainLambda } from '@campus/http'
import { s3Client, jobStarterFromEnv, sqsClient, sqsQueueSender } from '@campus/runtime'
import { createAssignmentsApp } from './app'
import { createAssignmentsDeps } from './deps'
import { assignmentsEnv } from './env'

// Runs once per cold start: the only Lambda-aware file of the domain.
const env = assignmentsEnv()

export const handler = await domainLambda(env, ({ tables, region, ...wiring }) =>
  createAssignmentsApp(
    createAssignmentsDeps({
      ...wiring,
      tables: {
        ...tables,
        assignments: env.ASSIGNMENTS_TABLE_NAME,
        academics: env.ACADEMICS_TABLE_NAME,
        directory: env.DIRECTORY_TABLE_NAME,
        files: env.FILES_TABLE_NAME,
      },
      s3: s3Client({ region }),
      attachmentsBucket: env.ATTACHMENTS_BUCKET_NAME,
      lateDays: env.lateDays,
      queues: sqsQueueSender(sqsClient({ region }), {
        [ANNOUNCEMENT_POST_QUEUE]: env.QUEUE_URL_ANNOUNCEMENT_POST,
      }),
      exportsBucket: env.EXPORTS_BUCKET_NAME,
      startJob: jobStarterFromEnv(env, region),
    }),
  ),
)
