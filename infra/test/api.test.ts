import type { CfnElement } from 'aws-cdk-lib'
import { Match } from 'aws-cdk-lib/assertions'
import { afterAll, describe, expect, it } from 'vitest'
import { tableEnvName, tables, type TableDefinition, type TableName } from '@campus/db'
import { type Access, domains } from '@campus/functions/domains'
import { bucketEnvName, type BucketName } from '../util'
import { GrantReader } from './grants'
import { synthCampus } from './synth'

const campus = synthCampus()
afterAll(() => campus.dispose())

const { api, stage } = campus.stacks
const template = campus.template(api)
const grants = new GrantReader(campus)
const WRITES = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem']
const OBJECT_WRITES = ['s3:PutObject', 's3:DeleteObject']

const logicalId = (element: CfnElement) => api.getLogicalId(element)

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

  it('keeps query strings (the `token` parameter) out of the access log format', () => {
    const [apiStage] = Object.values(template.findResources('AWS::ApiGatewayV2::Stage'))
    const format = (apiStage as { Properties: { AccessLogSettings: { Format: string } } }).Properties
      .AccessLogSettings.Format
    expect(format).not.toMatch(/querystring|requestOverride|header/i)
  })
})

describe.each(domains)('domain $name', (domain) => {
  const fn = api.functions[domain.name]
  if (!fn) throw new Error(`no function for ${domain.name}`)
  const functionId = logicalId(fn.node.defaultChild as CfnElement)

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
      'POWERTOOLS_SERVICE_NAME',
      'STAGE',
      'TOKEN_SECRET_ARN',
      ...Object.keys(domain.tables).map((name) => tableEnvName(name as TableName)),
      ...Object.keys(domain.buckets).map((name) => bucketEnvName(name as BucketName)),
      ...(domain.sendsSms ? ['SMS_MODE'] : []),
    ]
    const resource = template.toJSON() as {
      Resources: Record<string, { Properties: { Environment: { Variables: Record<string, unknown> } } }>
    }
    const actual = resource.Resources[functionId]?.Properties.Environment.Variables ?? {}
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
    const expected = new Set<string>(['log-group:own', 'secret:token'])
    for (const [name, access] of Object.entries(domain.tables) as [TableName, Access][]) {
      expected.add(`table:${name}`)
      for (const index of (tables[name] as TableDefinition).indexes) {
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

    expect([...granted.keys()].sort()).toEqual([...expected].sort())
    expect([...granted.values()].flatMap((actions) => [...actions]).filter((a) => a.includes('*'))).toEqual(
      [],
    )
  })
})
