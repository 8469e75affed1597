import { App, Stack } from 'aws-cdk-lib'
import { Match, Template } from 'aws-cdk-lib/assertions'
import { describe, expect, it } from 'vitest'
import { stages } from '../config/stages'
import { DomainFunction } from '../constructs/domain-function'
import { testContext } from './synth'

// One small stack, bundling skipped, to check the construct's own behaviour.
const app = new App({ builtinCloudFormationValidation: false, context: testContext() })
const stack = new Stack(app, 'Functions')
new DomainFunction(stack, 'QuietFunction', { domain: 'quiet', stage: stages.dev })
new DomainFunction(stack, 'TextingFunction', { domain: 'texting', stage: stages.prod }).sendSms({
  ...stages.prod,
  smsSenderId: 'CAMPUS',
  dltEntityId: '1101000000000001',
})
const template = Template.fromStack(stack)

const environmentOf = (domain: string) => {
  const [fn] = Object.values(
    template.findResources('AWS::Lambda::Function', {
      Properties: { Environment: { Variables: { POWERTOOLS_SERVICE_NAME: domain } } },
    }),
  ) as { Properties: { Environment: { Variables: Record<string, unknown> } } }[]
  return fn?.Properties.Environment.Variables
}

describe('DomainFunction', () => {
  it('starts with no access beyond writing its own log group', () => {
    template.resourceCountIs('AWS::IAM::ManagedPolicy', 0)
    template.hasResourceProperties('AWS::IAM::Role', { ManagedPolicyArns: Match.absent() })
    expect(environmentOf('quiet')).toEqual({
      NODE_OPTIONS: '--enable-source-maps',
      POWERTOOLS_SERVICE_NAME: 'quiet',
      POWERTOOLS_LOG_LEVEL: 'INFO',
      POWERTOOLS_LOGGER_LOG_EVENT: 'false',
      STAGE: 'dev',
    })
  })

  it('keeps logs for the stage retention', () => {
    template.hasResourceProperties('AWS::Logs::LogGroup', { RetentionInDays: 14 })
    template.hasResource('AWS::Logs::LogGroup', {
      Properties: { RetentionInDays: 180 },
      DeletionPolicy: 'Retain',
    })
  })

  it('passes SMS settings from the stage to a function that sends SMS', () => {
    expect(environmentOf('texting')).toMatchObject({
      SMS_MODE: 'sns',
      SMS_SENDER_ID: 'CAMPUS',
      DLT_ENTITY_ID: '1101000000000001',
    })
    template.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: Match.arrayWith([{ Action: 'sns:Publish', Effect: 'Allow', Resource: '*' }]),
      },
    })
  })
})
