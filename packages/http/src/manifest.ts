import type { S3Client } from '@aws-sdk/client-s3'
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import type { UserType } from '@campus/core'
import type { TableDefinition, TableName } from '@campus/db'
import type { JobContext, JobStarter, QueueConsumer, QueueSender, SmsNotifier } from '@campus/runtime'
import type { Hono } from 'hono'
import type { AppEnv } from './types'

/**
 * A domain's manifest (docs/adr/0025): what the platform needs to know about a domain, declared in
 * `functions/<domain>/manifest.ts`. The local server, the CDK stacks, the jobs Lambda and runner, the seed, the
 * menu, the docs and the registry tests iterate the manifests they discover; no central file names a domain.
 */
export interface DomainManifest {
  /** The folder under functions/ holding manifest.ts, app.ts and handler.ts. */
  readonly name: string
  /**
   * Path prefixes the domain owns; API Gateway routes `<prefix>` and `<prefix>/{proxy+}` to its Lambda. A prefix
   * may lie inside another domain's (`/api/group/student` in `/api/group`): a request goes to the longest
   * prefix that matches it, as API Gateway picks the most specific route and the local server dispatches.
   */
  readonly prefixes: readonly string[]
  /** The tables the domain owns, with their keys and indexes. CDK and the local bootstrap create them. */
  readonly ownTables: readonly TableDefinition[]
  /** Every table the domain's function may touch, its own and others'. Every domain reads `sessions`. */
  readonly tables: Readonly<Partial<Record<TableName, ResourceAccess>>>
  /** Buckets the domain's function may touch. */
  readonly buckets: Readonly<Partial<Record<BucketName, ResourceAccess>>>
  /** Whether the domain sends SMS through the notifier. */
  readonly sendsSms: boolean
  /**
   * Whether the domain starts jobs in the background: on AWS as one-time EventBridge Scheduler schedules that
   * invoke the jobs Lambda (`JOBS_FUNCTION_ARN`, `SCHEDULER_ROLE_ARN`, `JOBS_SCHEDULE_GROUP`).
   */
  readonly startsJobs: boolean
  /** Stage settings the domain's code reads, by environment variable, with their defaults. */
  readonly settings: Readonly<Record<string, SettingDefinition>>
  /**
   * A cheap GET an administrator may call that reads the domain's own table: `npm run smoke` calls it to check
   * a deployment's domain answers (tests/smoke/smoke.ts).
   */
  readonly smokePath: string
  /** The domain's side-menu entries; the identity domain serves the menu of every domain. */
  readonly menu: readonly MenuEntry[]
  /** Builds the domain's app from the wiring of one process (the local server, the docs, the tests). */
  readonly app: (wiring: DomainWiring) => Promise<Hono<AppEnv>>
  /** Background jobs the jobs Lambda runs: daily on a schedule, or when the domain starts one. */
  readonly jobs: readonly JobDefinition[]
  /** Queues the domain consumes (ADR 0026): on AWS each is an SQS queue, a dead-letter queue and a consumer. */
  readonly queues?: readonly QueueDefinition[]
  /** Queues, of this domain or another, that the domain's function sends messages to. */
  readonly sendsTo?: readonly string[]
  /** Versioned changes to the domain's stored data, applied once per deployment by `migrate` (ADR 0021). */
  readonly migrations: readonly MigrationDefinition[]
  /** Demo data for `npm start` (local only); loaded when it runs. */
  readonly seed?: () => Promise<DomainSeed>
}

/** What a function may do with a table or bucket. */
export type ResourceAccess = 'read' | 'readwrite'

export type BucketName = 'attachments' | 'exports'

/** A stage setting: an environment variable of the domain's function, set per stage from campus.config.json. */
export interface SettingDefinition {
  readonly description: string
  /** The value when the college's config sets none; locally the code's own default applies. */
  readonly default: number
  /** The smallest value a college may set. */
  readonly min: number
}

/** One side-menu entry. `module` names it for custom roles, which are granted modules by name. */
export interface MenuEntry {
  module: string
  label: string
  path: string
  /** Where it stands in the menu: entries of every domain are shown in this order. */
  position: number
  /** Opens outside the SPA (a server page or another site). */
  external?: boolean
  userTypes: readonly UserType[]
  /** May be granted to CUSTOM users through their role's module list. */
  assignable?: boolean
  /** Shown to CUSTOM users with one of these special role types (legacy: ACADEMICADMIN unlocks Academic Admin). */
  rollTypes?: readonly string[]
  /** Also shown to anyone holding a NAAC role or report right (`customRole.naacRole`, `naacReport`). */
  naacRoleHolders?: boolean
}

/** Cron fields in the college's time zone. */
export interface JobSchedule {
  readonly minute: string
  readonly hour: string
}

/**
 * A job: CDK gives each scheduled job an EventBridge Scheduler schedule targeting the jobs Lambda with
 * `{ "job": name }`; locally the in-process scheduler and `npm run job -- <name>` call the same function. A job
 * without a schedule runs on demand: a domain starts it (a one-time schedule on AWS, in-process locally).
 */
export interface JobDefinition {
  /** Unique across domains; the scheduler's `{ "job": name }`. */
  readonly name: string
  readonly description: string
  /** When it runs every day. @default - none: the job only runs when started on demand */
  readonly schedule?: JobSchedule
  readonly tables: Readonly<Partial<Record<TableName, ResourceAccess>>>
  readonly buckets: Readonly<Partial<Record<BucketName, ResourceAccess>>>
  /** Stage settings the job's code reads (the jobs Lambda gets every job's). */
  readonly settings: readonly string[]
  /** Runs the job with its input (the event without `job`); returns a short summary. Import its code lazily. */
  readonly run: (context: JobContext, input: Record<string, unknown>) => Promise<Record<string, unknown>>
}

/**
 * A queue and its consumer (ADR 0026). On AWS: an SQS queue with a dead-letter queue after `maxReceiveCount`
 * deliveries (an alarm fires on any dead letter) and a consumer Lambda with the grants below; locally an
 * in-process queue with the same retries. Delivery is at least once, so a consumer must be idempotent.
 */
export interface QueueDefinition {
  /** Unique across domains, lower case with dashes; senders name it in `sendsTo`. */
  readonly name: string
  readonly description: string
  readonly tables: Readonly<Partial<Record<TableName, ResourceAccess>>>
  readonly buckets: Readonly<Partial<Record<BucketName, ResourceAccess>>>
  /** Whether the consumer sends SMS (SNS publish to phone numbers). */
  readonly sendsSms: boolean
  /** Stage settings the consumer reads (`QueueContext.settings`). */
  readonly settings: readonly string[]
  /** Consumers running at once (SQS's event source maximum concurrency; at least 2 there). */
  readonly maxConcurrency: number
  /** How long one message may take before SQS delivers it again; the consumer's timeout is below it. */
  readonly visibilityTimeoutSeconds: number
  /** Deliveries before a message becomes a dead letter. */
  readonly maxReceiveCount: number
  /**
   * Queues the consumer sends to (`QueueContext.queues`). On AWS its function may send to each and is told its
   * URL; with `sms-send` it also gets what composing SMS needs (the DLT template, the portal's address).
   */
  readonly sendsTo?: readonly string[]
  /** Consumes one message; import its code lazily. */
  readonly consume: QueueConsumer
}

/**
 * One versioned change to stored data, run once per deployment by `migrate` (ADR 0021). A migration is
 * idempotent and safe while users are writing: a run killed halfway, or a second run, does no harm, because the
 * next `migrate` runs it again from the start until it is recorded as applied.
 */
export interface MigrationDefinition {
  /** 1, 2, 3, ... across every domain: the order they run in. Never renumbered, reused or removed. */
  readonly version: number
  readonly name: string
  readonly description: string
  /** What it may touch; the `migrate` job is granted every migration's tables. */
  readonly tables: Readonly<Partial<Record<TableName, ResourceAccess>>>
  /** Does the work and returns a short summary of it, which is recorded with the version. */
  readonly run: (context: JobContext) => Promise<Record<string, unknown>>
}

/** Demo data a domain writes into its own tables on the first `npm start`. */
export interface DomainSeed {
  /** Whether the demo data is there already (checked on every start, so a new domain seeds old data dirs). */
  isSeeded: (client: DynamoDBDocumentClient, tables: Readonly<Record<TableName, string>>) => Promise<boolean>
  /**
   * Writes the demo data and says what it wrote, in one line. `storage` is the buckets, for demo records that
   * keep files (an assignment's PDF); a seed that has none to keep ignores it.
   */
  seed: (
    client: DynamoDBDocumentClient,
    tables: Readonly<Record<TableName, string>>,
    storage: SeedStorage,
  ) => Promise<string>
}

/** The buckets a demo seed may keep files in. */
export interface SeedStorage {
  s3: S3Client
  buckets: Readonly<Record<BucketName, string>>
}

/** What every domain app is built from in one process: the emulators' clients, the secret and the catalog. */
export interface DomainWiring {
  client: DynamoDBDocumentClient
  tables: Readonly<Record<TableName, string>>
  tokenSecret: string
  sms: SmsNotifier
  s3: S3Client
  buckets: Readonly<Record<BucketName, string>>
  /** Runs a job in this process, as the one-time schedules do on AWS. */
  startJob: JobStarter
  /** Sends to the queues the manifests declare: in process locally, SQS on AWS. */
  queues: QueueSender
  /** Every domain's name and menu: the identity domain serves the menu and the docs index from it. */
  catalog: DomainCatalog
}

/** What the identity domain knows of every domain: names (the docs index) and menu entries. */
export interface DomainCatalog {
  readonly domains: readonly string[]
  readonly menu: readonly MenuEntry[]
}

/** The catalog of the given manifests: the menu in position order. */
export const catalogOf = (manifests: readonly DomainManifest[]): DomainCatalog => ({
  domains: manifests.map(({ name }) => name),
  menu: manifests.flatMap(({ menu }) => menu).sort((a, b) => a.position - b.position),
})
