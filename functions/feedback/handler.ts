import { SchedulerClient } from '@aws-sdk/client-scheduler'
import {
  documentClient,
  dynamoClient,
  fromPortalOnly,
  loadTokenSecret,
  s3Client,
  schedulerJobStarter,
} from '@campus/runtime'
import { handle } from 'hono/aws-lambda'
import { createFeedbackApp } from './app'
import { createFeedbackDeps } from './deps'
import { feedbackEnv } from './env'

// Runs once per cold start: the only Lambda-aware file of the domain.
const env = feedbackEnv()
const tokenSecret = await loadTokenSecret({
  ...(env.TOKEN_SECRET ? { secret: env.TOKEN_SECRET } : {}),
  ...(env.TOKEN_SECRET_ARN ? { secretArn: env.TOKEN_SECRET_ARN } : {}),
  region: env.AWS_REGION,
})

// Only requests CloudFront forwarded (ORIGIN_SECRET_ARN, packages/runtime origin-guard.ts) reach the app.
export const handler = await fromPortalOnly(
  handle(
    createFeedbackApp(
      createFeedbackDeps({
        client: documentClient(dynamoClient({ region: env.AWS_REGION })),
        tables: {
          feedback: env.FEEDBACK_TABLE_NAME,
          sessions: env.SESSIONS_TABLE_NAME,
          directory: env.DIRECTORY_TABLE_NAME,
        },
        tokenSecret,
        s3: s3Client({ region: env.AWS_REGION }),
        exportsBucket: env.EXPORTS_BUCKET_NAME,
        startJob: schedulerJobStarter(new SchedulerClient({ region: env.AWS_REGION }), {
          functionArn: env.JOBS_FUNCTION_ARN,
          roleArn: env.SCHEDULER_ROLE_ARN,
          ...(env.JOBS_SCHEDULE_GROUP ? { groupName: env.JOBS_SCHEDULE_GROUP } : {}),
        }),
        minResponses: env.minResponses,
      }),
    ),
  ),
)
