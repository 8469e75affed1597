import type { CfnElement, Stack } from 'aws-cdk-lib'
import { Match } from 'aws-cdk-lib/assertions'
import { afterAll, describe, expect, it } from 'vitest'
import { tableDefinitions } from '@campus/functions/manifests'
import { synthCampus } from './synth'

const campus = synthCampus()
afterAll(() => campus.dispose())

const { data, storage, messaging, web } = campus.stacks

type Resource = { Type: string; Properties: Record<string, unknown>; DeletionPolicy?: string }
const resourceOf = (stack: Stack, element: CfnElement) => {
  const resources = (campus.template(stack).toJSON() as { Resources: Record<string, Resource> }).Resources
  const resource = resources[stack.getLogicalId(element)]
  if (!resource) throw new Error(`${element.node.path} is not in ${stack.stackName}`)
  return resource
}

describe.each(tableDefinitions())('table $name', (definition) => {
  const table = data.tables[definition.name]!
  const resource = () => resourceOf(data, table.node.defaultChild as CfnElement)

  it('is on-demand with the string keys, indexes and TTL from its definition', () => {
    expect(resource().Properties).toMatchObject({
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [
        { AttributeName: 'pk', KeyType: 'HASH' },
        { AttributeName: 'sk', KeyType: 'RANGE' },
      ],
    })
    const indexes = (resource().Properties.GlobalSecondaryIndexes ?? []) as unknown[]
    expect(indexes).toEqual(
      definition.indexes.map((index) => ({
        IndexName: index.indexName,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    )
    expect(resource().Properties.TimeToLiveSpecification).toEqual(
      definition.timeToLiveAttribute
        ? { AttributeName: definition.timeToLiveAttribute, Enabled: true }
        : undefined,
    )
  })

  it('has point-in-time recovery and AWS managed encryption', () => {
    expect(resource().Properties).toMatchObject({
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      // SSEEnabled without a key: the AWS managed aws/dynamodb KMS key.
      SSESpecification: { SSEEnabled: true },
    })
  })
})

it('creates one table per definition, no more', () => {
  campus.template(data).resourceCountIs('AWS::DynamoDB::Table', tableDefinitions().length)
})

it('generates a 64-character token-signing secret', () => {
  campus.template(data).hasResourceProperties('AWS::SecretsManager::Secret', {
    GenerateSecretString: { PasswordLength: 64 },
  })
})

describe('every bucket in the app', () => {
  const stacks = [storage, web]
  const buckets = stacks.flatMap((stack) =>
    Object.entries(campus.template(stack).findResources('AWS::S3::Bucket')).map(([id, bucket]) => ({
      stack,
      id,
      bucket: bucket as Resource,
    })),
  )

  it.each(buckets)('$id blocks public access and is encrypted', ({ bucket }) => {
    expect(bucket.Properties).toMatchObject({
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
      },
    })
  })

  it.each(buckets)('$id refuses requests without TLS', ({ stack, id }) => {
    campus.template(stack).hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: id },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Deny',
            Action: 's3:*',
            Principal: { AWS: '*' },
            Condition: { Bool: { 'aws:SecureTransport': 'false' } },
          }),
        ]),
      },
    })
  })
})

describe('storage', () => {
  const bucket = (name: keyof typeof storage.buckets) =>
    resourceOf(storage, storage.buckets[name].node.defaultChild as CfnElement)

  it('versions attachments and logs access to them', () => {
    expect(bucket('attachments').Properties).toMatchObject({
      VersioningConfiguration: { Status: 'Enabled' },
      LoggingConfiguration: { LogFilePrefix: 'attachments/' },
    })
  })

  it('expires exports/ after 30 days and keeps audit/', () => {
    const exportsBucket = bucket('exports').Properties
    expect(exportsBucket).toMatchObject({ LoggingConfiguration: { LogFilePrefix: 'exports/' } })
    const rules = (exportsBucket.LifecycleConfiguration as { Rules: Record<string, unknown>[] }).Rules
    expect(rules).toContainEqual(
      expect.objectContaining({ Prefix: 'exports/', ExpirationInDays: 30, Status: 'Enabled' }),
    )
    // Every rule that expires current objects is limited to exports/, so nothing under audit/ ever expires.
    const expiring = rules.filter((rule) => 'ExpirationInDays' in rule || 'ExpirationDate' in rule)
    expect(expiring.every((rule) => rule.Prefix === 'exports/')).toBe(true)
  })
})

describe('messaging', () => {
  it('has a TLS-only, KMS-encrypted ops topic that CloudWatch alarms may publish to', () => {
    const template = campus.template(messaging)
    template.hasResourceProperties('AWS::SNS::Topic', { KmsMasterKeyId: Match.anyValue() })
    template.hasResourceProperties('AWS::KMS::Key', { EnableKeyRotation: true })
    template.hasResourceProperties('AWS::SNS::TopicPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          Match.objectLike({ Effect: 'Allow', Principal: { Service: 'cloudwatch.amazonaws.com' } }),
        ]),
      },
    })
  })
})
