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
  type SmsNotifier,
} from '@campus/runtime'
import { startDynamo, startS3 } from '@campus/local/emulators'
import { jobsOf } from '../jobs/catalog'
import { runJob } from '../jobs/run-job'
import { manifests, tableDefinitions } from '../manifests'
import { claimDataDir, tokenSecretFor } from './data-dir'
import { localQueues } from './queues'

export const LOCAL_TABLE_PREFIX = 'campus-local-'
export const LOCAL_BUCKETS = { attachments: 'campus-local-attachments', exports: 'campus-local-exports' }
const REGION = 'ap-south-1'

/**
 * The local stand-ins for AWS, on one data folder: dynalite and s3rver (persisted), the tables of every
 * domain's manifest, the SMS outbox file and the token secret. Shared by the server, `npm run job` and create-admin.
 * `wrapSms` wraps the notifier the queue consumers send through (the bench injects faults with it); `sms` stays
 * the outbox itself.
 */
export async function startLocalRuntime(
  dataDir: string,
  onSms?: (line: string) => void,
  { wrapSms }: { wrapSms?: (notifier: SmsNotifier) => SmsNotifier } = {},
) {
  const releaseDataDir = claimDataDir(dataDir)
  const dynamo = await startDynamo({ path: join(dataDir, 'dynamodb') })
  const s3 = await startS3({ directory: join(dataDir, 's3'), buckets: Object.values(LOCAL_BUCKETS) })
  const rawClient = dynamoClient({ region: REGION, endpoint: dynamo.endpoint })
  await ensureTables(rawClient, LOCAL_TABLE_PREFIX, tableDefinitions())

  const outboxFile = join(dataDir, 'sms-outbox.jsonl')
  const sms = outboxNotifier((entry) => {
    appendFileSync(outboxFile, `${JSON.stringify(entry)}\n`)
    // The text may hold a one-time code, so only the file gets it; the console says where to look. Bulk SMS
    // (announcements) would flood the console: the SMS log screen lists them.
    if (entry.purpose === 'OTP')
      onSms?.(`SMS (${entry.purpose}) to ******${entry.phone.slice(-4)} written to ${outboxFile}`)
  })

  const client = documentClient(rawClient)
  const s3Api = s3Client({ region: REGION, endpoint: s3.endpoint })
  const tables = physicalTableNames(LOCAL_TABLE_PREFIX, tableDefinitions())
  const jobs = jobsOf(manifests)
  const jobContext: JobContext = { client, s3: s3Api, tables, buckets: LOCAL_BUCKETS, now: () => Date.now() }
  // Settings locally are the code's own defaults, as for the apps; a test or the bench may pass others.
  const queues = localQueues(manifests, {
    ...jobContext,
    sms: wrapSms?.(sms) ?? sms,
    settings: localSettings(),
    // A consumer that queues further work (announcement-post, on sms-send) sends to this same in-process queue.
    queues: { send: (queue, bodies) => queues.send(queue, bodies) },
  })

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
    queues,
    tokenSecret: tokenSecretFor(dataDir),
    async stop() {
      rawClient.destroy()
      await s3.close()
      await dynamo.close()
      releaseDataDir()
    },
  }
}

/** Stage settings from the environment (`SMS_PER_SECOND=50 npm start`), as CDK sets them on AWS. */
function localSettings(): Record<string, number | undefined> {
  const names = manifests.flatMap(({ settings }) => Object.keys(settings))
  return Object.fromEntries(
    names.map((name) => [name, process.env[name] ? Number(process.env[name]) : undefined]),
  )
}

export type LocalRuntime = Awaited<ReturnType<typeof startLocalRuntime>>
