import type { Access } from '../domains'
import type { TableName } from '@campus/db'

/**
 * Scheduled jobs: data only. CDK gives each an EventBridge Scheduler schedule targeting the jobs Lambda with
 * `{ "job": name }`; locally the in-process scheduler and `npm run job -- <name>` call the same function.
 */
export interface JobDefinition {
  readonly name: string
  readonly description: string
  /** Cron fields in the college's time zone. */
  readonly schedule: { readonly minute: string; readonly hour: string }
  readonly tables: Readonly<Partial<Record<TableName, Access>>>
  readonly buckets: Readonly<Partial<Record<'attachments' | 'exports', Access>>>
}

export const JOB_TIME_ZONE = 'Asia/Kolkata'

export const jobs = [
  {
    name: 'audit-archive',
    description: "Copies the previous day's audit records to the exports bucket as JSON lines under audit/.",
    schedule: { minute: '30', hour: '1' },
    tables: { identity: 'read' },
    buckets: { exports: 'readwrite' },
  },
  {
    name: 'feedback-reports',
    description:
      'Rebuilds the feedback report aggregates from the answers and corrects any that drifted, naming each correction.',
    schedule: { minute: '0', hour: '2' },
    tables: { feedback: 'readwrite' },
    buckets: {},
  },
] as const satisfies readonly JobDefinition[]

export type JobName = (typeof jobs)[number]['name']
