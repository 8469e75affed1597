import { domainLambda } from '@campus/http'
import { s3Client, jobStarterFromEnv } from '@campus/runtime'
import { createSmsApp } from './app'
import { createSmsDeps } from './deps'
import { smsEnv } from './env'

// Runs once per cold start: the only Lambda-aware file of the domain.
const env = smsEnv()

export const handler = await domainLambda(env, ({ tables, region, ...wiring }) =>
  createSmsApp(
    createSmsDeps({
      ...wiring,
      tables: { ...tables, sms: env.SMS_TABLE_NAME },
      s3: s3Client({ region }),
      exportsBucket: env.EXPORTS_BUCKET_NAME,
      startJob: jobStarterFromEnv(env, region),
    }),
  ),
)
