import { inProcessJobStarter, type JobContext } from '@campus/runtime'
import type { TestTables } from '@campus/testing'
import { manifest } from '../manifest'

/** The `assignment-submissions-zip` job as the manifest declares it. */
export const SUBMISSIONS_ZIP_JOB = manifest.jobs.find(({ name }) => name === 'assignment-submissions-zip')!

/**
 * The zip jobs the app starts, run in process through the manifest's job, as locally. `starter` is the app's
 * job starter on the fixture's tables; `done()` settles once every started job has ended, `results` holds what
 * each returned and `started()` how many were started; `hold()` keeps the jobs started from then on waiting
 * until the function it returns is called, to look at a request while it is PROCESSING.
 */
export function zipJobs() {
  const running: Promise<unknown>[] = []
  const results: Record<string, unknown>[] = []
  const errors: unknown[] = []
  let held: Promise<void> = Promise.resolve()
  let release = () => {}
  const contexts: JobContext[] = []

  /** The context the jobs run with: the fixture's client, table and buckets. */
  const context = () => {
    const found = contexts[0]
    if (!found) throw new Error('The fixture has not built its app yet')
    return found
  }

  return {
    starter(env: TestTables) {
      contexts.push({
        client: env.client,
        s3: env.s3,
        tables: { assignments: env.tables.assignments },
        buckets: env.buckets,
        now: Date.now,
      })
      return inProcessJobStarter(({ job, ...input }) => {
        const run = held
          .then(() => {
            if (job !== SUBMISSIONS_ZIP_JOB.name) throw new Error(`assignments starts no job ${job}`)
            return SUBMISSIONS_ZIP_JOB.run(context(), input)
          })
          .then(
            (result) => results.push(result),
            (error: unknown) => errors.push(error),
          )
        running.push(run)
        return run
      })
    },
    context,
    results,
    /** Errors a job threw instead of recording them (none, unless the job is broken). */
    errors,
    started: () => running.length,
    async done() {
      // The starter runs a job on the next turn of the event loop.
      await new Promise((resolve) => setImmediate(resolve))
      await Promise.all(running)
    },
    hold() {
      held = new Promise((resolve) => (release = resolve))
      return () => {
        held = Promise.resolve()
        release()
      }
    },
  }
}
