import { readFileSync } from 'node:fs'
import * as path from 'node:path'
import { describe, expect, it } from 'vitest'
import { type CampusConfig, parseCampusConfig } from '../config/campus-config'
import { stageFromFile } from '../config/stages'
import { certificateCovers, type Finding, preflightFindings } from '../preflight/checks'
import type { AccountFacts } from '../preflight/facts'
import { REPO_ROOT } from '../util'

const NOW = new Date('2026-11-25T00:00:00Z')
const example = parseCampusConfig(
  readFileSync(path.join(REPO_ROOT, 'campus.config.example.json'), 'utf8'),
  'example',
)
const stageWith = (changes: Partial<CampusConfig> = {}) => stageFromFile({ ...example, ...changes })

/** An account ready for the example college: raised limits, out of the sandbox, bootstrapped, certificate issued. */
const ready = (changes: Partial<AccountFacts> = {}): AccountFacts => ({
  lambda: { ok: true, value: { concurrencyLimit: 1000, unreserved: 1000 } },
  sms: { ok: true, value: { inSandbox: false, monthlySpendLimitUsd: 50 } },
  bootstrap: {
    'ap-south-1': { ok: true, value: { version: 27, account: '123456789012' } },
    'us-east-1': { ok: true, value: { version: 27, account: '123456789012' } },
  },
  certificate: {
    ok: true,
    value: {
      status: 'ISSUED',
      domainName: 'portal.example.edu.in',
      alternativeNames: [],
      notAfter: new Date('2027-10-01'),
    },
  },
  ...changes,
})

const findings = (facts: AccountFacts, stage = stageWith()) => preflightFindings(stage, facts, NOW)
const about = (all: Finding[], check: string) => all.filter((finding) => finding.check.startsWith(check))
const levels = (all: Finding[]) => all.map((finding) => finding.level)

describe('preflight on a ready account', () => {
  it('finds nothing to fix, and notes what it cannot see', () => {
    const all = findings(ready())
    expect(all.filter((finding) => finding.level === 'fail' || finding.level === 'warn')).toEqual([])
    expect(about(all, 'CDK bootstrap').map((finding) => finding.check)).toEqual([
      'CDK bootstrap (ap-south-1)',
      'CDK bootstrap (us-east-1)',
    ])
    expect(about(all, 'Sender id and DLT')).toEqual([
      expect.objectContaining({ level: 'note', fix: expect.stringContaining('template text') }),
    ])
  })
})

describe('without credentials', () => {
  it('fails once, saying to sign in, instead of a warning per check', () => {
    const refused = { ok: false as const, error: 'CredentialsProviderError: Could not load credentials' }
    const all = findings({
      lambda: refused,
      sms: refused,
      bootstrap: { 'ap-south-1': refused, 'us-east-1': refused },
      certificate: refused,
    })
    expect(all).toEqual([
      expect.objectContaining({
        check: 'AWS credentials',
        level: 'fail',
        fix: expect.stringContaining('sso'),
      }),
    ])
  })
})

describe('Lambda concurrency', () => {
  it('fails on a new account (limit 10): nothing can be reserved, so say how to raise it or reserve 0', () => {
    const all = about(
      findings(ready({ lambda: { ok: true, value: { concurrencyLimit: 10, unreserved: 10 } } })),
      'Lambda',
    )
    expect(levels(all)).toEqual(['fail', 'warn'])
    expect(all[0]?.message).toMatch(/may run 10 functions at once.*5 the config reserves/)
    expect(all[0]?.fix).toMatch(/L-B99A9384[\s\S]*"jobsReservedConcurrency": 0/)
  })

  it('only warns on a new account when the config reserves nothing', () => {
    const stage = stageWith({ jobsReservedConcurrency: 0 })
    const all = about(
      findings(ready({ lambda: { ok: true, value: { concurrencyLimit: 10, unreserved: 10 } } }), stage),
      'Lambda',
    )
    expect(levels(all)).toEqual(['warn'])
    expect(all[0]?.message).toMatch(/only 10 functions at once/)
  })

  it('warns when other functions leave too little unreserved (a redeploy of this one is fine)', () => {
    const all = about(
      findings(ready({ lambda: { ok: true, value: { concurrencyLimit: 1000, unreserved: 103 } } })),
      'Lambda',
    )
    expect(levels(all)).toEqual(['warn'])
    expect(all[0]?.message).toMatch(/103 of 1000 is unreserved/)
  })

  it('warns, and says which permission, when the settings cannot be read', () => {
    const all = about(findings(ready({ lambda: { ok: false, error: 'AccessDenied: no' } })), 'Lambda')
    expect(all).toEqual([
      expect.objectContaining({ level: 'warn', fix: expect.stringContaining('lambda:GetAccountSettings') }),
    ])
  })
})

describe('SMS', () => {
  it('fails in prod while the account is in the SMS sandbox, and warns at the default $1 spend limit', () => {
    const all = about(findings(ready({ sms: { ok: true, value: { inSandbox: true } } })), 'SMS')
    expect(levels(all)).toEqual(['fail', 'warn'])
    expect(all[0]?.fix).toMatch(/Exit SMS sandbox/)
    expect(all[1]?.message).toMatch(/\$1/)
  })

  it('only warns about the sandbox in dev', () => {
    const all = about(
      findings(
        ready({ sms: { ok: true, value: { inSandbox: true, monthlySpendLimitUsd: 20 } } }),
        stageWith({ stage: 'dev' }),
      ),
      'SMS',
    )
    expect(levels(all)).toEqual(['warn'])
  })

  it('fails in prod without the DLT ids, naming the missing fields', () => {
    const all = about(findings(ready(), stageWith({ sms: { senderId: 'GPTMDU' } })), 'Sender id')
    expect(all).toEqual([
      expect.objectContaining({
        level: 'fail',
        message: expect.stringContaining('sms.dltEntityId, sms.dltOtpTemplateId'),
      }),
    ])
  })

  it('warns about a sender id that is not a six-letter DLT header', () => {
    const stage = stageWith({ sms: { ...example.sms, senderId: 'Gpt1' } })
    expect(levels(about(findings(ready(), stage), 'Sender id'))).toEqual(['warn', 'note'])
  })
})

describe('CDK bootstrap', () => {
  it('fails when us-east-1, where the edge stack goes, is not bootstrapped, with the command to run', () => {
    const all = about(
      findings(
        ready({
          bootstrap: {
            'ap-south-1': { ok: true, value: { version: 27, account: '123456789012' } },
            'us-east-1': { ok: true, value: undefined },
          },
        }),
      ),
      'CDK bootstrap (us-east-1)',
    )
    expect(all).toEqual([
      expect.objectContaining({
        level: 'fail',
        fix: 'Run `npx cdk bootstrap aws://<account id>/us-east-1`.',
      }),
    ])
  })

  it('fails on a bootstrap stack older than version 6', () => {
    const all = findings(
      ready({
        bootstrap: {
          'ap-south-1': { ok: true, value: { version: 5, account: '123456789012' } },
          'us-east-1': { ok: true, value: { version: 27 } },
        },
      }),
    )
    expect(about(all, 'CDK bootstrap (ap-south-1)')).toEqual([
      expect.objectContaining({
        level: 'fail',
        fix: expect.stringContaining('aws://123456789012/ap-south-1'),
      }),
    ])
  })

  it('checks only the stacks region when the edge is off', () => {
    const all = findings(ready(), stageWith({ waf: { enabled: false } }))
    expect(about(all, 'CDK bootstrap').map((finding) => finding.check)).toEqual([
      'CDK bootstrap (ap-south-1)',
    ])
  })
})

describe('the certificate', () => {
  const certificate = (value: Partial<{ status: string; domainName: string; notAfter: Date }>) =>
    ready({
      certificate: {
        ok: true,
        value: { status: 'ISSUED', domainName: 'portal.example.edu.in', alternativeNames: [], ...value },
      },
    })

  it.each([
    [{ status: 'PENDING_VALIDATION' }, /CNAME/],
    [{ domainName: 'www.example.edu.in' }, /Request one for portal.example.edu.in/],
  ])('fails on %j', (value, fix) => {
    const [finding] = about(findings(certificate(value)), 'Certificate')
    expect(finding).toMatchObject({ level: 'fail', fix: expect.stringMatching(fix) })
  })

  it('warns about a certificate that expires within 30 days', () => {
    const [finding] = about(findings(certificate({ notAfter: new Date('2026-12-10') })), 'Certificate')
    expect(finding).toMatchObject({ level: 'warn', message: expect.stringContaining('2026-12-10') })
  })

  it('accepts a wildcard over the parent, and only notes a portal without its own domain', () => {
    expect(about(findings(certificate({ domainName: '*.example.edu.in' })), 'Certificate')[0]?.level).toBe(
      'ok',
    )
    const stage = stageFromFile({ ...example, webDomain: undefined })
    expect(about(findings(ready(), stage), 'Certificate')).toEqual([
      expect.objectContaining({ level: 'note' }),
    ])
  })

  it.each([
    ['portal.example.edu.in', 'portal.example.edu.in', true],
    ['*.example.edu.in', 'portal.example.edu.in', true],
    ['*.example.edu.in', 'example.edu.in', false],
    ['*.example.edu.in', 'a.portal.example.edu.in', false],
    ['PORTAL.example.edu.in', 'portal.EXAMPLE.edu.in', true],
  ])('%s covers %s: %s', (name, host, covers) => {
    expect(certificateCovers(name, host)).toBe(covers)
  })
})

describe('backup copies', () => {
  it('lists what must be true in the other account, which preflight cannot see', () => {
    const stage = stageWith({
      backup: { copyToVaultArn: 'arn:aws:backup:ap-south-1:210987654321:backup-vault:copies' },
    })
    expect(about(findings(ready(), stage), 'Backup copies')).toEqual([
      expect.objectContaining({
        level: 'note',
        fix: expect.stringMatching(/Organization[\s\S]*CopyIntoBackupVault[\s\S]*DynamoDB=true/),
      }),
    ])
    expect(about(findings(ready()), 'Backup copies')).toEqual([])
  })
})
