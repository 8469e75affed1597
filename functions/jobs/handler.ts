import type { DomainManifest } from '@campus/http'
import { logger } from '@campus/runtime'
import { jobsOf } from './catalog'
import { jobContextFromEnv, ownedTables } from './env'
import { runJob } from './run-job'

/**
 * The jobs Lambda over the given domains. Its entry is generated when CDK builds the function
 * (infra/lambda-bundling.ts), importing every domain's manifest, so no file here names a domain.
 * The EventBridge Scheduler target: `{ "job": "<name>", ...input }`.
 */
export function jobsHandler(manifests: readonly DomainManifest[]) {
  const jobs = jobsOf(manifests)
  const context = jobContextFromEnv(ownedTables(manifests))
  return async (event: unknown) => {
    const result = await runJob(context, event, jobs)
    logger.info('job finished', result)
    return result
  }
}
