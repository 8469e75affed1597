import type { CfnElement } from 'aws-cdk-lib'
import { Match } from 'aws-cdk-lib/assertions'
import { afterAll, describe, expect, it } from 'vitest'
import { isScheduled, JOB_TIME_ZONE, jobsOf } from '@campus/functions/jobs/catalog'
import { manifests, tableDefinitions } from '@campus/functions/manifests'
import type { JobDefinition } from '@campus/http'
import { queueUrlVariable } from '@campus/runtime'

const jobs = jobsOf(manifests)
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

const registry: readonly JobDefinition[] = jobs
const queues = manifests.flatMap((manifest) => manifest.queues ?? [])
const scheduled = registry.filter(isScheduled)
const onDemand = registry.filter((job) => !isScheduled(job))
const schedulesStarting = (job: JobDefinition) =>
  template.findResources('AWS::Scheduler::Schedule', {
    Properties: { Target: { Input: JSON.stringify({ job: job.name }) } },
  })

describe.each(scheduled)('scheduled job $name', (job) => {
  it('has one schedule in the college time zone that invokes the jobs function with its name', () => {
    expect(Object.values(schedulesStarting(job))).toHaveLength(1)
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

describe.each(onDemand)('on-demand job $name', (job) => {
  it('has no schedule of its own: a domain starts each run', () => {
    expect(schedulesStarting(job)).toEqual({})
  })
})

it('schedules every scheduled job and nothing else', () => {
  expect(onDemand.map((job) => job.name)).toContain('feedback-export')
  template.resourceCountIs('AWS::Scheduler::Schedule', scheduled.length)
  expect(JOB_TIME_ZONE).toBe('Asia/Kolkata')
})

it('keeps on-demand schedules in a group of their own, which goes with the stack', () => {
  template.resourceCountIs('AWS::Scheduler::ScheduleGroup', 1)
  template.hasResource('AWS::Scheduler::ScheduleGroup', {
    Properties: { Name: `${stack.stackName}-on-demand` },
    DeletionPolicy: 'Delete',
  })
  expect(stack.onDemandSchedules.scheduleGroupName).toBe(`${stack.stackName}-on-demand`)
})

it('lets the scheduler role invoke the jobs function and send to its dead-letter queue, nothing more', () => {
  const granted = reader.grantsOf(stack, stack.schedulerRole)
  const deadLetters = stack.getLogicalId(
    stack.node.findChild('JobsDeadLetterQueue').node.defaultChild as CfnElement,
  )
  expect(Object.fromEntries([...granted].map(([name, actions]) => [name, [...actions]]))).toEqual({
    'function:jobs': ['lambda:InvokeFunction'],
    'function:jobs:*': ['lambda:InvokeFunction'],
    [`local:${deadLetters}.Arn`]: ['sqs:SendMessage'],
  })
})

it('passes the jobs their stage settings', () => {
  const resource = template.toJSON() as {
    Resources: Record<string, { Properties: { Environment: { Variables: Record<string, unknown> } } }>
  }
  const variables = resource.Resources[functionId]?.Properties.Environment.Variables ?? {}
  expect(variables).toMatchObject({
    FEEDBACK_MIN_RESPONSES: '5',
  })
  for (const setting of mergedAccess(jobs).settings) expect(variables).toHaveProperty(setting)
})

it('runs every job in one function that may touch only what the jobs declare', () => {
  // The jobs function, and one consumer per queue (tested below).
  template.resourceCountIs('AWS::Lambda::Function', 1 + queues.length)
  const granted = reader.grantsOf(stack, fn.role!, fn.logGroup)
  const access = mergedAccess(jobs)
  const deadLetters = stack.getLogicalId(
    stack.node.findChild('JobsDeadLetterQueue').node.defaultChild as CfnElement,
  )
  const expected = new Set<string>(['log-group:own', `local:${deadLetters}.Arn`])
  for (const [name, level] of access.tables) {
    expected.add(`table:${name}`)
    for (const index of tableDefinitions().find((table) => table.name === name)?.indexes ?? [])
      expected.add(`table:${name}/index/${index.indexName}`)
    expect(granted.get(`table:${name}`)?.has('dynamodb:PutItem')).toBe(level === 'readwrite')
  }
  for (const [name, level] of access.buckets) {
    expected.add(`bucket:${name}`).add(`bucket:${name}/*`)
    expect(granted.get(`bucket:${name}/*`)?.has('s3:PutObject')).toBe(level === 'readwrite')
  }
  expect([...granted.keys()].sort()).toEqual([...expected].sort())
})

it('runs the data migrations on demand, granted what they and their record of applied versions need', () => {
  // functions/migrations/registry.test.ts checks the job declares every table a migration touches.
  const migrate = registry.find((job) => job.name === 'migrate')
  expect(migrate && onDemand.includes(migrate)).toBe(true)
  const granted = reader.grantsOf(stack, fn.role!, fn.logGroup)
  // The record: a Query of its partition, strongly consistent reads, conditional puts, in the identity table.
  for (const action of ['dynamodb:Query', 'dynamodb:GetItem', 'dynamodb:PutItem'])
    expect(granted.get('table:identity')?.has(action), action).toBe(true)
  // Migration 1 rebuilds identity's derived user data: users through gsi1, claims and the directory by Scan.
  for (const table of ['identity', 'directory'])
    for (const action of [
      'dynamodb:Scan',
      'dynamodb:PutItem',
      'dynamodb:DeleteItem',
      'dynamodb:BatchWriteItem',
    ])
      expect(granted.get(`table:${table}`)?.has(action), `${table} ${action}`).toBe(true)
  expect(granted.get('table:identity/index/gsi1')?.has('dynamodb:Query')).toBe(true)
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
    // The jobs' dead letters, and each queue's.
    ...Array.from({ length: 1 + queues.length }, () => 'ApproximateNumberOfMessagesVisible'),
    'Errors',
  ])
  for (const alarm of alarms) {
    expect(alarm.Properties.AlarmActions.map((action) => reader.name(stack, action))).toEqual(['topic:ops'])
  }
})

const noRun = () => Promise.resolve({})

it('merges job access to the widest level declared, and every setting once', () => {
  const merged = mergedAccess([
    {
      name: 'a',
      description: '',
      schedule: { minute: '0', hour: '0' },
      tables: { identity: 'read' },
      buckets: {},
      settings: [],
      run: noRun,
    },
    {
      name: 'b',
      description: '',
      schedule: { minute: '0', hour: '0' },
      tables: { identity: 'readwrite', sessions: 'read' },
      buckets: { exports: 'read' },
      settings: ['FEEDBACK_MIN_RESPONSES'],
      run: noRun,
    },
    {
      name: 'c',
      description: '',
      tables: { identity: 'read' },
      buckets: {},
      settings: ['FEEDBACK_MIN_RESPONSES'],
      run: noRun,
    },
  ])
  expect(Object.fromEntries(merged.tables)).toEqual({ identity: 'readwrite', sessions: 'read' })
  expect(Object.fromEntries(merged.buckets)).toEqual({ exports: 'read' })
  expect([...merged.settings]).toEqual(['FEEDBACK_MIN_RESPONSES'])
})

describe.each(queues)('queue $name (ADR 0026)', (queue) => {
  const id = queue.name.replace(/(^|-)(\w)/g, (_, __, letter: string) => letter.toUpperCase())
  const consumer = stack.node.findChild(`${id}Consumer`) as typeof fn
  const consumerId = stack.getLogicalId(consumer.node.defaultChild as CfnElement)
  const queueId = stack.getLogicalId(stack.node.findChild(`${id}Queue`).node.defaultChild as CfnElement)
  const deadId = stack.getLogicalId(
    stack.node.findChild(`${id}DeadLetterQueue`).node.defaultChild as CfnElement,
  )

  it('is encrypted and hands a message to its dead-letter queue after maxReceiveCount deliveries', () => {
    template.hasResource('AWS::SQS::Queue', {
      Properties: {
        SqsManagedSseEnabled: true,
        VisibilityTimeout: queue.visibilityTimeoutSeconds,
        RedrivePolicy: {
          deadLetterTargetArn: { 'Fn::GetAtt': [deadId, 'Arn'] },
          maxReceiveCount: queue.maxReceiveCount,
        },
      },
    })
    expect(Object.keys(template.findResources('AWS::SQS::Queue'))).toContain(queueId)
  })

  it('is consumed one message at a time, reporting failures one by one, within the visibility timeout', () => {
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      EventSourceArn: { 'Fn::GetAtt': [queueId, 'Arn'] },
      FunctionName: { Ref: consumerId },
      BatchSize: 1,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      ScalingConfig: { MaximumConcurrency: Math.max(2, queue.maxConcurrency) },
    })
    const timeout = (template.toJSON() as { Resources: Record<string, { Properties: { Timeout: number } }> })
      .Resources[consumerId]!.Properties.Timeout
    expect(timeout).toBeLessThan(queue.visibilityTimeoutSeconds)
  })

  it('may touch only what it declares, its queue and its logs', () => {
    const granted = reader.grantsOf(stack, consumer.role!, consumer.logGroup)
    const expected = new Set<string>(['log-group:own', `queue:${queue.name}`])
    for (const [name, level] of Object.entries(queue.tables)) {
      expected.add(`table:${name}`)
      for (const index of tableDefinitions().find((table) => table.name === name)?.indexes ?? [])
        expected.add(`table:${name}/index/${index.indexName}`)
      expect(granted.get(`table:${name}`)?.has('dynamodb:PutItem')).toBe(level === 'readwrite')
      expect(granted.get(`table:${name}`)?.has('dynamodb:Scan')).toBe(false)
    }
    for (const name of Object.keys(queue.buckets)) expected.add(`bucket:${name}`).add(`bucket:${name}/*`)
    for (const target of queue.sendsTo ?? []) {
      expected.add(`queue:${target}`)
      expect([...(granted.get(`queue:${target}`) ?? [])]).toContain('sqs:SendMessage')
      expect(granted.get(`queue:${target}`)?.has('sqs:ReceiveMessage')).toBe(false)
    }
    if (queue.sendsSms) {
      expect([...(granted.get('*') ?? [])]).toEqual(['sns:Publish'])
      expected.add('*')
    }
    expect([...granted.keys()].sort()).toEqual([...expected].sort())
    expect([...(granted.get(`queue:${queue.name}`) ?? [])]).toEqual(
      expect.arrayContaining(['sqs:ReceiveMessage', 'sqs:DeleteMessage']),
    )
    expect(granted.get(`queue:${queue.name}`)?.has('sqs:SendMessage')).toBe(false)
  })

  it('is told its settings', () => {
    const variables = (
      template.toJSON() as {
        Resources: Record<string, { Properties: { Environment: { Variables: Record<string, unknown> } } }>
      }
    ).Resources[consumerId]!.Properties.Environment.Variables
    for (const setting of queue.settings) expect(variables).toHaveProperty(setting)
    for (const target of queue.sendsTo ?? []) expect(variables).toHaveProperty(queueUrlVariable(target))
    if (queue.sendsSms) expect(variables).toHaveProperty('SMS_MODE', 'sns')
  })
})
