import { existsSync, readFileSync } from 'node:fs'
import * as path from 'node:path'
import * as z from 'zod'
import { REPO_ROOT } from '../util'

/** The college's settings file, next to package.json; git-ignored, so each college keeps its own. */
export const CONFIG_FILE = path.join(REPO_ROOT, 'campus.config.json')

const wholeNumber = (min: number) => z.number().int().min(min)
/** AWS WAF's smallest rate-based limit. */
const RATE_LIMIT_MIN = 10

/**
 * A college's deployment, field by field (README "Deploy for a college in India"; campus.config.example.json). Strict:
 * a misspelt field is an error, not a silently ignored setting.
 */
export const campusConfigSchema = z.strictObject({
  /** Short id of the college, in every stack and resource name, so several colleges can share an account. */
  collegeId: z
    .string()
    .regex(/^[a-z][a-z0-9]{1,15}$/, 'lower-case letters and digits, 2 to 16, starting with a letter'),
  /** `prod` keeps data (retain, deletion protection, alarms to mail); `dev` is disposable. */
  stage: z.enum(['dev', 'prod']),
  /** The AWS region of the stacks, e.g. `ap-south-1` (Mumbai). */
  region: z.string().regex(/^[a-z]{2}(-[a-z]+)+-\d$/, 'an AWS region such as ap-south-1'),
  /** The portal on the college's own domain; the certificate must be in us-east-1 (CloudFront's rule). */
  webDomain: z
    .strictObject({
      domainName: z.string().regex(/^([a-z0-9-]+\.)+[a-z]{2,}$/, 'a host name such as portal.example.edu.in'),
      certificateArn: z
        .string()
        .regex(
          /^arn:aws:acm:us-east-1:\d{12}:certificate\/[0-9a-f-]+$/,
          'an ACM certificate ARN in us-east-1',
        ),
    })
    .optional(),
  /** SMS: sender id and the India DLT ids registered for the college (README, "SMS in India"). */
  sms: z
    .strictObject({
      senderId: z
        .string()
        .regex(/^[A-Za-z0-9]{3,11}$/, '3 to 11 letters or digits')
        .optional(),
      dltEntityId: z
        .string()
        .regex(/^\d{10,25}$/, 'the digits of the DLT principal entity id')
        .optional(),
      dltOtpTemplateId: z
        .string()
        .regex(/^\d{10,25}$/, 'the digits of the DLT template id of the reset-code message')
        .optional(),
      /**
       * The announcement SMS as registered on DLT: its template id and text, with one `{#var#}` (the title, at
       * most 30 characters) and one `{#url#}` (the announcement's public link on the portal's domain).
       */
      announcementTemplate: z
        .strictObject({
          id: z
            .string()
            .regex(/^\d{10,25}$/, 'the digits of the DLT template id of the announcement message'),
          text: z
            .string()
            .max(500)
            .refine(
              (text) => text.split('{#var#}').length === 2 && text.split('{#url#}').length === 2,
              'the registered text with exactly one {#var#} (the title) and one {#url#} (the link)',
            ),
        })
        .optional(),
    })
    .optional(),
  /** Who gets alarm mails; they confirm the subscription mail after the first deploy. */
  alarmEmail: z.email('an email address').optional(),
  /** The API's steady requests per second and burst. */
  apiThrottle: z.strictObject({ rateLimit: wholeNumber(1), burstLimit: wholeNumber(1) }).optional(),
  /**
   * Values for the domains' settings by name (each domain's manifest lists its own with a default), e.g.
   * `{ "FEEDBACK_MIN_RESPONSES": 5 }`: staff see their own feedback results only from that many responses.
   */
  settings: z
    .record(z.string().regex(/^[A-Z][A-Z0-9_]*$/, 'a setting name in capitals'), wholeNumber(0))
    .optional(),
  /**
   * Concurrency set aside for the jobs function (prod default 5; 0 reserves none). Lambda keeps 100 of the
   * account's limit unreserved, so a new account (limit 10) can reserve nothing: `npm run preflight` checks.
   */
  jobsReservedConcurrency: wholeNumber(0).optional(),
  /** X-Ray active tracing on every function: a trace per request, billed per trace. Default off. */
  tracing: z.boolean().optional(),
  /**
   * Rate limits per client IP at the edge (an AWS WAF web ACL on CloudFront, ADR 0015) for the sign-in,
   * reset-code and self-registration routes; on by default in prod, off in dev. Limits are requests per IP per
   * five minutes, at least 10 (WAF's minimum).
   */
  waf: z
    .strictObject({
      /** Attach the web ACL. Default: on in prod, off in dev. */
      enabled: z.boolean().optional(),
      /** `POST /api/user/login` per IP per five minutes. A lab behind one address signs in together. */
      signInPerFiveMinutes: wholeNumber(RATE_LIMIT_MIN).optional(),
      /** `POST /api/user/sendOtp` and `/api/user/resetPassword` together per IP per five minutes. */
      resetCodePerFiveMinutes: wholeNumber(RATE_LIMIT_MIN).optional(),
      /** `POST /api/user/register` (admission applicants) per IP per five minutes. */
      registrationPerFiveMinutes: wholeNumber(RATE_LIMIT_MIN).optional(),
    })
    .optional(),
  /**
   * AWS Backup copies of every table beside point-in-time recovery (ADR 0017): on by default in prod, off in
   * dev. docs/runbooks/restore.md restores from either.
   */
  backup: z
    .strictObject({
      /** Take the daily backups. Default: on in prod, off in dev. */
      enabled: z.boolean().optional(),
      /** Days each daily backup (and its copy) is kept. Default 35. */
      retentionDays: wholeNumber(1).optional(),
      /**
       * A backup vault in another account (same AWS Organization, cross-account backup allowed there) that
       * receives a copy of each backup, so losing this account does not lose the data.
       */
      copyToVaultArn: z
        .string()
        .regex(
          /^arn:aws:backup:[a-z]{2}(-[a-z]+)+-\d:\d{12}:backup-vault:[A-Za-z0-9_.-]{2,50}$/,
          'a backup vault ARN such as arn:aws:backup:ap-south-1:210987654321:backup-vault:college-copies',
        )
        .optional(),
    })
    .refine((backup) => !(backup.copyToVaultArn && backup.enabled === false), {
      message: 'copyToVaultArn copies the daily backups, so it needs enabled true (or left out)',
      path: ['copyToVaultArn'],
    })
    .optional(),
})

export type CampusConfig = z.infer<typeof campusConfigSchema>

/** Parses a config file's text, or throws one error naming every wrong field and what it allows. */
export function parseCampusConfig(text: string, source: string): CampusConfig {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    throw new Error(`${source} is not valid JSON: ${(error as Error).message}`, { cause: error })
  }
  const parsed = campusConfigSchema.safeParse(json)
  if (parsed.success) return parsed.data
  const problems = parsed.error.issues.map(
    (issue) => `  - ${issue.path.length ? issue.path.join('.') : '(file)'}: ${issue.message}`,
  )
  throw new Error(`${source} has ${problems.length} problem(s):\n${problems.join('\n')}`)
}

/** The college's config file when there is one (`file` for tests); undefined keeps the demo defaults. */
export function readCampusConfig(file = CONFIG_FILE): CampusConfig | undefined {
  if (!existsSync(file)) return undefined
  return parseCampusConfig(readFileSync(file, 'utf8'), path.relative(REPO_ROOT, file) || file)
}
