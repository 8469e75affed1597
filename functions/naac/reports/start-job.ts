import { type JobStarter, logger } from '@campus/runtime'

/**
 * Starts the job of a build already recorded as PROCESSING. Should the start fail, the build is recorded as
 * failed with `fail` (so it is not answered PROCESSING until it stalls) and the error is thrown (a 500).
 */
export async function startBuildJob(
  startJob: JobStarter,
  input: Parameters<JobStarter>[0],
  fail: () => Promise<unknown>,
) {
  try {
    await startJob(input)
  } catch (error) {
    logger.error('A NAAC report job could not start', { error, job: input.job })
    await fail()
    throw error
  }
}
