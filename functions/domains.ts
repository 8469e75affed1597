import type { TableName } from '@campus/db'

/**
 * The domain registry: data only. CDK builds one Lambda per entry with routes for every prefix, and the
 * local server mounts the same apps; a test checks the two agree. A domain joins this list when it is built.
 */

export type Access = 'read' | 'readwrite'

/**
 * Stage settings the code reads, by environment variable. infra/config/stages.ts gives each its value per stage;
 * locally the code's own default applies unless the variable is set.
 */
export type Setting = 'FEEDBACK_MIN_RESPONSES'

export interface DomainDefinition {
  /** Folder under functions/ holding app.ts and handler.ts. */
  readonly name: string
  /**
   * Path prefixes the domain owns; API Gateway routes `<prefix>` and `<prefix>/{proxy+}` to its Lambda. A prefix
   * may lie inside another domain's (`/api/group/student` in `/api/group`): a request goes to the longest
   * prefix that matches it, as API Gateway picks the most specific route and the local server dispatches.
   */
  readonly prefixes: readonly string[]
  /** Tables the domain may touch. Every domain reads `sessions` to check tokens. */
  readonly tables: Readonly<Partial<Record<TableName, Access>>>
  /** Buckets the domain may touch. */
  readonly buckets: Readonly<Partial<Record<'attachments' | 'exports', Access>>>
  /** Whether the domain sends SMS through the notifier. */
  readonly sendsSms: boolean
  /**
   * Whether the domain starts jobs in the background: on AWS as one-time EventBridge Scheduler schedules that
   * invoke the jobs Lambda (`JOBS_FUNCTION_ARN`, `SCHEDULER_ROLE_ARN`, `JOBS_SCHEDULE_GROUP`).
   */
  readonly startsJobs: boolean
  /** Stage settings the domain's code reads. */
  readonly settings: readonly Setting[]
  /**
   * A cheap GET an administrator may call that reads the domain's own table: `npm run smoke` calls it to check
   * a deployment's domain answers (tests/smoke/smoke.ts).
   */
  readonly smokePath: string
}

export const domains = [
  {
    name: 'identity',
    prefixes: [
      '/api/token',
      '/api/user',
      '/api/student',
      '/api/profile',
      '/api/college',
      '/api/role',
      '/api/staff-type',
      '/api/config',
      // A group's students are users; academics owns the rest of /api/group. The longer prefix wins, on API
      // Gateway (the most specific route) and in the local server alike.
      '/api/group/student',
      // The API reference index; each domain serves its own page under /api/docs/<name>.
      '/api/docs',
    ],
    // The student directory is derived from the users: identity writes it, others read it (docs/adr/0011).
    tables: { identity: 'readwrite', sessions: 'readwrite', directory: 'readwrite' },
    buckets: {},
    sendsSms: true,
    startsJobs: false,
    settings: [],
    smokePath: '/api/user/singleUser',
  },
  {
    name: 'academics',
    prefixes: [
      '/api/departments',
      '/api/faculty',
      '/api/facultydepartment',
      '/api/accyear',
      '/api/group',
      '/api/reg',
      '/api/subject',
      '/api/studentIdCard',
      '/api/docs/academics',
    ],
    smokePath: '/api/departments?count=1',
    tables: { academics: 'readwrite', sessions: 'read' },
    buckets: {},
    sendsSms: false,
    startsJobs: false,
    settings: [],
  },
  {
    name: 'events',
    // docs/architecture.md section 2 also gives events /api/eventType, /api/depType, /api/eventConfig and
    // /api/eventImport; each joins this list with its first route (a prefix must serve something).
    prefixes: ['/api/events', '/api/docs/events'],
    smokePath: '/api/events?count=1',
    tables: { events: 'readwrite', sessions: 'read' },
    buckets: {},
    sendsSms: false,
    startsJobs: false,
    settings: [],
  },
  {
    name: 'feedback',
    prefixes: ['/boot/feedback', '/api/docs/feedback'],
    smokePath: '/boot/feedback/questions',
    // The public form checks a register number against the student directory (docs/adr/0011).
    tables: { feedback: 'readwrite', sessions: 'read', directory: 'read' },
    // Read only: the jobs Lambda writes the workbooks; this function presigns GETs of them, and a presigned GET
    // carries the signer's s3:GetObject.
    buckets: { exports: 'read' },
    sendsSms: false,
    // On-demand workbook exports run in the jobs Lambda (`feedback-export`), started by a one-time schedule.
    startsJobs: true,
    // Staff see their own survey results only from this many responses.
    settings: ['FEEDBACK_MIN_RESPONSES'],
  },
] as const satisfies readonly DomainDefinition[]

export type DomainName = (typeof domains)[number]['name']

/** The path prefixes a registered domain owns. */
export const prefixesOf = (name: DomainName): readonly string[] =>
  domains.find((domain) => domain.name === name)?.prefixes ?? []
