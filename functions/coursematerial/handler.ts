import { domainLambda } from '@campus/http'
import { s3Client } from '@campus/runtime'
import { createCourseMaterialApp } from './app'
import { createCourseMaterialDeps } from './deps'
import { coursematerialEnv } from './env'

// Runs once per cold start: the only Lambda-aware file of the domain.
const env = coursematerialEnv()

export const handler = await domainLambda(env, ({ tables, region, ...wiring }) =>
  createCourseMaterialApp(
    createCourseMaterialDeps({
      ...wiring,
      tables: {
        ...tables,
        coursematerial: env.COURSEMATERIAL_TABLE_NAME,
        academics: env.ACADEMICS_TABLE_NAME,
        files: env.FILES_TABLE_NAME,
      },
      s3: s3Client({ region }),
      attachmentsBucket: env.ATTACHMENTS_BUCKET_NAME,
    }),
  ),
)
