import type { DomainManifest } from '@campus/http'
import { documentClient, dynamoClient, logger, s3Client } from '@campus/runtime'
import { jobsOf } from './catalog'
import { jobsEnv } from './env'
import { runJob } from './run-job'

/**
 * The jobs Lambda over the given domains. Its entry is generated when CDK builds the function
 * (infra/lambda-bundling.ts), importing every domain's manifest, so no file here names a domain.
 * The EventBridge Scheduler target: `{ "job": "<name>", ...input }`.
 */
export function jobsHandler(manifests: readonly DomainManifest[]) {
  const env = jobsEnv(manifests)
  const jobs = jobsOf(manifests)
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
  return async (event: unknown) => {
    const result = await runJob(context, event, jobs)
    logger.info('job finished', result)
    return result
  }
}
