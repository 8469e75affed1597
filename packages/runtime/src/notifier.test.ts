import { PublishCommand, SNSClient } from '@aws-sdk/client-sns'
import { mockClient } from 'aws-sdk-client-mock'
import { describe, expect, it } from 'vitest'
import { snsNotifier, toE164 } from './notifier'

describe('SMS through SNS', () => {
  it('publishes a transactional SMS with the DLT entity and template ids India requires', async () => {
    const sns = mockClient(SNSClient)
    sns.on(PublishCommand).resolves({ MessageId: 'm-1' })
    const result = await snsNotifier(new SNSClient({ region: 'ap-south-1' }), 'CAMPUS').send({
      phone: '9876543210',
      text: 'Hello',
      purpose: 'OTP',
      dltEntityId: 'E1',
      dltTemplateId: 'T1',
    })
    expect(result).toEqual({ messageId: 'm-1' })
    const input = sns.commandCalls(PublishCommand)[0]?.args[0].input
    expect(input).toMatchObject({
      PhoneNumber: '+919876543210',
      Message: 'Hello',
      MessageAttributes: {
        'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' },
        'AWS.SNS.SMS.SenderID': { DataType: 'String', StringValue: 'CAMPUS' },
        'AWS.MM.SMS.EntityId': { DataType: 'String', StringValue: 'E1' },
        'AWS.MM.SMS.TemplateId': { DataType: 'String', StringValue: 'T1' },
      },
    })
  })

  it.each([
    ['9876543210', '+919876543210'],
    ['+91 98765 43210', '+919876543210'],
    ['919876543210', '+919876543210'],
  ])('writes %s as %s', (phone, e164) => {
    expect(toE164(phone)).toBe(e164)
  })
})
