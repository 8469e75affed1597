import type { JobDefinition } from '@campus/http'
import { inProcessJobStarter, type JobContext, type JobStarter } from '@campus/runtime'
import type { TestTables } from './integration'

/**
 * A domain's jobs run in this process through its manifest's definitions, as the local server runs them.
 * `starter(env)` is the app's job starter on the fixture's tables and buckets; `done()` settles once every job
 * started so far has ended; `results` holds what each returned and `errors` what a job threw instead of recording
 * its outcome (a bug); `hold()` keeps the jobs started from then on waiting until the function it returns (or
 * `release()`) is called, to look at a request while it is PROCESSING.
 */
export function inProcessJobs(definitions: readonly JobDefinition[]) {
  const running: Promise<unknown>[] = []
  const results: Record<string, unknown>[] = []
  const errors: unknown[] = []
  let held: Promise<void> = Promise.resolve()
  let releaseHeld = () => {}
  let jobContext: JobContext | undefined

  /** The context the jobs run with: the fixture's client, tables and buckets. */
  const context = () => {
    if (!jobContext) throw new Error('The fixture has not built its app yet')
    return jobContext
  }

  /** Lets the held jobs run, and those started from now on run at once. */
  const release = () => {
    held = Promise.resolve()
    releaseHeld()
  }

  return {
    starter(env: TestTables): JobStarter {
      jobContext = { client: env.client, s3: env.s3, tables: env.tables, buckets: env.buckets, now: Date.now }
      return inProcessJobStarter(({ job, ...input }) => {
        const run = held
          .then(() => {
            const definition = definitions.find(({ name }) => name === job)
            if (!definition) throw new Error(`The domain has no job ${job}`)
            return definition.run(context(), input)
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
    errors,
    started: () => running.length,
    async done() {
      // The starter runs a job on the next turn of the event loop.
      await new Promise((resolve) => setImmediate(resolve))
      await Promise.all(running)
    },
    hold() {
      held = new Promise((resolve) => (releaseHeld = resolve))
      return release
    },
    release,
  }
}

export type InProcessJobs = ReturnType<typeof inProcessJobs>
