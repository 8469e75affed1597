import type { JobDefinition } from '@campus/http'
import type { JobContext } from '@campus/runtime'
import * as z from 'zod'

export const JobEventSchema = z.looseObject({ job: z.string() })

/** Runs a job by name with its input; the scheduler's `{ "job": name }` event is a valid input. */
export async function runJob(context: JobContext, event: unknown, jobs: readonly JobDefinition[]) {
  const { job, ...input } = JobEventSchema.parse(event)
  const definition = jobs.find(({ name }) => name === job)
  if (!definition) throw new Error(`Unknown job "${job}". Jobs: ${jobs.map(({ name }) => name).join(', ')}.`)
  return { job, ...(await definition.run(context, input)) }
}
