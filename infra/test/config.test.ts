import { App, RemovalPolicy } from 'aws-cdk-lib'
import { describe, expect, it } from 'vitest'
import type { DomainManifest } from '@campus/http'
import { assertRoutablePrefixes } from '../config/routes'
import { settingValues, stageFromContext } from '../config/stages'
import { cdkJsonContext } from './synth'

const domain = (name: string, prefixes: string[]): DomainManifest => ({
  name,
  prefixes,
  ownTables: [],
  tables: {},
  buckets: {},
  sendsSms: false,
  startsJobs: false,
  settings: {},
  smokePath: prefixes[0] ?? '',
  menu: [],
  app: () => Promise.reject(new Error('not built')),
  jobs: [],
  migrations: [],
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
    expect(dev.settings).toEqual({})
    // The feedback manifest's default.
    expect(settingValues(dev)).toMatchObject({ FEEDBACK_MIN_RESPONSES: '5' })
    expect(settingValues(stageFromContext(new App({ context: { stage: 'prod' } })))).toMatchObject({
      FEEDBACK_MIN_RESPONSES: '5',
    })
    // `-c setting:FEEDBACK_MIN_RESPONSES=8` arrives as a string, a cdk.json value as a number.
    const set = (value: unknown) =>
      settingValues(stageFromContext(new App({ context: { 'setting:FEEDBACK_MIN_RESPONSES': value } })))
    expect(set('8')).toMatchObject({ FEEDBACK_MIN_RESPONSES: '8' })
    expect(set(3)).toMatchObject({ FEEDBACK_MIN_RESPONSES: '3' })
  })

  it.each(['-1', '2.5', 'five'])('rejects a threshold of %s', (value) => {
    expect(() => stageFromContext(new App({ context: { 'setting:FEEDBACK_MIN_RESPONSES': value } }))).toThrow(
      /must be a whole number/,
    )
  })

  it("rejects a threshold below the setting's minimum, and a setting no domain has", () => {
    const stage = stageFromContext(new App({ context: { 'setting:FEEDBACK_MIN_RESPONSES': '0' } }))
    expect(() => settingValues(stage)).toThrow(/FEEDBACK_MIN_RESPONSES must be a whole number of at least 1/)
    const unknown = stageFromContext(new App({ context: { 'setting:NO_SUCH_SETTING': '1' } }))
    expect(() => settingValues(unknown)).toThrow(/No domain has the setting NO_SUCH_SETTING/)
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
