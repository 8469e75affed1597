import { readFileSync } from 'node:fs'
import * as vm from 'node:vm'
import { App, type CfnElement, Stack } from 'aws-cdk-lib'
import { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2'
import { Match, Template } from 'aws-cdk-lib/assertions'
import { Secret } from 'aws-cdk-lib/aws-secretsmanager'
import { CachePolicy, OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront'
import { afterAll, describe, expect, it } from 'vitest'
import { manifests as domains } from '@campus/functions/manifests'
import { SECURITY_HEADERS } from '@campus/functions/security-headers'
import { ORIGIN_HEADER } from '@campus/runtime'
import { stageFromContext } from '../config/stages'
import { SPA_FALLBACK_SOURCE, WebStack } from '../stacks/web-stack'
import { synthCampus, testContext } from './synth'

const campus = synthCampus()
afterAll(() => campus.dispose())

const { web, api } = campus.stacks
const template = campus.template(web)

interface Behavior {
  PathPattern?: string
  TargetOriginId: string
  CachePolicyId: string
  OriginRequestPolicyId?: string
  AllowedMethods?: string[]
  FunctionAssociations?: { EventType: string; FunctionARN: unknown }[]
}
interface Origin {
  Id: string
  DomainName: unknown
  OriginAccessControlId?: unknown
  S3OriginConfig?: unknown
}
const [distribution] = Object.values(template.findResources('AWS::CloudFront::Distribution')) as {
  Properties: {
    DistributionConfig: {
      DefaultCacheBehavior: Behavior
      CacheBehaviors: Behavior[]
      Origins: Origin[]
      CustomErrorResponses?: unknown
    }
  }
}[]
const config = distribution!.Properties.DistributionConfig
const originOf = (behavior: Behavior) =>
  config.Origins.find((origin) => origin.Id === behavior.TargetOriginId)

describe('the distribution', () => {
  it('reaches the private site bucket through origin access control', () => {
    const site = web.getLogicalId(web.node.findChild('SiteBucket').node.defaultChild as CfnElement)
    const controls = template.findResources('AWS::CloudFront::OriginAccessControl', {
      Properties: {
        OriginAccessControlConfig: { OriginAccessControlOriginType: 's3', SigningBehavior: 'always' },
      },
    })
    expect(Object.keys(controls)).toHaveLength(1)
    expect(originOf(config.DefaultCacheBehavior)).toMatchObject({
      DomainName: { 'Fn::GetAtt': [site, 'RegionalDomainName'] },
      OriginAccessControlId: { 'Fn::GetAtt': [Object.keys(controls)[0], 'Id'] },
      S3OriginConfig: { OriginAccessIdentity: '' },
    })
    // Only this distribution, signing as CloudFront, may read the bucket.
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: site },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Allow',
            Action: 's3:GetObject',
            Principal: { Service: 'cloudfront.amazonaws.com' },
            Condition: { StringEquals: { 'AWS:SourceArn': Match.anyValue() } },
          }),
        ]),
      },
    })
  })

  it('rewrites client-side routes on the default behaviour with the viewer-request function', () => {
    const fallback = web.getLogicalId(
      web.node.findChild('SpaFallbackFunction').node.defaultChild as CfnElement,
    )
    expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [fallback, 'FunctionARN'] } },
    ])
    template.hasResourceProperties('AWS::CloudFront::Function', {
      FunctionCode: readFileSync(SPA_FALLBACK_SOURCE, 'utf8'),
      FunctionConfig: { Runtime: 'cloudfront-js-2.0' },
    })
  })

  it('has no custom error responses, which would turn API errors into index.html', () => {
    expect(config.CustomErrorResponses).toBeUndefined()
  })

  it.each(['/api/*', '/boot/*'])(
    'forwards %s to the HTTP API, uncached, without the Host header',
    (pattern) => {
      const behavior = config.CacheBehaviors.find((candidate) => candidate.PathPattern === pattern)
      expect(behavior).toMatchObject({
        CachePolicyId: CachePolicy.CACHING_DISABLED.cachePolicyId,
        OriginRequestPolicyId: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
        AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
        ViewerProtocolPolicy: 'https-only',
      })
      // The viewer's address for per-caller limits, written by CloudFront over anything the client sent.
      expect(behavior?.FunctionAssociations).toEqual([
        {
          EventType: 'viewer-request',
          FunctionARN: {
            'Fn::GetAtt': [
              web.getLogicalId(web.node.findChild('ViewerAddressFunction').node.defaultChild as CfnElement),
              'FunctionARN',
            ],
          },
        },
      ])
      const origin = originOf(behavior!)
      expect(JSON.stringify(origin?.DomainName)).toContain(api.stackName)
      expect(JSON.stringify(origin?.DomainName)).toContain(
        api.getLogicalId(api.httpApi.node.defaultChild as CfnElement),
      )
      expect(origin).toMatchObject({ CustomOriginConfig: { OriginProtocolPolicy: 'https-only' } })
    },
  )

  it('forwards every registered prefix to the API', () => {
    const patterns = config.CacheBehaviors.map((behavior) => behavior.PathPattern ?? '')
    for (const prefix of domains.flatMap((domain) => domain.prefixes)) {
      expect(patterns.some((pattern) => prefix.startsWith(pattern.replace(/\*$/, '')))).toBe(true)
    }
  })

  it('sends security headers', () => {
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: {
        SecurityHeadersConfig: {
          StrictTransportSecurity: Match.objectLike({ Override: true }),
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
          ContentSecurityPolicy: Match.objectLike({
            ContentSecurityPolicy: Match.stringLikeRegexp("frame-ancestors 'none'"),
          }),
        },
      },
    })
  })

  it('has no web ACL in dev (the edge rate limits are on in prod: edge.test.ts)', () => {
    expect(campus.stacks.edge).toBeUndefined()
    expect(config).not.toHaveProperty('WebACLId')
  })

  it('adds the origin secret to API requests from a dynamic reference, never the value itself', () => {
    const [distribution] = Object.values(template.findResources('AWS::CloudFront::Distribution')) as {
      Properties: {
        DistributionConfig: {
          Origins: { OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[] }[]
        }
      }
    }[]
    const headers = distribution?.Properties.DistributionConfig.Origins.flatMap(
      (origin) => origin.OriginCustomHeaders ?? [],
    )
    expect(headers?.map(({ HeaderName }) => HeaderName)).toEqual([ORIGIN_HEADER])
    expect(JSON.stringify(headers?.[0]?.HeaderValue)).toContain('{{resolve:secretsmanager:')
  })

  it('sends the very headers the local server sends (functions/security-headers.ts)', () => {
    const [policy] = Object.values(template.findResources('AWS::CloudFront::ResponseHeadersPolicy')) as {
      Properties: {
        ResponseHeadersPolicyConfig: {
          SecurityHeadersConfig: {
            StrictTransportSecurity: { AccessControlMaxAgeSec: number; IncludeSubdomains?: boolean }
            ContentTypeOptions: { Override: boolean }
            FrameOptions: { FrameOption: string }
            ReferrerPolicy: { ReferrerPolicy: string }
            ContentSecurityPolicy: { ContentSecurityPolicy: string }
          }
        }
      }
    }[]
    const config = policy!.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig
    const hsts = config.StrictTransportSecurity
    expect({
      'Content-Security-Policy': config.ContentSecurityPolicy.ContentSecurityPolicy,
      'Strict-Transport-Security': `max-age=${hsts.AccessControlMaxAgeSec}${hsts.IncludeSubdomains ? '; includeSubDomains' : ''}`,
      'X-Content-Type-Options': config.ContentTypeOptions.Override ? 'nosniff' : undefined,
      'X-Frame-Options': config.FrameOptions.FrameOption,
      'Referrer-Policy': config.ReferrerPolicy.ReferrerPolicy,
    }).toEqual(SECURITY_HEADERS)
    // Frames only the portal and blob: (the course material PDF preview), never storage or another site.
    expect(config.ContentSecurityPolicy.ContentSecurityPolicy).toContain("frame-src 'self' blob:;")
    expect(config.ContentSecurityPolicy.ContentSecurityPolicy).toContain("frame-ancestors 'none'")
  })
})

describe('the SPA upload', () => {
  const deployments = Object.values(template.findResources('Custom::CDKBucketDeployment')) as {
    Properties: Record<string, unknown>
  }[]

  it('uploads hashed assets as immutable and the rest as no-cache, invalidating /index.html', () => {
    expect(deployments).toHaveLength(2)
    expect(deployments).toContainEqual(
      expect.objectContaining({
        Properties: expect.objectContaining({
          DestinationBucketKeyPrefix: 'assets/',
          SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
          Prune: false,
        }) as unknown,
      }),
    )
    expect(deployments).toContainEqual(
      expect.objectContaining({
        Properties: expect.objectContaining({
          SystemMetadata: { 'cache-control': 'no-cache' },
          DistributionPaths: ['/index.html'],
          Prune: false,
        }) as unknown,
      }),
    )
  })
})

describe('a web stack on its own', () => {
  // A small app: no SPA build, and a custom domain.
  const app = new App({
    builtinCloudFormationValidation: false,
    context: testContext({
      webDomainName: 'portal.example.edu',
      webCertificateArn: 'arn:aws:acm:us-east-1:111111111111:certificate/abc',
    }),
  })
  const apiStack = new Stack(app, 'Api')
  const httpApi = new HttpApi(apiStack, 'HttpApi')
  const standalone = new WebStack(app, 'Web', {
    stage: stageFromContext(app),
    httpApi,
    originSecret: new Secret(apiStack, 'OriginSecret'),
    webDist: '/nonexistent/web/dist',
  })
  const standaloneTemplate = Template.fromStack(standalone)

  it('uploads nothing when the SPA has not been built', () => {
    standaloneTemplate.resourceCountIs('Custom::CDKBucketDeployment', 0)
  })

  it('serves a custom domain with TLS 1.2 or later', () => {
    standaloneTemplate.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: {
        Aliases: ['portal.example.edu'],
        ViewerCertificate: { MinimumProtocolVersion: 'TLSv1.2_2021', SslSupportMethod: 'sni-only' },
      },
    })
  })
})

describe('the SPA fallback function', () => {
  const handler = vm.runInNewContext(`${readFileSync(SPA_FALLBACK_SOURCE, 'utf8')}\nhandler`) as (event: {
    request: { uri: string; querystring: Record<string, unknown> }
  }) => { uri: string }
  const rewrite = (uri: string) => handler({ request: { uri, querystring: {} } }).uri

  it.each(['/', '/login', '/students/42', '/naac/templates/', '/feedback/v2/form'])(
    'serves /index.html for the client-side route %s',
    (uri) => {
      expect(rewrite(uri)).toBe('/index.html')
    },
  )

  it.each(['/index.html', '/assets/index-3f9a1c.js', '/assets/logo.svg', '/favicon.ico', '/robots.txt'])(
    'leaves the file %s alone',
    (uri) => {
      expect(rewrite(uri)).toBe(uri)
    },
  )

  it('keeps the rest of the request', () => {
    const request = {
      uri: '/students',
      querystring: { page: { value: '2' } },
      headers: { host: { value: 'x' } },
    }
    expect(handler({ request })).toEqual({ ...request, uri: '/index.html' })
  })
})
