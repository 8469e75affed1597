import { ArnFormat, Stack, type StackProps } from 'aws-cdk-lib'
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam'
import { Key } from 'aws-cdk-lib/aws-kms'
import { type ITopic, Topic } from 'aws-cdk-lib/aws-sns'
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions'
import type { Construct } from 'constructs'
import type { StageConfig } from '../config/stages'

export interface MessagingStackProps extends StackProps {
  /** Supplies the optional alarm email and the key's removal policy. */
  readonly stage: StageConfig
}

/**
 * The `ops` topic that alarms (failed jobs, dead letters) notify. SMS needs no topic: the functions that send
 * SMS publish straight to phone numbers (see DomainFunction.sendSms).
 */
export class MessagingStack extends Stack {
  /** Alarm notifications for whoever runs the portal. */
  readonly opsTopic: ITopic

  constructor(scope: Construct, id: string, props: MessagingStackProps) {
    super(scope, id, props)
    const { stage } = props

    // A customer managed key, because CloudWatch alarms cannot publish to a topic encrypted with the AWS
    // managed aws/sns key (its key policy cannot grant CloudWatch).
    const key = new Key(this, 'OpsTopicKey', {
      description: 'Encrypts the Campus Portal ops topic',
      enableKeyRotation: true,
      removalPolicy: stage.removalPolicy,
    })
    const cloudWatch = new ServicePrincipal('cloudwatch.amazonaws.com')
    key.grant(cloudWatch, 'kms:Decrypt', 'kms:GenerateDataKey*')

    const topic = new Topic(this, 'OpsTopic', {
      displayName: 'Campus Portal ops',
      enforceSSL: true,
      masterKey: key,
    })
    // The TLS-only policy replaces SNS's default topic policy, so name the one publisher we expect.
    topic.addToResourcePolicy(
      new PolicyStatement({
        sid: 'CloudWatchAlarmsPublish',
        principals: [cloudWatch],
        actions: ['sns:Publish'],
        resources: [topic.topicArn],
        conditions: {
          StringEquals: { 'aws:SourceAccount': this.account },
          ArnLike: {
            'aws:SourceArn': this.formatArn({
              service: 'cloudwatch',
              resource: 'alarm',
              resourceName: '*',
              arnFormat: ArnFormat.COLON_RESOURCE_NAME,
            }),
          },
        },
      }),
    )
    if (stage.alarmEmail) topic.addSubscription(new EmailSubscription(stage.alarmEmail))
    this.opsTopic = topic
  }
}
