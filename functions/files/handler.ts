import { domainLambda } from '@campus/http'
import { s3Client } from '@campus/runtime'
import { createFilesApp } from './app'
import { createFilesDeps } from './deps'
import { filesEnv } from './env'

// Runs once per cold start: the only Lambda-aware file of the domain.
const env = filesEnv()

export const handler = await domainLambda(env, ({ tables, region, ...wiring }) =>
  createFilesApp(
    createFilesDeps({
      ...wiring,
      tables: { ...tables, files: env.FILES_TABLE_NAME },
      s3: s3Client({ region }),
      bucket: env.ATTACHMENTS_BUCKET_NAME,
      externalUploadsPerHour: env.externalUploadsPerHour,
      externalUploadsPerUserPerHour: env.externalUploadsPerUserPerHour,
    }),
  ),
)
