import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import { App } from 'aws-cdk-lib'
import { afterAll, describe, expect, it } from 'vitest'
import { parseCampusConfig } from '../config/campus-config'
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
      feedbackMinResponses: 5,
      jobsReservedConcurrency: 5,
      webDomain: { domainName: 'portal.example.edu.in' },
    })
  })
})
