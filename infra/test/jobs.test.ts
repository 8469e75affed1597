import type { CfnElement } from 'aws-cdk-lib'
import { Match } from 'aws-cdk-lib/assertions'
import { afterAll, describe, expect, it } from 'vitest'
import { tables, type TableDefinition } from '@campus/db'
import { JOB_TIME_ZONE, jobs } from '@campus/functions/jobs/registry'
import { mergedAccess } from '../stacks/jobs-stack'
import { GrantReader } from './grants'
import { synthCampus } from './synth'

const campus = synthCampus()
afterAll(() => campus.dispose())

const { jobs: stack } = campus.stacks
const reader = new GrantReader(campus)
const template = campus.template(stack)
const fn = stack.jobsFunction
const functionId = stack.getLogicalId(fn.node.defaultChild as CfnElement)

describe.each(jobs)('job $name', (job) => {
  it('has one schedule in the college time zone that invokes the jobs function with its name', () => {
    const schedules = template.findResources('AWS::Scheduler::Schedule', {
      Properties: { Target: { Input: JSON.stringify({ job: job.name }) } },
    })
    expect(Object.values(schedules)).toHaveLength(1)
    template.hasResourceProperties('AWS::Scheduler::Schedule', {
      ScheduleExpression: `cron(${job.schedule.minute} ${job.schedule.hour} * * ? *)`,
      ScheduleExpressionTimezone: JOB_TIME_ZONE,
      Target: {
        Arn: { 'Fn::GetAtt': [functionId, 'Arn'] },
        Input: JSON.stringify({ job: job.name }),
        DeadLetterConfig: { Arn: Match.anyValue() },
      },
    })
  })
})

it('schedules every registered job and nothing else', () => {
  template.resourceCountIs('AWS::Scheduler::Schedule', jobs.length)
  expect(JOB_TIME_ZONE).toBe('Asia/Kolkata')
})

it('runs every job in one function that may touch only what the jobs declare', () => {
  template.resourceCountIs('AWS::Lambda::Function', 1)
  const granted = reader.grantsOf(stack, fn.role!, fn.logGroup)
  const access = mergedAccess(jobs)
  const deadLetters = stack.getLogicalId(
    stack.node.findChild('JobsDeadLetterQueue').node.defaultChild as CfnElement,
  )
  const expected = new Set<string>(['log-group:own', `local:${deadLetters}.Arn`])
  for (const [name, level] of access.tables) {
    expected.add(`table:${name}`)
    for (const index of (tables[name] as TableDefinition).indexes)
      expected.add(`table:${name}/index/${index.indexName}`)
    expect(granted.get(`table:${name}`)?.has('dynamodb:PutItem')).toBe(level === 'readwrite')
  }
  for (const [name, level] of access.buckets) {
    expected.add(`bucket:${name}`).add(`bucket:${name}/*`)
    expect(granted.get(`bucket:${name}/*`)?.has('s3:PutObject')).toBe(level === 'readwrite')
  }
  expect([...granted.keys()].sort()).toEqual([...expected].sort())
})

it('sends failed invocations to a TLS-only dead-letter queue', () => {
  template.hasResourceProperties('AWS::Lambda::Function', {
    DeadLetterConfig: { TargetArn: Match.anyValue() },
  })
  template.hasResourceProperties('AWS::SQS::QueuePolicy', {
    PolicyDocument: {
      Statement: Match.arrayWith([
        Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
      ]),
    },
  })
})

it('alarms the ops topic on job errors and on dead letters', () => {
  const alarms = Object.values(template.findResources('AWS::CloudWatch::Alarm')) as {
    Properties: { MetricName: string; AlarmActions: unknown[] }
  }[]
  expect(alarms.map((alarm) => alarm.Properties.MetricName).sort()).toEqual([
    'ApproximateNumberOfMessagesVisible',
    'Errors',
  ])
  for (const alarm of alarms) {
    expect(alarm.Properties.AlarmActions.map((action) => reader.name(stack, action))).toEqual(['topic:ops'])
  }
})

it('merges job access to the widest level declared', () => {
  const merged = mergedAccess([
    {
      name: 'a',
      description: '',
      schedule: { minute: '0', hour: '0' },
      tables: { identity: 'read' },
      buckets: {},
    },
    {
      name: 'b',
      description: '',
      schedule: { minute: '0', hour: '0' },
      tables: { identity: 'readwrite', sessions: 'read' },
      buckets: { exports: 'read' },
    },
    {
      name: 'c',
      description: '',
      schedule: { minute: '0', hour: '0' },
      tables: { identity: 'read' },
      buckets: {},
    },
  ])
  expect(Object.fromEntries(merged.tables)).toEqual({ identity: 'readwrite', sessions: 'read' })
  expect(Object.fromEntries(merged.buckets)).toEqual({ exports: 'read' })
})
