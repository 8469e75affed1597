import type { Stack } from 'aws-cdk-lib'
import { afterAll, expect, it } from 'vitest'
import { stacksOf, synthCampus } from './synth'

const campus = synthCampus({ context: { stage: 'prod' } })
afterAll(() => campus.dispose())

const { data, storage, api, jobs } = campus.stacks

type Resource = { Properties: Record<string, unknown>; DeletionPolicy?: string; UpdateReplacePolicy?: string }
const resourcesOf = (stack: Stack, type: string) =>
  Object.values(campus.template(stack).findResources(type)) as Resource[]

it('names the prod stacks campus-<college>-prod-<role>, the edge (web ACL) and backup stacks among them', () => {
  expect(
    stacksOf(campus)
      .map((stack) => stack.stackName)
      .sort(),
  ).toEqual(
    ['api', 'backup', 'data', 'edge', 'jobs', 'messaging', 'monitoring', 'storage', 'web'].map(
      (role) => `campus-demo-prod-${role}`,
    ),
  )
})

it('protects and retains every table in prod', () => {
  const tables = resourcesOf(data, 'AWS::DynamoDB::Table')
  expect(tables.length).toBeGreaterThan(0)
  for (const table of tables) {
    expect(table.Properties.DeletionProtectionEnabled).toBe(true)
    expect(table.DeletionPolicy).toBe('Retain')
    expect(table.UpdateReplacePolicy).toBe('Retain')
    expect(table.Properties.PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: true })
  }
})

it('retains the secret and buckets, and guards the stateful stacks against termination', () => {
  for (const resource of [
    ...resourcesOf(data, 'AWS::SecretsManager::Secret'),
    ...resourcesOf(storage, 'AWS::S3::Bucket'),
  ]) {
    expect(resource.DeletionPolicy).toBe('Retain')
  }
  expect(data.terminationProtection).toBe(true)
  expect(storage.terminationProtection).toBe(true)
})

it('logs only warnings and errors from the API functions in prod: the access log has a line per request', () => {
  const functions = resourcesOf(api, 'AWS::Lambda::Function')
  expect(functions.length).toBeGreaterThan(0)
  for (const fn of functions) {
    expect(fn.Properties.LoggingConfig).toMatchObject({
      LogFormat: 'JSON',
      ApplicationLogLevel: 'WARN',
      SystemLogLevel: 'WARN',
    })
    expect(fn.Properties.Environment).toMatchObject({ Variables: { POWERTOOLS_LOG_LEVEL: 'WARN' } })
  }
})

it('reserves concurrency for the jobs so a burst of exports cannot starve the API', () => {
  const [jobsFunction, ...others] = resourcesOf(jobs, 'AWS::Lambda::Function').filter(({ Properties }) =>
    (Properties.Tags as { Key: string; Value: string }[]).some(({ Value }) => Value === 'jobs'),
  )
  expect(others).toHaveLength(0)
  expect(jobsFunction?.Properties.ReservedConcurrentExecutions).toBe(5)
  for (const fn of resourcesOf(api, 'AWS::Lambda::Function'))
    expect(fn.Properties.ReservedConcurrentExecutions).toBeUndefined()
})

it('alarms on errors, throttles and p99 latency of every API function, API 5xx and table throttles', () => {
  const { monitoring } = campus.stacks
  const alarms = Object.values(
    campus.template(monitoring).findResources('AWS::CloudWatch::Alarm'),
  ) as Resource[]
  const functions = resourcesOf(api, 'AWS::Lambda::Function').length
  const tables = resourcesOf(data, 'AWS::DynamoDB::Table').length
  expect(alarms).toHaveLength(functions * 3 + 1 + tables)
  for (const alarm of alarms) expect(alarm.Properties.AlarmActions).toHaveLength(1)
  campus.template(monitoring).resourceCountIs('AWS::CloudWatch::Dashboard', 1)
})

it('backs up every table daily into a vault named for the college and stage, kept 35 days, copied nowhere', () => {
  const { backup } = campus.stacks
  if (!backup) throw new Error('prod has a backup stack')
  const template = campus.template(backup)
  template.hasResourceProperties('AWS::Backup::BackupVault', { BackupVaultName: 'campus-demo-prod-backup' })
  template.hasResource('AWS::Backup::BackupVault', { DeletionPolicy: 'Retain' })
  const [plan] = resourcesOf(backup, 'AWS::Backup::BackupPlan') as {
    Properties: { BackupPlan: { BackupPlanName: string; BackupPlanRule: Record<string, unknown>[] } }
  }[]
  expect(plan?.Properties.BackupPlan.BackupPlanName).toBe('campus-demo-prod-backup')
  expect(plan?.Properties.BackupPlan.BackupPlanRule).toEqual([
    expect.objectContaining({
      RuleName: 'Daily',
      ScheduleExpression: 'cron(30 3 * * ? *)',
      ScheduleExpressionTimezone: 'Asia/Kolkata',
      Lifecycle: { DeleteAfterDays: 35 },
    }),
  ])
  expect(plan?.Properties.BackupPlan.BackupPlanRule[0]).not.toHaveProperty('CopyActions')
  const [selection] = resourcesOf(backup, 'AWS::Backup::BackupSelection') as {
    Properties: { BackupSelection: { Resources: unknown[] } }
  }[]
  expect(selection?.Properties.BackupSelection.Resources).toHaveLength(Object.keys(data.tables).length)
  const alarms = resourcesOf(backup, 'AWS::CloudWatch::Alarm')
  expect(alarms.map((alarm) => alarm.Properties.MetricName)).toEqual(['NumberOfBackupJobsFailed'])
})
