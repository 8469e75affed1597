import { createServer } from 'node:net'
import { logger } from '@campus/runtime'
import { runJob } from '../jobs/run-job'
import { manifests } from '../manifests'
import { plannedMigrations } from '../migrations/job'
import { migrate } from '../migrations/migrate'
import { DataInUseError } from './data-dir'
import { localEnv } from './env'
import { startLocalRuntime } from './runtime'
import { startScheduler } from './scheduler'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@campus/local/demo-college'
import { createLocalServer, serveLocal } from './server'

/** The demo accounts' email column: as wide as the longest address, so the roles line up. */
const EMAIL_COLUMN = Math.max(...DEMO_ACCOUNTS.map(({ email }) => email.length))

/** `npm start`: the whole portal in one process on local emulators, seeded with a demo college. */
async function main() {
  const env = localEnv()
  logger.setLogLevel(env.LOG_LEVEL)
  await assertPortFree(env.HOST, env.PORT)
  const runtime = await startLocalRuntime(env.DATA_DIR, (line) => console.log(line))
  // Links in announcement SMS (and the demo ones) point at this server, as at the college's domain on AWS.
  process.env.PORTAL_URL ??= `http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${env.PORT}`

  // Each domain's demo data, checked on its own, so data seeded before a domain existed gets its demo data too.
  for (const manifest of manifests) {
    const seed = await manifest.seed?.()
    if (!seed || (await seed.isSeeded(runtime.client, runtime.tables))) continue
    console.log(await seed.seed(runtime.client, runtime.tables, { s3: runtime.s3, buckets: runtime.buckets }))
  }

  // Data an earlier release wrote catches up before the portal answers, as `migrate` does after a deploy.
  const migrated = await migrate(runtime.jobContext, plannedMigrations(manifests))
  for (const { version, name, durationMs } of migrated.applied)
    console.log(`Applied data migration ${version} (${name}) in ${durationMs} ms.`)

  const app = await createLocalServer(runtime, env.WEB_DIR)
  const server = serveLocal(app, { hostname: env.HOST, port: env.PORT })
  const stopScheduler = startScheduler(async (job) => {
    try {
      console.log(
        `Job ${job} finished: ${JSON.stringify(await runJob(runtime.jobContext, { job }, runtime.jobs))}`,
      )
    } catch (error) {
      logger.error('Scheduled job failed', { job, error })
    }
  }, runtime.jobs)

  const url = `http://${env.HOST}:${env.PORT}`
  console.log(
    [
      '',
      `Campus Portal is running at ${url}`,
      `API reference: ${url}/api/docs`,
      '',
      `Demo accounts (local demo data only), password ${DEMO_PASSWORD}:`,
      ...DEMO_ACCOUNTS.map(({ email, role }) => `  ${email.padEnd(EMAIL_COLUMN)} ${role}`),
      '',
      `Data: ${env.DATA_DIR} (npm run reset wipes it). Press Ctrl+C to stop.`,
    ].join('\n'),
  )

  let stopping = false
  const stop = async () => {
    if (stopping) return
    stopping = true
    stopScheduler()
    await new Promise<void>((resolve) => server.close(() => resolve()))
    await runtime.stop()
    process.exit(0)
  }
  process.on('SIGINT', () => void stop())
  process.on('SIGTERM', () => void stop())
}

/** Fails early with a clear message instead of after starting the emulators. */
function assertPortFree(host: string, port: number) {
  return new Promise<void>((resolve, reject) => {
    const probe = createServer()
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new DataInUseError(
              `Port ${port} on ${host} is already in use. Stop what uses it, or set PORT to another port.`,
            )
          : error,
      ),
    )
    probe.listen(port, host, () => probe.close(() => resolve()))
  })
}

main().catch((error: unknown) => {
  if (error instanceof DataInUseError) console.error(error.message)
  else console.error('Campus Portal could not start:', error)
  process.exit(1)
})
