import { domainLambda } from '@campus/http'
import { s3Client, jobStarterFromEnv } from '@campus/runtime'
import { createNaacApp } from './app'
import { createNaacDeps } from './deps'
import { naacEnv } from './env'

// Runs once per cold start: the only Lambda-aware file of the domain.
const env = naacEnv()

export const handler = await domainLambda(env, ({ tables, region, ...wiring }) =>
  createNaacApp(
    createNaacDeps({
      ...wiring,
      tables: {
        ...tables,
        naac: env.NAAC_TABLE_NAME,
        academics: env.ACADEMICS_TABLE_NAME,
        files: env.FILES_TABLE_NAME,
      },
      s3: s3Client({ region }),
      attachmentsBucket: env.ATTACHMENTS_BUCKET_NAME,
      exportsBucket: env.EXPORTS_BUCKET_NAME,
      startJob: jobStarterFromEnv(env, region),
    }),
  ),
)
