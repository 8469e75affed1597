import { domainLambda } from '@campus/http'
import { s3Client, jobStarterFromEnv } from '@campus/runtime'
import { createFeedbackApp } from './app'
import { createFeedbackDeps } from './deps'
import { feedbackEnv } from './env'

// Runs once per cold start: the only Lambda-aware file of the domain.
const env = feedbackEnv()

export const handler = await domainLambda(env, ({ tables, region, ...wiring }) =>
  createFeedbackApp(
    createFeedbackDeps({
      ...wiring,
      tables: { ...tables, feedback: env.FEEDBACK_TABLE_NAME, directory: env.DIRECTORY_TABLE_NAME },
      s3: s3Client({ region }),
      exportsBucket: env.EXPORTS_BUCKET_NAME,
      startJob: jobStarterFromEnv(env, region),
      minResponses: env.minResponses,
    }),
  ),
)
