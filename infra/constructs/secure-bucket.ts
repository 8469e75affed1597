import { Duration } from 'aws-cdk-lib'
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  type IBucket,
  type LifecycleRule,
  ObjectOwnership,
} from 'aws-cdk-lib/aws-s3'
import type { Construct } from 'constructs'
import type { StageConfig } from '../config/stages'

export interface SecureBucketProps {
  /** Supplies the removal policy. */
  readonly stage: StageConfig
  /** Where S3 server access logs go, under `prefix`. Omit only for a bucket that receives logs itself. */
  readonly accessLogs?: { readonly bucket: IBucket; readonly prefix: string }
  /** Keep overwritten and deleted objects as noncurrent versions. @default false */
  readonly versioned?: boolean
  /** Rules added after the one that aborts incomplete multipart uploads. @default - none */
  readonly lifecycleRules?: LifecycleRule[]
  /** CloudFront standard logging still writes through ACLs and needs `BUCKET_OWNER_PREFERRED`. @default - enforced */
  readonly objectOwnership?: ObjectOwnership
}

/** A private bucket: public access blocked, TLS-only bucket policy, S3-managed encryption. */
export class SecureBucket extends Bucket {
  constructor(scope: Construct, id: string, props: SecureBucketProps) {
    super(scope, id, {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      objectOwnership: props.objectOwnership ?? ObjectOwnership.BUCKET_OWNER_ENFORCED,
      versioned: props.versioned ?? false,
      removalPolicy: props.stage.removalPolicy,
      serverAccessLogsBucket: props.accessLogs?.bucket,
      serverAccessLogsPrefix: props.accessLogs?.prefix,
      lifecycleRules: [
        // Parts of an upload that never completed are billed until removed.
        { id: 'AbortIncompleteUploads', abortIncompleteMultipartUploadAfter: Duration.days(1) },
        ...(props.lifecycleRules ?? []),
      ],
    })
  }
}
