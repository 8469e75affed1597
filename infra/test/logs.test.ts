import { afterAll, describe, expect, it } from 'vitest'
import { ACCESS_LOG_FIELDS } from '../stacks/api-stack'
import { resourcesOf, synthCampus } from './synth'

// Prod has every resource that could keep a request: the access log, the distribution and the web ACL.
const campus = synthCampus({ context: { stage: 'prod' } })
afterAll(() => campus.dispose())

type Properties = Record<string, unknown>
const propertiesOf = (type: string) => resourcesOf(campus, type).map((resource) => resource.Properties ?? {})

describe('no token reaches a log (the legacy client sends ?token=, the web app a Bearer header)', () => {
  it('the API access log records the route key and status, never the raw path, query string or a header', () => {
    const stages = propertiesOf('AWS::ApiGatewayV2::Stage')
    expect(stages).toHaveLength(1)
    const format = (stages[0]?.AccessLogSettings as { Format: string }).Format
    expect(JSON.parse(format)).toEqual(ACCESS_LOG_FIELDS)
    const variables = [...format.matchAll(/\$context\.([A-Za-z.]+)/g)].map(([, name]) => name)
    expect(variables).toEqual(expect.arrayContaining(['routeKey', 'status']))
    // `/api/token/{token}` carries a token in the path, the legacy client in the query string.
    for (const name of variables)
      expect(name).not.toMatch(/^(path|querystring|requestOverride|authorizer|.*header)/i)
  })

  it('CloudFront keeps no standard logs (their format always has the query string) and no real-time logs', () => {
    const distributions = propertiesOf('AWS::CloudFront::Distribution')
    expect(distributions).toHaveLength(1)
    const config = distributions[0]?.DistributionConfig as Properties & { CacheBehaviors: Properties[] }
    expect(config.Logging).toBeUndefined()
    for (const behavior of [config.DefaultCacheBehavior as Properties, ...config.CacheBehaviors]) {
      expect(behavior.RealtimeLogConfigArn).toBeUndefined()
    }
    expect(propertiesOf('AWS::CloudFront::RealtimeLogConfig')).toEqual([])
    // Logging v2 (CloudWatch delivery) is the other way a distribution's requests reach a log.
    expect(propertiesOf('AWS::Logs::DeliverySource')).toEqual([])
  })

  it('the web ACL keeps no sampled requests and writes no WAF logs', () => {
    const [acl, ...others] = propertiesOf('AWS::WAFv2::WebACL')
    expect(others).toEqual([])
    type Visibility = { VisibilityConfig: { SampledRequestsEnabled: boolean } }
    const { VisibilityConfig, Rules } = acl as Visibility & { Rules: Visibility[] }
    for (const visibility of [VisibilityConfig, ...Rules.map((rule) => rule.VisibilityConfig)]) {
      expect(visibility.SampledRequestsEnabled).toBe(false)
    }
    expect(propertiesOf('AWS::WAFv2::LoggingConfiguration')).toEqual([])
  })

  it('no function logs its incoming event (which holds the raw path, query string and headers)', () => {
    const functions = propertiesOf('AWS::Lambda::Function')
    const ours = functions.filter((fn) =>
      (fn.Tags as { Key: string }[] | undefined)?.some((tag) => tag.Key === 'domain'),
    )
    expect(ours.length).toBeGreaterThan(1)
    for (const fn of functions) {
      const variables =
        (fn.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables ?? {}
      expect(variables.POWERTOOLS_LOGGER_LOG_EVENT ?? 'false').toBe('false')
      expect(variables).not.toHaveProperty('POWERTOOLS_DEV')
    }
    for (const fn of ours) {
      expect(fn.Environment).toMatchObject({ Variables: { POWERTOOLS_LOGGER_LOG_EVENT: 'false' } })
    }
  })
})
