import type { DomainManifest, JobDefinition, JobSchedule } from '@campus/http'
import { migrateJob } from '../migrations/job'

/** The college's time zone: schedules are wall-clock times there. */
export const JOB_TIME_ZONE = 'Asia/Kolkata'

/** A job that runs every day at its time. */
export type ScheduledJob = JobDefinition & { readonly schedule: JobSchedule }

/** Whether the job runs on a schedule (the others are only started on demand). */
export const isScheduled = (job: JobDefinition): job is ScheduledJob => job.schedule !== undefined

/**
 * Every job the jobs Lambda runs: the platform's `migrate` over every domain's migrations, then each domain's
 * own jobs from its manifest. A name used twice is refused, as the scheduler's `{ "job": name }` picks one.
 */
export function jobsOf(manifests: readonly DomainManifest[]): readonly JobDefinition[] {
  const jobs = [migrateJob(manifests), ...manifests.flatMap((manifest) => manifest.jobs)]
  const names = jobs.map((job) => job.name)
  const repeated = names.find((name, index) => names.indexOf(name) !== index)
  if (repeated) throw new Error(`Two jobs are named "${repeated}"; job names are unique across domains.`)
  return jobs
}
