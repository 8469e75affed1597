import { App } from 'aws-cdk-lib'
import { Template } from 'aws-cdk-lib/assertions'
import { describe, expect, it } from 'vitest'
import { stageFromContext } from '../config/stages'
import { QUARANTINE_PREFIX, StorageStack } from '../stacks/storage-stack'
import { testContext } from './synth'

type Rule = Record<string, unknown>

/** The attachments bucket of a storage stack built with `context`. */
function attachmentsBucket(context: Record<string, unknown> = {}) {
  const app = new App({ context: testContext(context) })
  const stack = new StorageStack(app, 'campus-test-storage', { stage: stageFromContext(app) })
  const buckets = Template.fromStack(stack).findResources('AWS::S3::Bucket')
  const id = stack.getLogicalId(stack.buckets.attachments.node.defaultChild as never)
  return buckets[id]!.Properties as {
    CorsConfiguration: { CorsRules: Rule[] }
    LifecycleConfiguration: { Rules: Rule[] }
  }
}

describe('the attachments bucket', () => {
  it("lets the portal's pages read answers to presigned POSTs and GETs, and nothing else", () => {
    const { CorsConfiguration } = attachmentsBucket({
      webDomainName: 'portal.example.edu',
      webCertificateArn: 'arn:aws:acm:us-east-1:111111111111:certificate/abc',
    })
    expect(CorsConfiguration.CorsRules).toEqual([
      {
        Id: 'PortalUploadsAndDownloads',
        AllowedOrigins: ['https://portal.example.edu'],
        AllowedMethods: ['POST', 'GET', 'HEAD'],
        AllowedHeaders: ['*'],
        ExposedHeaders: ['ETag'],
        MaxAge: 3000,
      },
    ])
  })

  it("allows CloudFront's default domains where the stage has no domain of its own", () => {
    const { CorsConfiguration } = attachmentsBucket()
    expect(CorsConfiguration.CorsRules.map((rule) => rule.AllowedOrigins)).toEqual([
      ['https://*.cloudfront.net'],
    ])
    expect(CorsConfiguration.CorsRules.flatMap((rule) => rule.AllowedMethods as string[])).not.toContain(
      'PUT',
    )
  })

  it('expires quarantined uploads after two days and their old versions a day later', () => {
    const rules = attachmentsBucket().LifecycleConfiguration.Rules
    expect(rules).toContainEqual({
      Id: 'ExpireQuarantine',
      Prefix: QUARANTINE_PREFIX,
      ExpirationInDays: 2,
      NoncurrentVersionExpiration: { NoncurrentDays: 1 },
      Status: 'Enabled',
    })
    expect(rules).toContainEqual({
      Id: 'RemoveQuarantineDeleteMarkers',
      Prefix: QUARANTINE_PREFIX,
      ExpiredObjectDeleteMarker: true,
      Status: 'Enabled',
    })
    // Stored files never expire: the only rule that expires current objects is limited to quarantine/.
    const expiring = rules.filter((rule) => 'ExpirationInDays' in rule || 'ExpirationDate' in rule)
    expect(expiring.map((rule) => rule.Prefix)).toEqual([QUARANTINE_PREFIX])
  })
})
