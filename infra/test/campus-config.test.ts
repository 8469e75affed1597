import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import { App } from 'aws-cdk-lib'
import { afterAll, describe, expect, it } from 'vitest'
import * as z from 'zod'
import { campusConfigSchema, parseCampusConfig } from '../config/campus-config'
import { stageFromContext } from '../config/stages'
import { REPO_ROOT } from '../util'

const example = readFileSync(path.join(REPO_ROOT, 'campus.config.example.json'), 'utf8')
const dir = mkdtempSync(path.join(os.tmpdir(), 'campus-config-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('the college config file', () => {
  it('accepts the documented example', () => {
    expect(parseCampusConfig(example, 'example')).toMatchObject({ collegeId: 'gptmadurai', stage: 'prod' })
  })

  it('names every wrong field and what it allows, and refuses unknown ones', () => {
    const wrong = {
      ...(JSON.parse(example) as Record<string, unknown>),
      collegeId: 'GPT Madurai',
      region: 'mumbai',
      webDomain: {
        domainName: 'portal.example.edu.in',
        certificateArn: 'arn:aws:acm:ap-south-1:1:certificate/x',
      },
      feedbackMinResponse: 5,
    }
    expect(() => parseCampusConfig(JSON.stringify(wrong), 'campus.config.json')).toThrow(
      /collegeId: lower-case[\s\S]*region: an AWS region[\s\S]*webDomain\.certificateArn: an ACM certificate ARN in us-east-1[\s\S]*feedbackMinResponse/,
    )
    expect(() => parseCampusConfig('{"collegeId": ', 'campus.config.json')).toThrow(/not valid JSON/)
  })

  it('is what a plain synth builds: the stage, names and settings come from the file, no flags needed', () => {
    const file = path.join(dir, 'campus.config.json')
    writeFileSync(file, example)
    const stage = stageFromContext(new App({ context: { configFile: file } }))
    expect(stage).toMatchObject({
      collegeId: 'gptmadurai',
      name: 'prod',
      region: 'ap-south-1',
      smsSenderId: 'GPTMDU',
      dltEntityId: '1101000000000001',
      alarmEmail: 'it-office@example.edu.in',
      apiThrottle: { rateLimit: 500, burstLimit: 1000 },
      settings: { FEEDBACK_MIN_RESPONSES: 5 },
      jobsReservedConcurrency: 5,
      webDomain: { domainName: 'portal.example.edu.in' },
      tracing: false,
      edgeRateLimits: { signIn: 1000, resetCode: 50, registration: 100 },
      backup: { retentionDays: 35 },
    })
  })

  it('says what the new switches allow: limits of at least 10, a vault ARN, copies only with backups on', () => {
    const wrong = {
      ...(JSON.parse(example) as Record<string, unknown>),
      waf: { signInPerFiveMinutes: 5 },
      backup: {
        enabled: false,
        copyToVaultArn: 'arn:aws:backup:ap-south-1:210987654321:backup-vault:copies',
      },
      tracing: 'yes',
    }
    expect(() => parseCampusConfig(JSON.stringify(wrong), 'campus.config.json')).toThrow(
      /tracing: .*boolean[\s\S]*waf\.signInPerFiveMinutes: .*>=10[\s\S]*backup\.copyToVaultArn: copyToVaultArn copies the daily backups/,
    )
    const badVault = {
      ...(JSON.parse(example) as Record<string, unknown>),
      backup: { copyToVaultArn: 'vault' },
    }
    expect(() => parseCampusConfig(JSON.stringify(badVault), 'campus.config.json')).toThrow(
      /backup\.copyToVaultArn: a backup vault ARN/,
    )
  })

  const stageOf = (config: Record<string, unknown>) => {
    const file = path.join(dir, `${Math.random().toString(36).slice(2)}.json`)
    writeFileSync(file, JSON.stringify({ collegeId: 'gptmadurai', region: 'ap-south-1', ...config }))
    return stageFromContext(new App({ context: { configFile: file } }))
  }

  it.each([
    ['prod', {}, true],
    ['prod', { enabled: false }, false],
    ['dev', {}, false],
    ['dev', { enabled: true }, true],
  ] as const)('in %s with waf %j, rate-limits at the edge: %s', (stage, waf, on) => {
    expect(stageOf({ stage, waf }).edgeRateLimits !== undefined).toBe(on)
  })

  it.each([
    ['prod', {}, true],
    ['prod', { enabled: false }, false],
    ['dev', {}, false],
    ['dev', { enabled: true, retentionDays: 7 }, true],
  ] as const)('in %s with backup %j, backs up daily: %s', (stage, backup, on) => {
    expect(stageOf({ stage, backup }).backup !== undefined).toBe(on)
  })

  it('reserves no jobs concurrency with 0, which is all a new account (limit 10) allows', () => {
    expect(stageOf({ stage: 'prod', jobsReservedConcurrency: 0 }).jobsReservedConcurrency).toBeUndefined()
    expect(stageOf({ stage: 'prod' }).jobsReservedConcurrency).toBe(5)
    expect(stageOf({ stage: 'dev', jobsReservedConcurrency: 3 }).jobsReservedConcurrency).toBe(3)
  })

  it('is documented field by field in the README', () => {
    const readme = readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8')
    const fields = (shape: Record<string, z.ZodType>): string[] =>
      Object.entries(shape).flatMap(([name, schema]) => {
        const inner = schema instanceof z.ZodOptional ? schema.unwrap() : schema
        return [name, ...(inner instanceof z.ZodObject ? fields(inner.shape) : [])]
      })
    const missing = fields(campusConfigSchema.shape).filter((name) => !readme.includes(`\`${name}\``))
    expect(missing).toEqual([])
  })
})
