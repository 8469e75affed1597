import { App, RemovalPolicy } from 'aws-cdk-lib'
import { describe, expect, it } from 'vitest'
import type { DomainDefinition } from '@campus/functions/domains'
import { assertRoutablePrefixes } from '../config/routes'
import { settingValues, stageFromContext } from '../config/stages'
import { cdkJsonContext } from './synth'

const domain = (name: string, prefixes: string[]): DomainDefinition => ({
  name,
  prefixes,
  tables: {},
  buckets: {},
  sendsSms: false,
  startsJobs: false,
  settings: [],
  smokePath: prefixes[0] ?? '',
})

describe('stages', () => {
  it('defaults to dev without a config file or -c stage (cdk.json names no stage: it would beat the file)', () => {
    expect(cdkJsonContext()).not.toHaveProperty('stage')
    const stage = stageFromContext(new App({ context: cdkJsonContext() }))
    expect(stage).toMatchObject({
      name: 'dev',
      removalPolicy: RemovalPolicy.DESTROY,
      deletionProtection: false,
    })
  })

  it('keeps prod data: RETAIN and deletion protection', () => {
    const stage = stageFromContext(new App({ context: { stage: 'prod' } }))
    expect(stage).toMatchObject({
      name: 'prod',
      removalPolicy: RemovalPolicy.RETAIN,
      deletionProtection: true,
    })
  })

  it("takes a college's SMS and alarm settings from context", () => {
    const stage = stageFromContext(
      new App({
        context: { stage: 'prod', smsSenderId: 'CAMPUS', dltEntityId: '1101', alarmEmail: 'ops@example.edu' },
      }),
    )
    expect(stage).toMatchObject({ smsSenderId: 'CAMPUS', dltEntityId: '1101', alarmEmail: 'ops@example.edu' })
  })

  it('hides staff survey results below 5 responses unless the college chooses another threshold', () => {
    const dev = stageFromContext(new App({ context: cdkJsonContext() }))
    expect(dev.feedbackMinResponses).toBe(5)
    expect(settingValues(dev)).toEqual({ FEEDBACK_MIN_RESPONSES: '5' })
    expect(stageFromContext(new App({ context: { stage: 'prod' } })).feedbackMinResponses).toBe(5)
    // `-c feedbackMinResponses=8` arrives as a string, a cdk.json value as a number.
    expect(stageFromContext(new App({ context: { feedbackMinResponses: '8' } })).feedbackMinResponses).toBe(8)
    expect(stageFromContext(new App({ context: { feedbackMinResponses: 3 } })).feedbackMinResponses).toBe(3)
  })

  it.each(['0', '-1', '2.5', 'five'])('rejects a threshold of %s', (value) => {
    expect(() => stageFromContext(new App({ context: { feedbackMinResponses: value } }))).toThrow(
      /feedbackMinResponses must be a whole number of at least 1/,
    )
  })

  it('rejects an unknown stage and a domain without its certificate', () => {
    expect(() => stageFromContext(new App({ context: { stage: 'qa' } }))).toThrow(/Unknown stage "qa"/)
    expect(() => stageFromContext(new App({ context: { webDomainName: 'portal.example.edu' } }))).toThrow(
      /webCertificateArn/,
    )
  })
})

describe('registry prefixes', () => {
  it('accepts /api and /boot paths', () => {
    expect(() => assertRoutablePrefixes([domain('a', ['/api/user', '/boot/naacTemplate'])])).not.toThrow()
  })

  it.each(['/boot/naac*', '/api/{id}', '/api/user/', '/api//user', 'api/user'])('rejects %s', (prefix) => {
    expect(() => assertRoutablePrefixes([domain('a', [prefix])])).toThrow(/not a plain path/)
  })

  it('rejects paths CloudFront does not forward to the API', () => {
    expect(() => assertRoutablePrefixes([domain('a', ['/admin/user'])])).toThrow(/outside \/api and \/boot/)
  })

  it("accepts a prefix inside another domain's prefix (the more specific route wins)", () => {
    expect(() =>
      assertRoutablePrefixes([
        domain('academics', ['/api/group', '/api/accyear']),
        domain('identity', ['/api/user', '/api/group/student', '/api/docs']),
        domain('other', ['/api/docs/other']),
      ]),
    ).not.toThrow()
  })

  it('rejects a prefix claimed by two domains', () => {
    expect(() => assertRoutablePrefixes([domain('a', ['/api/x']), domain('b', ['/api/x'])])).toThrow(
      /claimed by both a and b/,
    )
  })
})
