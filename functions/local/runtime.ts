import { appendFileSync } from 'node:fs'
import { join } from 'node:path'
import { ensureTables, physicalTableNames } from '@campus/db'
import {
  documentClient,
  dynamoClient,
  inProcessJobStarter,
  logger,
  outboxNotifier,
  s3Client,
  type JobContext,
} from '@campus/runtime'
import { startDynamo, startS3 } from '@campus/testing'
import { jobsOf } from '../jobs/catalog'
import { runJob } from '../jobs/run-job'
import { manifests, tableDefinitions } from '../manifests'
import { claimDataDir, tokenSecretFor } from './data-dir'

export const LOCAL_TABLE_PREFIX = 'campus-local-'
export const LOCAL_BUCKETS = { attachments: 'campus-local-attachments', exports: 'campus-local-exports' }
const REGION = 'ap-south-1'

/**
 * The local stand-ins for AWS, on one data folder: dynalite and s3rver (persisted), the tables of every
 * domain's manifest, the SMS outbox file and the token secret. Shared by the server, `npm run job` and create-admin.
 */
export async function startLocalRuntime(dataDir: string, onSms?: (line: string) => void) {
  const releaseDataDir = claimDataDir(dataDir)
  const dynamo = await startDynamo({ path: join(dataDir, 'dynamodb') })
  const s3 = await startS3({ directory: join(dataDir, 's3'), buckets: Object.values(LOCAL_BUCKETS) })
  const rawClient = dynamoClient({ region: REGION, endpoint: dynamo.endpoint })
  await ensureTables(rawClient, LOCAL_TABLE_PREFIX, tableDefinitions())

  const outboxFile = join(dataDir, 'sms-outbox.jsonl')
  const sms = outboxNotifier((entry) => {
    appendFileSync(outboxFile, `${JSON.stringify(entry)}\n`)
    // The text may hold a one-time code, so only the file gets it; the console says where to look.
    onSms?.(`SMS (${entry.purpose}) to ******${entry.phone.slice(-4)} written to ${outboxFile}`)
  })

  const client = documentClient(rawClient)
  const s3Api = s3Client({ region: REGION, endpoint: s3.endpoint })
  const tables = physicalTableNames(LOCAL_TABLE_PREFIX, tableDefinitions())
  const jobs = jobsOf(manifests)
  const jobContext: JobContext = { client, s3: s3Api, tables, buckets: LOCAL_BUCKETS, now: () => Date.now() }

  return {
    client,
    tables,
    sms,
    s3: s3Api,
    buckets: LOCAL_BUCKETS,
    jobContext,
    /** Every job: the platform's and each domain's. */
    jobs,
    startJob: inProcessJobStarter(
      (event) => runJob(jobContext, event, jobs),
      (error, event) => logger.error('Job failed', { job: event.job, error }),
    ),
    tokenSecret: tokenSecretFor(dataDir),
    async stop() {
      rawClient.destroy()
      await s3.close()
      await dynamo.close()
      releaseDataDir()
    },
  }
}

export type LocalRuntime = Awaited<ReturnType<typeof startLocalRuntime>>
