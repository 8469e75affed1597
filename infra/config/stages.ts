import { RemovalPolicy } from 'aws-cdk-lib'
import { RetentionDays } from 'aws-cdk-lib/aws-logs'
import * as path from 'node:path'
import type { Construct } from 'constructs'
import type { DomainManifest } from '@campus/http'
import { manifests } from '@campus/functions/manifests'
import { REPO_ROOT } from '../util'
import { type CampusConfig, readCampusConfig } from './campus-config'

export type StageName = 'dev' | 'prod'

/** CloudFront takes web ACLs and certificates from this region only, wherever the college's stacks are. */
export const EDGE_REGION = 'us-east-1'

/** A custom domain for the web distribution. */
export interface WebDomain {
  /** e.g. `portal.example.edu`; point a CNAME (or alias) at the distribution after deploying. */
  readonly domainName: string
  /** ACM certificate for `domainName`. CloudFront only accepts certificates from us-east-1. */
  readonly certificateArn: string
}

/**
 * Requests per client IP per five minutes the edge lets through to each group of public routes that an
 * attacker could hammer (config/edge-routes.ts); beyond that CloudFront answers 429 until the rate drops.
 */
export interface EdgeRateLimits {
  /** Sign-in. A campus behind one address signs in together, so this is a flood guard, not a lockout. */
  readonly signIn: number
  /** Reset codes: each one sends an SMS, which costs money. */
  readonly resetCode: number
  /** Self-registration of admission applicants. */
  readonly registration: number
}

/** Daily AWS Backup copies of every table (stacks/backup-stack.ts). */
export interface BackupSettings {
  /** Days each backup, and its copy, is kept. */
  readonly retentionDays: number
  /** A vault in another account that receives a copy of each backup. @default - no copy */
  readonly copyToVaultArn?: string
}

/**
 * Everything that differs between stages. Stacks read these instead of branching on the stage name, so a stateful
 * choice (keep or delete data) is made in exactly one place.
 */
export interface StageConfig {
  /** The college's short id: stack ids are `campus-<collegeId>-<stage>-<role>`. `demo` without a config file. */
  readonly collegeId: string
  /** Used in stack ids, the `stage` tag and the functions' `STAGE` variable. */
  readonly name: StageName
  /**
   * The region of every stack (the edge stack excepted: CloudFront's web ACL lives in us-east-1). Pinned even
   * offline, because the web stack reads the edge stack's output across regions, which needs both known.
   */
  readonly region: string
  /** What CloudFormation does with tables, buckets, the secret and log groups when they leave the template. */
  readonly removalPolicy: RemovalPolicy
  /** DynamoDB deletion protection plus termination protection on the stateful stacks (data, storage). */
  readonly deletionProtection: boolean
  /** How long Lambda logs and API access logs are kept. */
  readonly logRetention: RetentionDays
  /**
   * The lowest level a function logs. INFO writes a line per request (useful in dev); WARN keeps errors and
   * warnings only, as the API access log already has a line per request and Lambda logs are billed by the
   * byte (tests/bench/cost.ts). Lambda's own START/END/REPORT lines follow the same level.
   */
  readonly lambdaLogLevel: 'INFO' | 'WARN'
  /**
   * Concurrency reserved for the jobs function (exports, nightly workbooks, repairs). Reserving caps the jobs
   * at this many at once, so a burst of exports cannot take the concurrency the API needs, and guarantees them
   * that much. A new account's limit is 10 with nothing reservable: ask for an increase (the README's deploy
   * guide) before deploying a stage that sets it. Unset: the jobs share the account's pool.
   */
  readonly jobsReservedConcurrency?: number
  /** Throttling of the API's `$default` stage: steady requests per second and burst. */
  readonly apiThrottle: { readonly rateLimit: number; readonly burstLimit: number }
  /** SNS SMS sender id (`AWS.SNS.SMS.SenderID`), where the destination country supports one. */
  readonly smsSenderId?: string
  /** India DLT principal entity id sent with every SMS (`AWS.MM.SMS.EntityId`). */
  readonly dltEntityId?: string
  /** India DLT template id registered for the password-reset OTP message (`AWS.MM.SMS.TemplateId`). */
  readonly dltOtpTemplateId?: string
  /** The announcement SMS registered on DLT: template id and text (`{#var#}` title, `{#url#}` link). */
  readonly smsAnnouncementTemplate?: { readonly id: string; readonly text: string }
  /** Subscribed to the ops topic; the address must confirm the subscription mail after the first deploy. */
  readonly alarmEmail?: string
  /** Serve the portal on the college's own domain; without it CloudFront's default domain is used. */
  readonly webDomain?: WebDomain
  /**
   * Values for the domains' settings (their manifests' `settings`, e.g. `FEEDBACK_MIN_RESPONSES`) where the
   * college sets one; each other setting takes its manifest's default.
   */
  readonly settings: Readonly<Record<string, number>>
  /** X-Ray active tracing on every function. */
  readonly tracing: boolean
  /** Rate limits at the edge (a WAF web ACL on CloudFront, ADR 0015). @default - no web ACL */
  readonly edgeRateLimits?: EdgeRateLimits
  /** Daily AWS Backup copies of the tables (ADR 0017). @default - point-in-time recovery only */
  readonly backup?: BackupSettings
}

/** Without a config file: the demo college, in Mumbai. */
const DEMO_COLLEGE = 'demo'
const DEMO_REGION = 'ap-south-1'

/**
 * Sized for a campus behind one address: a whole college signing in at nine o'clock stays well inside, a script
 * trying passwords from one machine does not (and meets the per-account lockout first). Reset codes each send
 * an SMS, so they are held tighter.
 */
export const DEFAULT_EDGE_RATE_LIMITS: EdgeRateLimits = { signIn: 1000, resetCode: 50, registration: 100 }

/** AWS Backup keeps each daily backup as long as point-in-time recovery reaches back. */
const DEFAULT_BACKUP: BackupSettings = { retentionDays: 35 }

export const stages: Readonly<Record<StageName, StageConfig>> = {
  dev: {
    collegeId: DEMO_COLLEGE,
    name: 'dev',
    region: DEMO_REGION,
    // Dev data is disposable. Buckets still refuse to delete while they hold objects (we do not add the
    // auto-delete custom resource): empty them before destroying a dev stack.
    removalPolicy: RemovalPolicy.DESTROY,
    deletionProtection: false,
    logRetention: RetentionDays.TWO_WEEKS,
    lambdaLogLevel: 'INFO',
    apiThrottle: { rateLimit: 50, burstLimit: 100 },
    settings: {},
    tracing: false,
  },
  prod: {
    collegeId: DEMO_COLLEGE,
    name: 'prod',
    region: DEMO_REGION,
    removalPolicy: RemovalPolicy.RETAIN,
    deletionProtection: true,
    logRetention: RetentionDays.SIX_MONTHS,
    lambdaLogLevel: 'WARN',
    jobsReservedConcurrency: 5,
    // Sized for the feedback burst (10,000 submissions at concurrency 50) with headroom.
    apiThrottle: { rateLimit: 500, burstLimit: 1000 },
    settings: {},
    tracing: false,
    edgeRateLimits: DEFAULT_EDGE_RATE_LIMITS,
    backup: DEFAULT_BACKUP,
  },
}

const isStageName = (name: string): name is StageName => Object.hasOwn(stages, name)

/** The stage's defaults with every field the college's file sets. */
function withConfigFile(base: StageConfig, file: CampusConfig | undefined): StageConfig {
  if (!file) return base
  return {
    ...base,
    collegeId: file.collegeId,
    region: file.region,
    ...(file.webDomain ? { webDomain: file.webDomain } : {}),
    ...(file.sms?.senderId ? { smsSenderId: file.sms.senderId } : {}),
    ...(file.sms?.dltEntityId ? { dltEntityId: file.sms.dltEntityId } : {}),
    ...(file.sms?.dltOtpTemplateId ? { dltOtpTemplateId: file.sms.dltOtpTemplateId } : {}),
    ...(file.sms?.announcementTemplate ? { smsAnnouncementTemplate: file.sms.announcementTemplate } : {}),
    ...(file.alarmEmail ? { alarmEmail: file.alarmEmail } : {}),
    ...(file.apiThrottle ? { apiThrottle: file.apiThrottle } : {}),
    ...(file.settings ? { settings: file.settings } : {}),
    // 0 reserves nothing: a new account (limit 10) cannot reserve until its limit is raised.
    ...(file.jobsReservedConcurrency !== undefined
      ? { jobsReservedConcurrency: file.jobsReservedConcurrency || undefined }
      : {}),
    ...(file.tracing !== undefined ? { tracing: file.tracing } : {}),
    edgeRateLimits: edgeRateLimitsFrom(base, file.waf),
    backup: backupFrom(base, file.backup),
  }
}

/** The stage's web ACL (on in prod), as the file's `waf` turns it on or off and sets its limits. */
function edgeRateLimitsFrom(base: StageConfig, waf: CampusConfig['waf']): EdgeRateLimits | undefined {
  if (!(waf?.enabled ?? base.edgeRateLimits !== undefined)) return undefined
  const limits = base.edgeRateLimits ?? DEFAULT_EDGE_RATE_LIMITS
  return {
    signIn: waf?.signInPerFiveMinutes ?? limits.signIn,
    resetCode: waf?.resetCodePerFiveMinutes ?? limits.resetCode,
    registration: waf?.registrationPerFiveMinutes ?? limits.registration,
  }
}

/** The stage's backups (on in prod), as the file's `backup` turns them on or off, keeps and copies them. */
function backupFrom(base: StageConfig, backup: CampusConfig['backup']): BackupSettings | undefined {
  if (!(backup?.enabled ?? base.backup !== undefined)) return undefined
  return {
    retentionDays: backup?.retentionDays ?? (base.backup ?? DEFAULT_BACKUP).retentionDays,
    ...(backup?.copyToVaultArn ? { copyToVaultArn: backup.copyToVaultArn } : {}),
  }
}

/** The stage a config file describes: its stage's defaults under every field it sets (`npm run preflight`). */
export const stageFromFile = (file: CampusConfig): StageConfig => withConfigFile(stages[file.stage], file)

/**
 * The value each domain setting passes to the code, by environment variable: the college's value, else the
 * manifest's default. A value below the setting's minimum, or for a setting no domain has, is refused.
 */
export function settingValues(
  stage: StageConfig,
  list: readonly DomainManifest[] = manifests,
): Readonly<Record<string, string>> {
  const definitions = new Map(list.flatMap((manifest) => Object.entries(manifest.settings)))
  for (const name of Object.keys(stage.settings))
    if (!definitions.has(name))
      throw new Error(`No domain has the setting ${name}. Settings: ${[...definitions.keys()].join(', ')}.`)
  return Object.fromEntries(
    [...definitions].map(([name, definition]) => {
      const value = stage.settings[name] ?? definition.default
      if (!Number.isInteger(value) || value < definition.min)
        throw new Error(`${name} must be a whole number of at least ${definition.min}, not ${value}.`)
      return [name, String(value)]
    }),
  )
}

/**
 * The stage to build: the college's `campus.config.json` (campus-config.ts) over the defaults of its stage,
 * so a plain `npx cdk deploy --all` redeploys exactly what the file says. Without the file the demo college's
 * `dev` stage. cdk.json must not name a stage: the CLI passes its context to every run, where it would beat the
 * file's. Context (`-c stage=prod`, `-c alarmEmail=...`, `-c configFile=<path>`) still
 * overrides a field for one run; tests use it.
 */
export function stageFromContext(scope: Construct): StageConfig {
  const context = (key: string): string | undefined => {
    const value: unknown = scope.node.tryGetContext(key)
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined
  }
  const configFile = context('configFile')
  const file = configFile ? readCampusConfig(path.resolve(REPO_ROOT, configFile)) : readCampusConfig()
  if (configFile && !file) throw new Error(`No config file at ${configFile}.`)
  const name = context('stage') ?? file?.stage ?? 'dev'
  if (!isStageName(name)) {
    throw new Error(`Unknown stage "${name}". Known stages: ${Object.keys(stages).join(', ')}.`)
  }
  const base = withConfigFile(stages[name], file)
  const domainName = context('webDomainName')
  const certificateArn = context('webCertificateArn')
  if ((domainName === undefined) !== (certificateArn === undefined)) {
    throw new Error('Set both webDomainName and webCertificateArn, or neither.')
  }
  // `-c setting:FEEDBACK_MIN_RESPONSES=8` sets one domain setting for one run (a string from `-c`, a number
  // in cdk.json); settingValues checks it against the setting's minimum.
  const settings = { ...base.settings }
  const allContext = scope.node.getAllContext() as Record<string, unknown>
  for (const [key, value] of Object.entries(allContext)) {
    if (!key.startsWith('setting:')) continue
    const text = String(value).trim()
    if (!/^\d+$/.test(text)) throw new Error(`${key} must be a whole number, not "${text}".`)
    settings[key.slice('setting:'.length)] = Number(text)
  }
  return {
    ...base,
    collegeId: context('collegeId') ?? base.collegeId,
    smsSenderId: context('smsSenderId') ?? base.smsSenderId,
    dltEntityId: context('dltEntityId') ?? base.dltEntityId,
    dltOtpTemplateId: context('dltOtpTemplateId') ?? base.dltOtpTemplateId,
    alarmEmail: context('alarmEmail') ?? base.alarmEmail,
    webDomain: domainName && certificateArn ? { domainName, certificateArn } : base.webDomain,
    settings,
  }
}
