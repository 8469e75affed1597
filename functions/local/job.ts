import { parseArgs } from 'node:util'
import { runJob } from '../jobs/run-job'
import { DataInUseError } from './data-dir'
import { localEnv } from './env'
import { startLocalRuntime } from './runtime'

/**
 * `npm run job -- <name> [--day yyyy-mm-dd] [--full]`: runs a scheduled job now on the local data, through
 * the same function the in-process scheduler and the jobs Lambda call. `--full` makes `feedback-reports`
 * recount everything instead of what changed since its last run. The portal must be stopped (it holds the
 * data).
 */
async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { day: { type: 'string' }, full: { type: 'boolean' } },
  })
  const [job] = positionals
  if (!job) throw new Error('Name the job: npm run job -- audit-archive [--day 2026-11-20]')
  const runtime = await startLocalRuntime(localEnv().DATA_DIR)
  try {
    console.log(JSON.stringify(await runJob(runtime.jobContext, { job, ...values }, runtime.jobs), null, 2))
  } finally {
    await runtime.stop()
  }
}

main().catch((error: unknown) => {
  console.error(
    error instanceof DataInUseError
      ? `${error.message} The running portal runs jobs on its schedule.`
      : error instanceof Error
        ? error.message
        : error,
  )
  process.exit(1)
})
