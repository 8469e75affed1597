import type { CfnElement } from 'aws-cdk-lib'
import { Match } from 'aws-cdk-lib/assertions'
import { afterAll, describe, expect, it } from 'vitest'
import { tableEnvName } from '@campus/db'
import { manifests as domains, tableDefinitions } from '@campus/functions/manifests'
import type { ResourceAccess as Access } from '@campus/http'
import { bucketEnvName, type BucketName } from '../util'
import { queueUrlVariable } from '@campus/runtime'
import { GrantReader } from './grants'
import { synthCampus } from './synth'

const campus = synthCampus()
afterAll(() => campus.dispose())

const { api, jobs, stage } = campus.stacks
const template = campus.template(api)
const grants = new GrantReader(campus)
const WRITES = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem']
const OBJECT_WRITES = ['s3:PutObject', 's3:DeleteObject']

const logicalId = (element: CfnElement) => api.getLogicalId(element)

type FunctionResource = { Properties: { Environment: { Variables: Record<string, unknown> } } }
const variablesOf = (functionId: string) =>
  (template.toJSON() as { Resources: Record<string, FunctionResource> }).Resources[functionId]?.Properties
    .Environment.Variables ?? {}

const JOB_STARTER_VARIABLES = ['JOBS_FUNCTION_ARN', 'SCHEDULER_ROLE_ARN', 'JOBS_SCHEDULE_GROUP']
const onDemandGroup = jobs.onDemandSchedules.scheduleGroupName
/** How GrantReader names the schedules of the on-demand group: the stacks are pinned to the stage's region. */
const ON_DEMAND_SCHEDULES = `arn:aws:scheduler:${stage.region}:\${AWS::AccountId}:schedule/${onDemandGroup}/*`

describe('the HTTP API', () => {
  it('has one function and two routes per prefix for the registry, nothing more', () => {
    template.resourceCountIs('AWS::Lambda::Function', domains.length)
    const prefixes = domains.flatMap((domain) => domain.prefixes)
    template.resourceCountIs('AWS::ApiGatewayV2::Route', prefixes.length * 2)
  })

  it('serves a throttled $default stage that writes access logs', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: {
        ThrottlingRateLimit: stage.apiThrottle.rateLimit,
        ThrottlingBurstLimit: stage.apiThrottle.burstLimit,
      },
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('requestId') },
    })
  })
})

describe.each(domains)('domain $name', (domain) => {
  const fn = api.functions[domain.name]
  if (!fn) throw new Error(`no function for ${domain.name}`)
  const functionId = logicalId(fn.node.defaultChild as CfnElement)

  it('may be invoked by the API through one permission, not one per route (Lambda caps its policy at 20 KB)', () => {
    const permissions = Object.values(
      template.findResources('AWS::Lambda::Permission', {
        Properties: {
          FunctionName: { 'Fn::GetAtt': [functionId, 'Arn'] },
          Principal: 'apigateway.amazonaws.com',
        },
      }),
    ) as { Properties: { SourceArn: unknown } }[]
    expect(permissions).toHaveLength(1)
    expect(JSON.stringify(permissions[0]?.Properties.SourceArn)).toContain('/*/*/*')
  })

  it('runs as exactly one Node 22 arm64 function', () => {
    const tagged = template.findResources('AWS::Lambda::Function', {
      Properties: { Tags: Match.arrayWith([{ Key: 'domain', Value: domain.name }]) },
    })
    expect(Object.keys(tagged)).toEqual([functionId])
    template.hasResourceProperties('AWS::Lambda::Function', {
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
      LoggingConfig: { LogGroup: Match.anyValue() },
    })
  })

  it('is routed ANY <prefix> and ANY <prefix>/{proxy+} for every prefix', () => {
    const integrations = template.findResources('AWS::ApiGatewayV2::Integration', {
      Properties: { IntegrationUri: { 'Fn::GetAtt': [functionId, 'Arn'] } },
    })
    const [integrationId] = Object.keys(integrations)
    expect(Object.keys(integrations)).toHaveLength(1)
    const routes = template.findResources('AWS::ApiGatewayV2::Route', {
      Properties: { Target: { 'Fn::Join': ['', ['integrations/', { Ref: integrationId }]] } },
    })
    const routeKeys = Object.values(routes).map(
      (route) => (route as { Properties: { RouteKey: string } }).Properties.RouteKey,
    )
    const expected = domain.prefixes.flatMap((prefix) => [`ANY ${prefix}`, `ANY ${prefix}/{proxy+}`])
    expect(routeKeys.sort()).toEqual(expected.sort())
  })

  it('gets exactly the variables that name what it may use', () => {
    const variables = [
      'NODE_OPTIONS',
      'POWERTOOLS_LOG_LEVEL',
      'POWERTOOLS_LOGGER_LOG_EVENT',
      'POWERTOOLS_SERVICE_NAME',
      'STAGE',
      'TOKEN_SECRET_ARN',
      'ORIGIN_SECRET_ARN',
      ...Object.keys(domain.tables).map((name) => tableEnvName(name)),
      ...Object.keys(domain.buckets).map((name) => bucketEnvName(name as BucketName)),
      ...(domain.sendsSms ? ['SMS_MODE'] : []),
      ...(domain.startsJobs ? JOB_STARTER_VARIABLES : []),
      ...(domain.sendsTo ?? []).map(queueUrlVariable),
      ...Object.keys(domain.settings),
    ]
    const actual = variablesOf(functionId)
    // SMS_SENDER_ID and DLT_ENTITY_ID are optional per stage; dev sets neither.
    expect(Object.keys(actual).sort()).toEqual(variables.sort())
    expect(actual).toMatchObject({
      NODE_OPTIONS: '--enable-source-maps',
      POWERTOOLS_SERVICE_NAME: domain.name,
      STAGE: stage.name,
    })
    expect(actual).not.toHaveProperty('AWS_NODEJS_CONNECTION_REUSE_ENABLED')
  })

  it('may touch only its own tables (and their indexes), its buckets, the token secret and its logs', () => {
    const granted = grants.grantsOf(api, fn.role!, fn.logGroup)
    const expected = new Set<string>(['log-group:own', 'secret:token', 'secret:origin'])
    for (const [name, access] of Object.entries(domain.tables)) {
      expected.add(`table:${name}`)
      for (const index of tableDefinitions().find((table) => table.name === name)?.indexes ?? []) {
        expected.add(`table:${name}/index/${index.indexName}`)
      }
      const tableActions = [...(granted.get(`table:${name}`) ?? [])]
      if (access === 'readwrite') expect(tableActions).toEqual(expect.arrayContaining(WRITES))
      else expect(tableActions.filter((action) => WRITES.includes(action))).toEqual([])
      // Request paths never Scan.
      expect(tableActions).not.toContain('dynamodb:Scan')
    }
    for (const [name, access] of Object.entries(domain.buckets) as [BucketName, Access][]) {
      expected.add(`bucket:${name}`).add(`bucket:${name}/*`)
      const objectActions = [...(granted.get(`bucket:${name}/*`) ?? [])]
      if (access === 'readwrite') expect(objectActions).toEqual(expect.arrayContaining(OBJECT_WRITES))
      else expect(objectActions.filter((action) => OBJECT_WRITES.includes(action))).toEqual([])
    }
    if (domain.sendsSms) expect([...(granted.get('*') ?? [])]).toEqual(['sns:Publish'])
    if (domain.sendsSms) expected.add('*')
    if (domain.startsJobs) {
      expect([...(granted.get(ON_DEMAND_SCHEDULES) ?? [])]).toEqual(['scheduler:CreateSchedule'])
      expect([...(granted.get('role:scheduler') ?? [])]).toEqual(['iam:PassRole'])
      expected.add(ON_DEMAND_SCHEDULES).add('role:scheduler')
    }
    for (const queue of domain.sendsTo ?? []) {
      expect([...(granted.get(`queue:${queue}`) ?? [])].sort()).toEqual([
        'sqs:GetQueueAttributes',
        'sqs:GetQueueUrl',
        'sqs:SendMessage',
      ])
      expected.add(`queue:${queue}`)
    }

    expect([...granted.keys()].sort()).toEqual([...expected].sort())
    expect([...granted.values()].flatMap((actions) => [...actions]).filter((a) => a.includes('*'))).toEqual(
      [],
    )
  })
})

describe('the feedback function', () => {
  const fn = api.functions.feedback!
  const functionId = logicalId(fn.node.defaultChild as CfnElement)
  const roleId = logicalId(fn.role!.node.defaultChild as CfnElement)
  type Statement = { Action: string | string[]; Resource: unknown; Condition?: unknown }
  const statements = Object.values(
    template.findResources('AWS::IAM::Policy', { Properties: { Roles: [{ Ref: roleId }] } }),
  ).flatMap(
    (policy) =>
      (policy as { Properties: { PolicyDocument: { Statement: Statement[] } } }).Properties.PolicyDocument
        .Statement,
  )
  const granting = (action: string) =>
    statements.filter((statement) => [statement.Action].flat().includes(action))

  it('is told the exports bucket, the jobs function, the scheduler role, the group and the threshold', () => {
    const variables = variablesOf(functionId)
    expect(grants.name(api, variables.EXPORTS_BUCKET_NAME)).toBe('bucket:exports')
    expect(grants.name(api, variables.JOBS_FUNCTION_ARN)).toBe('function:jobs')
    expect(grants.name(api, variables.SCHEDULER_ROLE_ARN)).toBe('role:scheduler')
    expect(variables.JOBS_SCHEDULE_GROUP).toBe(onDemandGroup)
    // The manifest's default: the stage sets no value of its own.
    expect(variables.FEEDBACK_MIN_RESPONSES).toBe('5')
    expect(stage.settings).toEqual({})
  })

  it('may create schedules only in the on-demand group, and not change or delete any', () => {
    const creates = granting('scheduler:CreateSchedule')
    expect(creates).toHaveLength(1)
    expect(creates[0]).toMatchObject({ Action: 'scheduler:CreateSchedule' })
    expect(grants.name(api, creates[0]!.Resource)).toBe(ON_DEMAND_SCHEDULES)
    expect(onDemandGroup).toBe(`${jobs.stackName}-on-demand`)
    const schedulerActions = statements.flatMap((statement) => [statement.Action].flat())
    expect(schedulerActions.filter((action) => action.startsWith('scheduler:'))).toEqual([
      'scheduler:CreateSchedule',
    ])
  })

  it('may pass only the scheduler role, and only to EventBridge Scheduler', () => {
    const passes = granting('iam:PassRole')
    expect(passes).toHaveLength(1)
    expect(passes[0]).toMatchObject({
      Action: 'iam:PassRole',
      Condition: { StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' } },
    })
    expect(grants.name(api, passes[0]!.Resource)).toBe('role:scheduler')
  })

  it('reads the exports bucket, where it presigns downloads, but cannot write it', () => {
    const granted = grants.grantsOf(api, fn.role!, fn.logGroup)
    expect([...(granted.get('bucket:exports/*') ?? [])]).toEqual(['s3:GetObject'])
  })
})
