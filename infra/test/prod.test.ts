import { afterAll, expect, it } from 'vitest'
import { synthCampus } from './synth'

const campus = synthCampus({ context: { stage: 'prod' } })
afterAll(() => campus.dispose())

const { data, storage, api, jobs } = campus.stacks

type Resource = { Properties: Record<string, unknown>; DeletionPolicy?: string; UpdateReplacePolicy?: string }
const resourcesOf = (stack: typeof data | typeof storage | typeof api | typeof jobs, type: string) =>
  Object.values(campus.template(stack).findResources(type)) as Resource[]

it('names the prod stacks campus-<college>-prod-<role>', () => {
  expect(
    Object.values(campus.stacks)
      .flatMap((s) => ('stackName' in s ? [s.stackName] : []))
      .sort(),
  ).toEqual(
    ['api', 'data', 'jobs', 'messaging', 'monitoring', 'storage', 'web'].map(
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
