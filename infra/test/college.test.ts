import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { CampusConfig } from '../config/campus-config'
import { REPO_ROOT } from '../util'
import { resourcesOf, stacksOf, type SynthesizedCampus, synthCampus } from './synth'

// Two colleges' files, as two deployments in one account would have them: the documented example, and a
// second college that turns on what the example leaves at its defaults.
const example = JSON.parse(
  readFileSync(path.join(REPO_ROOT, 'campus.config.example.json'), 'utf8'),
) as CampusConfig
const COPY_VAULT = 'arn:aws:backup:ap-south-1:210987654321:backup-vault:college-copies'
const other: CampusConfig = {
  collegeId: 'svcollege',
  stage: 'prod',
  region: 'ap-south-1',
  tracing: true,
  waf: { signInPerFiveMinutes: 2000 },
  backup: { retentionDays: 90, copyToVaultArn: COPY_VAULT },
  jobsReservedConcurrency: 0,
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'campus-colleges-'))
const synthFor = (config: CampusConfig) => {
  const file = path.join(dir, `${config.collegeId}.json`)
  writeFileSync(file, JSON.stringify(config))
  return synthCampus({ context: { configFile: file } })
}
const first = synthFor(example)
const second = synthFor(other)
afterAll(() => {
  first.dispose()
  second.dispose()
  rmSync(dir, { recursive: true, force: true })
})

/** Properties that are a resource's physical name, unique per account (and region) where they are set. */
const PHYSICAL_NAMES: Record<string, string[]> = {
  'AWS::Backup::BackupPlan': ['BackupPlan', 'BackupPlanName'],
  'AWS::Backup::BackupVault': ['BackupVaultName'],
  'AWS::CloudFront::Function': ['Name'],
  'AWS::CloudFront::OriginAccessControl': ['OriginAccessControlConfig', 'Name'],
  'AWS::CloudFront::ResponseHeadersPolicy': ['ResponseHeadersPolicyConfig', 'Name'],
  'AWS::CloudWatch::Alarm': ['AlarmName'],
  'AWS::CloudWatch::Dashboard': ['DashboardName'],
  'AWS::DynamoDB::Table': ['TableName'],
  'AWS::IAM::Role': ['RoleName'],
  'AWS::Lambda::Function': ['FunctionName'],
  'AWS::Logs::LogGroup': ['LogGroupName'],
  'AWS::S3::Bucket': ['BucketName'],
  'AWS::Scheduler::Schedule': ['Name'],
  'AWS::Scheduler::ScheduleGroup': ['Name'],
  'AWS::SecretsManager::Secret': ['Name'],
  'AWS::SNS::Topic': ['TopicName'],
  'AWS::SQS::Queue': ['QueueName'],
  'AWS::WAFv2::WebACL': ['Name'],
}
/** Every physical name written into the templates as text (the rest CloudFormation generates uniquely). */
const literalNames = (campus: SynthesizedCampus) =>
  resourcesOf(campus).flatMap((resource) => {
    const where = PHYSICAL_NAMES[resource.Type]
    if (!where) return []
    const value = where.reduce<unknown>(
      (at, key) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined),
      resource.Properties,
    )
    return typeof value === 'string' ? [`${resource.Type} ${value}`] : []
  })

describe('two colleges in one account', () => {
  it('share no stack name and no physical name', () => {
    const stackNames = (campus: SynthesizedCampus) => stacksOf(campus).map((stack) => stack.stackName)
    expect(stackNames(first)).toContain('campus-gptmadurai-prod-api')
    expect(stackNames(second)).toContain('campus-svcollege-prod-api')
    expect(stackNames(first).filter((name) => stackNames(second).includes(name))).toEqual([])

    const names = literalNames(first)
    expect(names.length).toBeGreaterThan(5)
    expect(names.filter((name) => literalNames(second).includes(name))).toEqual([])
  })

  it('give the names they choose themselves the college and stage', () => {
    const chosen = literalNames(second).filter((name) =>
      /^AWS::(Scheduler::ScheduleGroup|CloudWatch::Dashboard|WAFv2::WebACL|Backup::)/.test(name),
    )
    expect(chosen).toHaveLength(5)
    for (const name of chosen) expect(name).toMatch(/ campus-svcollege-prod(-|$)/)
  })

  it.each([
    ['the example', first],
    ['the second college', second],
  ])('%s synthesizes with no unacknowledged cdk-nag finding', (_name, campus) => {
    expect(campus.report.pluginReports.flatMap((report) => report.violations)).toEqual([])
  })
})

describe('what the file switches', () => {
  const functions = (campus: SynthesizedCampus) =>
    resourcesOf(campus, 'AWS::Lambda::Function').filter((fn) =>
      (fn.Properties?.Tags as { Key: string }[] | undefined)?.some((tag) => tag.Key === 'domain'),
    )

  it('turns X-Ray tracing on for every function, with the grant it needs, and leaves it off by default', () => {
    expect(functions(second).length).toBeGreaterThan(1)
    for (const fn of functions(second)) expect(fn.Properties?.TracingConfig).toEqual({ Mode: 'Active' })
    for (const fn of functions(first)) expect(fn.Properties?.TracingConfig).toBeUndefined()
    const xray = JSON.stringify(resourcesOf(second, 'AWS::IAM::Policy'))
    expect(xray).toContain('xray:PutTraceSegments')
    expect(JSON.stringify(resourcesOf(first, 'AWS::IAM::Policy'))).not.toContain('xray:')
  })

  it("sets the edge's limits, keeping the defaults for the ones it does not name", () => {
    const [acl] = resourcesOf(second, 'AWS::WAFv2::WebACL') as unknown as {
      Properties: { Rules: { Name: string; Statement: { RateBasedStatement: { Limit: number } } }[] }
    }[]
    expect(
      Object.fromEntries(
        acl!.Properties.Rules.map((rule) => [rule.Name, rule.Statement.RateBasedStatement.Limit]),
      ),
    ).toEqual({ SignInPerIp: 2000, ResetCodePerIp: 50, RegistrationPerIp: 100 })
  })

  it('copies each backup into the vault of another account, kept as long, and alarms when a copy fails', () => {
    const [plan] = resourcesOf(second, 'AWS::Backup::BackupPlan') as unknown as {
      Properties: { BackupPlan: { BackupPlanRule: Record<string, unknown>[] } }
    }[]
    expect(plan?.Properties.BackupPlan.BackupPlanRule).toEqual([
      expect.objectContaining({
        Lifecycle: { DeleteAfterDays: 90 },
        CopyActions: [{ DestinationBackupVaultArn: COPY_VAULT, Lifecycle: { DeleteAfterDays: 90 } }],
      }),
    ])
    const metrics = resourcesOf(second, 'AWS::CloudWatch::Alarm').map((alarm) => alarm.Properties?.MetricName)
    expect(metrics).toEqual(expect.arrayContaining(['NumberOfBackupJobsFailed', 'NumberOfCopyJobsFailed']))
  })

  it('reserves no concurrency for the jobs with 0 (a new account cannot), 5 by default in prod', () => {
    const jobs = (campus: SynthesizedCampus) =>
      functions(campus).find((fn) =>
        (fn.Properties?.Tags as { Key: string; Value: string }[]).some((tag) => tag.Value === 'jobs'),
      )
    expect(jobs(second)?.Properties).not.toHaveProperty('ReservedConcurrentExecutions')
    expect(jobs(first)?.Properties?.ReservedConcurrentExecutions).toBe(5)
  })
})
