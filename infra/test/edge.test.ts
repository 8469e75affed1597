import { Match } from 'aws-cdk-lib/assertions'
import { afterAll, describe, expect, it } from 'vitest'
import { operationsOf } from '@campus/http'
import { documentClient, dynamoClient } from '@campus/runtime'
import { createIdentityApp } from '@campus/functions/identity/app'
import { createIdentityDeps } from '@campus/functions/identity/deps'
import { RATE_LIMITED_ROUTES } from '../config/edge-routes'
import { DEFAULT_EDGE_RATE_LIMITS, EDGE_REGION } from '../config/stages'
import { synthCampus } from './synth'

const campus = synthCampus({ context: { stage: 'prod' } })
afterAll(() => campus.dispose())

const { edge, web, stage } = campus.stacks

type Statement = Record<string, unknown>
interface Rule {
  Name: string
  Priority: number
  Statement: {
    RateBasedStatement: {
      Limit: number
      EvaluationWindowSec: number
      AggregateKeyType: string
      ScopeDownStatement: Statement
    }
  }
  Action: unknown
}

/** The paths a rule's scope-down statement matches, whether one path or an OR of several. */
const pathsOf = (statement: Statement): string[] => {
  const or = statement.OrStatement as { Statements: Statement[] } | undefined
  if (or) return or.Statements.flatMap(pathsOf)
  const match = statement.ByteMatchStatement as {
    FieldToMatch: unknown
    PositionalConstraint: string
    SearchString: string
    TextTransformations: unknown
  }
  expect(match).toMatchObject({
    FieldToMatch: { UriPath: {} },
    PositionalConstraint: 'EXACTLY',
    TextTransformations: [{ Priority: 0, Type: 'URL_DECODE' }],
  })
  return [match.SearchString]
}

describe('the edge in prod', () => {
  if (!edge) throw new Error('prod has an edge stack')
  const template = campus.template(edge)
  const [acl] = Object.values(template.findResources('AWS::WAFv2::WebACL')) as {
    Properties: { Rules: Rule[] }
  }[]

  it('is a CLOUDFRONT web ACL in us-east-1, named for the college and stage', () => {
    expect(edge.region).toBe(EDGE_REGION)
    expect(stage.region).toBe('ap-south-1')
    template.resourceCountIs('AWS::WAFv2::WebACL', 1)
    template.hasResourceProperties('AWS::WAFv2::WebACL', {
      Name: 'campus-demo-prod-edge',
      Scope: 'CLOUDFRONT',
      DefaultAction: { Allow: {} },
    })
  })

  it.each(Object.entries(RATE_LIMITED_ROUTES))(
    'limits %s per client IP over five minutes, answering 429 in the error envelope',
    (group, paths) => {
      const limit = DEFAULT_EDGE_RATE_LIMITS[group as keyof typeof DEFAULT_EDGE_RATE_LIMITS]
      const rule = acl?.Properties.Rules.find(
        (candidate) =>
          candidate.Statement.RateBasedStatement.Limit === limit && candidate.Name.endsWith('PerIp'),
      )
      expect(rule?.Statement.RateBasedStatement).toMatchObject({
        EvaluationWindowSec: 300,
        AggregateKeyType: 'IP',
      })
      expect(pathsOf(rule!.Statement.RateBasedStatement.ScopeDownStatement).sort()).toEqual([...paths].sort())
      expect(rule?.Action).toEqual({
        Block: { CustomResponse: { ResponseCode: 429, CustomResponseBodyKey: 'rate-limited' } },
      })
    },
  )

  it('limits nothing else: the public feedback form is answered by a whole campus from one address', () => {
    expect(acl?.Properties.Rules).toHaveLength(Object.keys(RATE_LIMITED_ROUTES).length)
    const limited = acl!.Properties.Rules.flatMap((rule) =>
      pathsOf(rule.Statement.RateBasedStatement.ScopeDownStatement),
    )
    expect(limited.every((path) => path.startsWith('/api/user/'))).toBe(true)
    template.hasResourceProperties('AWS::WAFv2::WebACL', {
      CustomResponseBodies: {
        'rate-limited': {
          ContentType: 'APPLICATION_JSON',
          Content: Match.serializedJson({ error: { code: 'RATE_LIMITED', message: Match.anyValue() } }),
        },
      },
    })
  })

  it("is attached to the distribution, read across regions from the edge stack's output", () => {
    const [distribution] = Object.values(
      campus.template(web).findResources('AWS::CloudFront::Distribution'),
    ) as {
      Properties: { DistributionConfig: { WebACLId: unknown } }
    }[]
    expect(distribution?.Properties.DistributionConfig.WebACLId).toEqual({
      'Fn::GetStackOutput': {
        StackName: edge.stackName,
        Region: EDGE_REGION,
        OutputName: expect.any(String),
      },
    })
    expect(web.dependencies).toContain(edge)
  })

  it('has no unacknowledged cdk-nag findings', () => {
    expect(campus.report.pluginReports.flatMap((report) => report.violations)).toEqual([])
  })
})

describe('the rate-limited paths', () => {
  const identity = createIdentityApp(
    createIdentityDeps({
      client: documentClient(dynamoClient({ region: 'ap-south-1' })),
      tables: {
        identity: 'identity',
        sessions: 'sessions',
        directory: 'directory',
        academics: 'academics',
        mentoring: 'mentoring',
      },
      tokenSecret: 'x'.repeat(64),
      sms: { send: () => Promise.resolve({ messageId: 'none' }) },
      catalog: { domains: [], menu: [] },
    }),
  )
  const operations = operationsOf(identity)

  it.each(Object.values(RATE_LIMITED_ROUTES).flat())('%s is a public POST route of identity', (path) => {
    expect(operations.find((operation) => operation.path === path)).toMatchObject({
      method: 'POST',
      meta: { access: 'public' },
    })
  })
})
