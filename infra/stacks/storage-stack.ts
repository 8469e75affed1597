import { Duration, Stack, type StackProps, Validations } from 'aws-cdk-lib'
import type { IBucket } from 'aws-cdk-lib/aws-s3'
import type { Construct } from 'constructs'
import type { StageConfig } from '../config/stages'
import { SecureBucket } from '../constructs/secure-bucket'
import type { BucketName } from '../util'

export interface StorageStackProps extends StackProps {
  /** Removal policy comes from the stage. */
  readonly stage: StageConfig
}

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
      // A replaced or deleted upload stays recoverable for 90 days, then stops costing.
      lifecycleRules: [{ id: 'ExpireOldVersions', noncurrentVersionExpiration: Duration.days(90) }],
    })

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
