import { describe, expect, it } from 'vitest'
import { accessLogLineBytes, costConfiguration, estimateCost, type CostConfiguration } from './cost'

const lean: CostConfiguration = {
  functions: [{ name: 'identity', memoryMb: 1769, arm: true, requestLog: false, platformLog: false }],
  accessLog: undefined,
  cloudFrontFrontsApi: false,
  waf: undefined,
  alarms: 0,
  dashboards: 0,
  secrets: 0,
}

describe('the cost estimate', () => {
  it('adds the request prices and a duration of CPU plus DynamoDB round trips', () => {
    // 2 calls per read, 3 per write, 10% writes: 2.1 calls x 6 ms + 5 ms CPU on a whole vCPU = 18 ms billed.
    const estimate = estimateCost(lean, { readCalls: 2, writeCalls: 3 })
    const duration = (1769 / 1024) * 0.018 * 0.0000133334 * 1_000_000
    const dynamo = (0.9 * 2 + 0.1) * 0.125 + 0.1 * 2 * 0.625
    expect(estimate.perMillion).toBeCloseTo(1 + 0.2 + duration + dynamo, 6)
    expect(estimate.requestsPerSemester).toBe(240_000_000)
    expect(estimate.perSemester).toBeCloseTo(estimate.perMillion * 240, 6)
  })

  it('charges CloudFront, WAF, logs and the monthly items when the stacks have them', () => {
    const base = estimateCost(lean, { readCalls: 2, writeCalls: 3 })
    const full = estimateCost(
      {
        ...lean,
        functions: [{ ...lean.functions[0]!, requestLog: true, platformLog: true }],
        accessLog: { bytesPerLine: 1024, infrequent: false },
        cloudFrontFrontsApi: true,
        waf: { rules: 2 },
        alarms: 10,
        dashboards: 1,
        secrets: 1,
      },
      { readCalls: 2, writeCalls: 3 },
    )
    const gb = 1_000_000 / 1024 ** 3
    const extra = 1.2 + 2048 * gb * 0.109 + 0.6 + 1024 * gb * 0.5 + 660 * gb * 0.5
    expect(full.perMillion - base.perMillion).toBeCloseTo(extra, 6)
    expect(full.monthly).toBeCloseTo(5 + 2 + 1 + 3 + 0.4, 6)
  })

  it('charges a smaller function less for waiting and the same for its CPU', () => {
    const at = (memoryMb: number) =>
      estimateCost(
        { ...lean, functions: [{ ...lean.functions[0]!, memoryMb }] },
        { readCalls: 2, writeCalls: 3 },
      ).perMillion
    expect(at(512)).toBeLessThan(at(1024))
  })
})

describe('reading the synthesized templates', () => {
  it('finds the API functions, the access log line, CloudFront in front of the API and the WAF', () => {
    const config = costConfiguration([
      {
        Resources: {
          Fn: {
            Type: 'AWS::Lambda::Function',
            Properties: {
              MemorySize: 512,
              Architectures: ['arm64'],
              Tags: [{ Key: 'domain', Value: 'identity' }],
              Environment: { Variables: { POWERTOOLS_LOG_LEVEL: 'WARN' } },
              LoggingConfig: { SystemLogLevel: 'WARN' },
            },
          },
          Jobs: {
            Type: 'AWS::Lambda::Function',
            Properties: { MemorySize: 2048, Tags: [{ Key: 'domain', Value: 'jobs' }] },
          },
          Stage: {
            Type: 'AWS::ApiGatewayV2::Stage',
            Properties: { AccessLogSettings: { Format: '{"status":"$context.status"}' } },
          },
        },
      },
      {
        Resources: {
          Cdn: {
            Type: 'AWS::CloudFront::Distribution',
            Properties: { DistributionConfig: { CacheBehaviors: [{ PathPattern: '/api/*' }] } },
          },
          Acl: { Type: 'AWS::WAFv2::WebACL', Properties: { Scope: 'CLOUDFRONT', Rules: [{}, {}] } },
        },
      },
    ])
    expect(config.functions).toEqual([
      { name: 'identity', memoryMb: 512, arm: true, requestLog: false, platformLog: false },
    ])
    expect(config.accessLog).toEqual({
      bytesPerLine: accessLogLineBytes('{"status":"$context.status"}'),
      infrequent: false,
    })
    expect(accessLogLineBytes('{"status":"$context.status"}')).toBe('{"status":"xxx"}'.length + 1)
    expect(config.cloudFrontFrontsApi).toBe(true)
    expect(config.waf).toEqual({ rules: 2 })
  })
})
