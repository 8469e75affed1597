import { EDGE_REGION, type StageConfig } from '../config/stages'
import type { AccountFacts } from './facts'

/** `fail` stops a deploy from working; `warn` works but may hurt; `note` is for what preflight cannot see. */
export type FindingLevel = 'ok' | 'note' | 'warn' | 'fail'

export interface Finding {
  /** What was checked, e.g. `Lambda concurrency`. */
  readonly check: string
  readonly level: FindingLevel
  /** What was found, in a sentence. */
  readonly message: string
  /** What to do about it; absent when there is nothing to do. */
  readonly fix?: string
}

/** The CDK bootstrap version this app's templates require (their CheckBootstrapVersion rule). */
export const MIN_BOOTSTRAP_VERSION = 6
/** Lambda keeps this much of the account's concurrency unreserved, whatever the functions ask for. */
export const LAMBDA_UNRESERVED_MINIMUM = 100
/** What a prod portal should have: the feedback burst alone runs 50 at once (ARCHITECTURE section 8). */
const PROD_CONCURRENCY = 1000
/** SNS's default monthly SMS spend limit, in US dollars: a few hundred messages. */
const DEFAULT_SMS_SPEND_LIMIT = 1
/** A certificate expiring sooner than this needs attention (ACM renews DNS-validated ones itself). */
const CERTIFICATE_NOTICE_DAYS = 30
const DAY_MS = 24 * 60 * 60 * 1000

/** The regions `cdk deploy --all` deploys into: the stacks' region, and us-east-1 for the edge stack. */
export const regionsToBootstrap = (stage: StageConfig): string[] => [
  ...new Set([stage.region, ...(stage.edgeRateLimits ? [EDGE_REGION] : [])]),
]

/**
 * Everything `npm run preflight` reports, from the account's facts and the college's stage (its config file
 * over the stage defaults). Pure: the same facts give the same findings, and `now` dates the certificate.
 */
export function preflightFindings(stage: StageConfig, facts: AccountFacts, now: Date): Finding[] {
  const fetched = [facts.lambda, facts.sms, ...Object.values(facts.bootstrap), facts.certificate]
  const errors = fetched.flatMap((fact) => (fact && !fact.ok ? [fact.error] : []))
  if (errors.length === fetched.filter(Boolean).length) {
    return [
      {
        check: 'AWS credentials',
        level: 'fail',
        message: `Could not read the account at all (${errors[0] ?? 'no facts'}).`,
        fix:
          "Sign in to the college's account first (`aws sso login`, or AWS_PROFILE / access keys in the " +
          'shell) with read access, and run preflight again.',
      },
    ]
  }
  return [
    ...concurrency(stage, facts.lambda),
    ...sms(stage, facts.sms),
    ...senderAndDlt(stage),
    ...bootstrap(stage, facts),
    ...certificate(stage, facts, now),
    ...backupCopies(stage),
  ]
}

const unreadable = (check: string, fact: { error: string }, permission: string): Finding => ({
  check,
  level: 'warn',
  message: `Could not read it (${fact.error}).`,
  fix: `Run preflight with credentials that allow ${permission}, in the account you deploy to.`,
})

function concurrency(stage: StageConfig, fact: AccountFacts['lambda']): Finding[] {
  const check = 'Lambda concurrency'
  if (!fact.ok) return [unreadable(check, fact, 'lambda:GetAccountSettings')]
  const { concurrencyLimit: limit, unreserved } = fact.value
  const reserve = stage.jobsReservedConcurrency ?? 0
  const raise =
    `Ask for a higher limit: Service Quotas → AWS Lambda → Concurrent executions (L-B99A9384), for example ` +
    `\`aws service-quotas request-service-quota-increase --service-code lambda --quota-code L-B99A9384 ` +
    `--desired-value ${PROD_CONCURRENCY} --region ${stage.region}\`.`
  const findings: Finding[] = []
  if (reserve > 0 && limit - reserve < LAMBDA_UNRESERVED_MINIMUM) {
    findings.push({
      check,
      level: 'fail',
      message:
        `The account may run ${limit} functions at once and Lambda keeps ${LAMBDA_UNRESERVED_MINIMUM} of them ` +
        `unreserved, so the ${reserve} the config reserves for the jobs cannot be reserved: the deploy fails.`,
      fix: `${raise} Until it is granted, set "jobsReservedConcurrency": 0 in campus.config.json.`,
    })
  } else if (reserve > 0 && unreserved - reserve < LAMBDA_UNRESERVED_MINIMUM) {
    findings.push({
      check,
      level: 'warn',
      message:
        `Other functions already reserve concurrency: ${unreserved} of ${limit} is unreserved, and reserving ` +
        `${reserve} for the jobs would leave less than the ${LAMBDA_UNRESERVED_MINIMUM} Lambda requires. On a ` +
        "redeploy the jobs function's own reservation is among the reserved, and this is fine.",
      fix: `${raise} Or lower "jobsReservedConcurrency".`,
    })
  }
  const enough = stage.name === 'prod' ? PROD_CONCURRENCY : LAMBDA_UNRESERVED_MINIMUM
  if (limit < enough) {
    findings.push({
      check,
      level: 'warn',
      message:
        `The account may run only ${limit} functions at once: every API request needs one, so a busy ` +
        `${stage.name} portal (the API throttle allows ${stage.apiThrottle.rateLimit} a second) will be throttled.`,
      fix: raise,
    })
  }
  if (findings.length === 0) {
    findings.push({
      check,
      level: 'ok',
      message: `Limit ${limit}, ${unreserved} unreserved${reserve ? `: room to reserve ${reserve} for the jobs` : ''}.`,
    })
  }
  return findings
}

function sms(stage: StageConfig, fact: AccountFacts['sms']): Finding[] {
  const check = 'SMS (SNS)'
  if (!fact.ok) return [unreadable(check, fact, 'sns:GetSMSSandboxAccountStatus and sns:GetSMSAttributes')]
  const findings: Finding[] = []
  if (fact.value.inSandbox) {
    findings.push({
      check,
      level: stage.name === 'prod' ? 'fail' : 'warn',
      message: `The account is in the SMS sandbox in ${stage.region}: reset codes reach only verified phone numbers.`,
      fix:
        'Request production access: SNS console → Text messaging (SMS) → Exit SMS sandbox, in the same region ' +
        '(transactional, destination India, with the expected monthly volume). Meanwhile add test phones there.',
    })
  }
  const limit = fact.value.monthlySpendLimitUsd ?? DEFAULT_SMS_SPEND_LIMIT
  if (limit <= DEFAULT_SMS_SPEND_LIMIT) {
    findings.push({
      check,
      level: stage.name === 'prod' ? 'warn' : 'note',
      message: `SNS stops sending SMS once a month's SMS cost $${limit}: a few hundred reset codes and announcements.`,
      fix:
        'Ask AWS Support for a higher SMS spend limit (service limit increase, SNS Text Messaging), then ' +
        '`aws sns set-sms-attributes --attributes MonthlySpendLimit=<dollars>`.',
    })
  }
  if (findings.length === 0) {
    findings.push({ check, level: 'ok', message: `Out of the sandbox; monthly spend limit $${limit}.` })
  }
  return findings
}

/** India: operators deliver only messages whose header and template are registered on a DLT platform. */
function senderAndDlt(stage: StageConfig): Finding[] {
  const check = 'Sender id and DLT'
  const missing = [
    ...(stage.smsSenderId ? [] : ['sms.senderId']),
    ...(stage.dltEntityId ? [] : ['sms.dltEntityId']),
    ...(stage.dltOtpTemplateId ? [] : ['sms.dltOtpTemplateId']),
  ]
  const findings: Finding[] = []
  if (missing.length > 0) {
    findings.push({
      check,
      level: stage.name === 'prod' ? 'fail' : 'warn',
      message: `campus.config.json has no ${missing.join(', ')}: Indian operators drop SMS without them.`,
      fix:
        'Register the college as a principal entity on a DLT platform (Jio, Airtel, Vi, BSNL...), register a ' +
        'sender id (header) and the reset-code template there, and copy the ids into "sms".',
    })
  }
  if (stage.smsSenderId && !/^[A-Z]{6}$/.test(stage.smsSenderId)) {
    findings.push({
      check,
      level: 'warn',
      message: `The sender id "${stage.smsSenderId}" is not six capital letters, the form of a DLT header for service messages.`,
      fix: 'Use the header exactly as the DLT platform registered it.',
    })
  }
  if (missing.length === 0) {
    findings.push({
      check,
      level: 'note',
      message: `Sender id ${stage.smsSenderId}, entity ${stage.dltEntityId}, template ${stage.dltOtpTemplateId}.`,
      fix:
        'Preflight cannot see the DLT platform: check the template text there matches the reset-code message ' +
        'word for word, and that the sender id is registered with AWS too (AWS End User Messaging SMS → ' +
        'Sender IDs, country India, with the entity and template ids).',
    })
  }
  return findings
}

function bootstrap(stage: StageConfig, facts: AccountFacts): Finding[] {
  return regionsToBootstrap(stage).map((region): Finding => {
    const check = `CDK bootstrap (${region})`
    const fact = facts.bootstrap[region]
    if (!fact) return { check, level: 'warn', message: 'Not checked.' }
    if (!fact.ok) return unreadable(check, fact, 'cloudformation:DescribeStacks')
    const why = region === stage.region ? 'the stacks deploy there' : 'the edge stack (web ACL) deploys there'
    const command = `npx cdk bootstrap aws://${fact.value?.account ?? '<account id>'}/${region}`
    if (!fact.value) {
      return {
        check,
        level: 'fail',
        message: `${region} is not bootstrapped, and ${why}.`,
        fix: `Run \`${command}\`.`,
      }
    }
    if ((fact.value.version ?? 0) < MIN_BOOTSTRAP_VERSION) {
      return {
        check,
        level: 'fail',
        message: `The bootstrap stack is version ${fact.value.version ?? 'unknown'}; these templates need ${MIN_BOOTSTRAP_VERSION} or later.`,
        fix: `Run \`${command}\` again with this repository's CDK.`,
      }
    }
    return { check, level: 'ok', message: `Version ${fact.value.version}.` }
  })
}

/** Whether a certificate name (perhaps `*.example.edu.in`) covers `host`: a wildcard covers one label. */
export function certificateCovers(name: string, host: string): boolean {
  const [name0, host0] = [name.toLowerCase(), host.toLowerCase()]
  if (!name0.startsWith('*.')) return name0 === host0
  const dot = host0.indexOf('.')
  return dot > 0 && host0.slice(dot + 1) === name0.slice(2)
}

function certificate(stage: StageConfig, facts: AccountFacts, now: Date): Finding[] {
  const domain = stage.webDomain
  if (!domain) {
    return [
      {
        check: 'Certificate',
        level: 'note',
        message: "No webDomain: the portal answers on CloudFront's own *.cloudfront.net address.",
      },
    ]
  }
  const check = `Certificate for ${domain.domainName}`
  const region = domain.certificateArn.split(':')[3]
  if (region !== EDGE_REGION) {
    return [
      {
        check,
        level: 'fail',
        message: `The certificate is in ${region}; CloudFront takes certificates from ${EDGE_REGION} only.`,
        fix: `Request the certificate in ACM in ${EDGE_REGION} (N. Virginia) and put its ARN in webDomain.certificateArn.`,
      },
    ]
  }
  const fact = facts.certificate
  if (!fact) return [{ check, level: 'warn', message: 'Not checked.' }]
  if (!fact.ok) return [unreadable(check, fact, `acm:DescribeCertificate in ${EDGE_REGION}`)]
  const { status, domainName, alternativeNames, notAfter } = fact.value
  if (status !== 'ISSUED') {
    return [
      {
        check,
        level: 'fail',
        message: `The certificate is ${status}, not ISSUED.`,
        fix:
          status === 'PENDING_VALIDATION'
            ? "Add the CNAME record ACM shows for the certificate to the domain's DNS; ACM issues it within minutes."
            : 'Request a new certificate in ACM (us-east-1) with DNS validation.',
      },
    ]
  }
  const names = [domainName, ...alternativeNames]
  if (!names.some((name) => certificateCovers(name, domain.domainName))) {
    return [
      {
        check,
        level: 'fail',
        message: `The certificate is for ${names.join(', ')}, not ${domain.domainName}.`,
        fix: `Request one for ${domain.domainName} (or a wildcard over its parent) in ACM, us-east-1.`,
      },
    ]
  }
  if (notAfter && notAfter.getTime() - now.getTime() < CERTIFICATE_NOTICE_DAYS * DAY_MS) {
    return [
      {
        check,
        level: 'warn',
        message: `The certificate expires on ${notAfter.toISOString().slice(0, 10)}.`,
        fix: 'An imported certificate must be re-imported before then; a DNS-validated one renews while its CNAME stays.',
      },
    ]
  }
  return [
    {
      check,
      level: 'ok',
      message: `Issued in ${EDGE_REGION}. After the deploy, point ${domain.domainName} (CNAME or alias) at the distribution.`,
    },
  ]
}

function backupCopies(stage: StageConfig): Finding[] {
  if (!stage.backup?.copyToVaultArn) return []
  return [
    {
      check: 'Backup copies',
      level: 'note',
      message: `Each daily backup is copied to ${stage.backup.copyToVaultArn}.`,
      fix:
        'Preflight cannot see the other account. Check that both accounts are in one AWS Organization with ' +
        'cross-account backup turned on (management account: AWS Backup → Settings), that the vault access ' +
        'policy there allows backup:CopyIntoBackupVault from this account, and that advanced DynamoDB backups ' +
        'are on here (`aws backup update-region-settings --resource-type-management-preference DynamoDB=true`).',
    },
  ]
}
