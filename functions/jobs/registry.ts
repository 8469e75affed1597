import type { Access, Setting } from '../domains'
import type { TableName } from '@campus/db'

/** Cron fields in the college's time zone. */
export interface JobSchedule {
  readonly minute: string
  readonly hour: string
}

/**
 * Jobs: data only. CDK gives each scheduled job an EventBridge Scheduler schedule targeting the jobs Lambda with
 * `{ "job": name }`; locally the in-process scheduler and `npm run job -- <name>` call the same function. A job
 * without a schedule runs on demand: a domain starts it (a one-time schedule on AWS, in-process locally).
 */
export interface JobDefinition {
  readonly name: string
  readonly description: string
  /** When it runs every day. @default - none: the job only runs when started on demand */
  readonly schedule?: JobSchedule
  readonly tables: Readonly<Partial<Record<TableName, Access>>>
  readonly buckets: Readonly<Partial<Record<'attachments' | 'exports', Access>>>
  /** Stage settings the job's code reads (the jobs Lambda gets every job's). */
  readonly settings: readonly Setting[]
}

/** A job that runs every day at its time. */
export type ScheduledJob = JobDefinition & { readonly schedule: JobSchedule }

/** Whether the job runs on a schedule (the others are only started on demand). */
export const isScheduled = (job: JobDefinition): job is ScheduledJob => job.schedule !== undefined

export const JOB_TIME_ZONE = 'Asia/Kolkata'

export const jobs = [
  {
    name: 'audit-archive',
    description: "Copies the previous day's audit records to the exports bucket as JSON lines under audit/.",
    schedule: { minute: '30', hour: '1' },
    tables: { identity: 'read' },
    buckets: { exports: 'readwrite' },
    settings: [],
  },
  {
    name: 'feedback-reports',
    description:
      'Recounts the feedback forms and survey targets answered since its last run (everything on the first ' +
      'run or with { "full": true }) and corrects any that drifted, naming each correction, then rewrites the ' +
      'workbooks of the surveys answered or changed since then in the exports bucket. Bounded per run; the ' +
      'next run continues where it stopped.',
    schedule: { minute: '0', hour: '2' },
    tables: { feedback: 'readwrite' },
    buckets: { exports: 'readwrite' },
    settings: ['FEEDBACK_MIN_RESPONSES'],
  },
  {
    name: 'repair-derived',
    description:
      "Checks identity's derived data (head counts, student search terms, unique-key claims, the student " +
      'directory) against the users, names each drift, and repairs it safely while users are being written.',
    schedule: { minute: '45', hour: '1' },
    tables: { identity: 'readwrite', directory: 'readwrite' },
    buckets: {},
    settings: [],
  },
  {
    name: 'feedback-export',
    description:
      'Writes a requested feedback report workbook (.xlsx) to the exports bucket, recording its progress.',
    tables: { feedback: 'readwrite' },
    buckets: { exports: 'readwrite' },
    settings: ['FEEDBACK_MIN_RESPONSES'],
  },
  {
    name: 'migrate',
    description:
      'Applies the data migrations this release has and the deployment has not applied yet, in version order, ' +
      'recording each (functions/migrations, ADR 0021). An operator runs it after each deploy.',
    // Every table a migration touches (functions/migrations/registry.test.ts checks), and identity, which
    // holds the record of applied versions.
    tables: { identity: 'readwrite', directory: 'readwrite' },
    buckets: {},
    settings: [],
  },
] as const satisfies readonly JobDefinition[]

export type JobName = (typeof jobs)[number]['name']
