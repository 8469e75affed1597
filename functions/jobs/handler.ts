import { documentClient, dynamoClient, logger, s3Client } from '@campus/runtime'
import { jobsEnv } from './env'
import { runJob } from './run-job'

// The EventBridge Scheduler target: `{ "job": "<name>", ...input }`.
const env = jobsEnv()
const context = {
  client: documentClient(dynamoClient({ region: env.AWS_REGION })),
  s3: s3Client({ region: env.AWS_REGION }),
  tables: env.tables,
  buckets: {
    ...(env.EXPORTS_BUCKET_NAME ? { exports: env.EXPORTS_BUCKET_NAME } : {}),
    ...(env.ATTACHMENTS_BUCKET_NAME ? { attachments: env.ATTACHMENTS_BUCKET_NAME } : {}),
  },
  now: () => Date.now(),
}

export const handler = async (event: unknown) => {
  const result = await runJob(context, event)
  logger.info('job finished', result)
  return result
}
