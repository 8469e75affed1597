import { Duration, Stack, type StackProps, Validations } from 'aws-cdk-lib'
import { type CorsRule, HttpMethods, type IBucket } from 'aws-cdk-lib/aws-s3'
import type { Construct } from 'constructs'
import type { StageConfig } from '../config/stages'
import { SecureBucket } from '../constructs/secure-bucket'
import type { BucketName } from '../util'

export interface StorageStackProps extends StackProps {
  /** Removal policy comes from the stage. */
  readonly stage: StageConfig
}

/** Uploads without a token wait here until a record claims them (functions/files, docs/adr/0026). */
export const QUARANTINE_PREFIX = 'quarantine/'

/**
 * The origins whose pages may read S3's answers to a presigned POST (the web app's uploads) and fetch a
 * presigned GET: the portal's own domain; without one, CloudFront's default domains. The distribution's
 * generated name cannot be named here: the web stack is built after this one and depends on it.
 */
export const attachmentsOrigins = (stage: StageConfig) =>
  stage.webDomain ? [`https://${stage.webDomain.domainName}`] : ['https://*.cloudfront.net']

/**
 * CORS of the attachments bucket. A presigned POST is a simple request the browser sends anyway; CORS only
 * lets the page read the answer (did S3 take the file?). Nothing else is allowed: no PUT or DELETE, and the
 * bucket stays private (every request needs a presigned URL).
 */
export const attachmentsCors = (stage: StageConfig): CorsRule[] => [
  {
    id: 'PortalUploadsAndDownloads',
    allowedOrigins: attachmentsOrigins(stage),
    allowedMethods: [HttpMethods.POST, HttpMethods.GET, HttpMethods.HEAD],
    allowedHeaders: ['*'],
    exposedHeaders: ['ETag'],
    maxAge: 3000,
  },
]

/** Stateful: the attachments and exports buckets, and the bucket that receives their access logs. */
export class StorageStack extends Stack {
  /** Every bucket a domain or job may ask for, by name. */
  readonly buckets: Readonly<Record<BucketName, IBucket>>

  constructor(scope: Construct, id: string, props: StorageStackProps) {
    super(scope, id, props)
    const { stage } = props

    const accessLogs = new SecureBucket(this, 'AccessLogsBucket', {
      stage,
      lifecycleRules: [{ id: 'ExpireLogs', expiration: Duration.days(365) }],
    })
    Validations.of(accessLogs).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This bucket is the destination of the server access logs; logging it into itself would loop.',
    })

    const attachments = new SecureBucket(this, 'AttachmentsBucket', {
      stage,
      accessLogs: { bucket: accessLogs, prefix: 'attachments/' },
      versioned: true,
      lifecycleRules: [
        // A replaced or deleted upload stays recoverable for 90 days, then stops costing.
        { id: 'ExpireOldVersions', noncurrentVersionExpiration: Duration.days(90) },
        // Uploads without a token that no record claimed: the daily files-sweep deletes them after a day; this
        // catches any it missed. Their old versions go a day later, not after the 90 days above.
        {
          id: 'ExpireQuarantine',
          prefix: QUARANTINE_PREFIX,
          expiration: Duration.days(2),
          noncurrentVersionExpiration: Duration.days(1),
        },
        // ...and the delete markers expiry and the sweep leave behind, once nothing is under them.
        { id: 'RemoveQuarantineDeleteMarkers', prefix: QUARANTINE_PREFIX, expiredObjectDeleteMarker: true },
      ],
    })

    for (const rule of attachmentsCors(stage)) attachments.addCorsRule(rule)

    const exports = new SecureBucket(this, 'ExportsBucket', {
      stage,
      accessLogs: { bucket: accessLogs, prefix: 'exports/' },
      versioned: true,
      lifecycleRules: [
        // Workbooks can be rebuilt on demand, so they live 30 days. Only `exports/` expires: the audit
        // archive (`audit/`) is kept.
        {
          id: 'ExpireExports',
          prefix: 'exports/',
          expiration: Duration.days(30),
          noncurrentVersionExpiration: Duration.days(1),
        },
      ],
    })

    this.buckets = { attachments, exports }
  }
}
