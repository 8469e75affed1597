import { existsSync } from 'node:fs'
import * as path from 'node:path'
import { DefaultStackSynthesizer, Stack, Validations } from 'aws-cdk-lib'
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront'
import type { IBucket } from 'aws-cdk-lib/aws-s3'
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment'
import { Construct, type IConstruct } from 'constructs'
import { acknowledgeResolvedWildcard } from '../nag'

export interface SpaDeploymentProps {
  /** The built SPA (`web/dist`): `index.html` and friends, content-hashed files under `assets/`. */
  readonly source: string
  /** The private site bucket the distribution reads. */
  readonly bucket: IBucket
  /** Its `/index.html` is invalidated after each upload. */
  readonly distribution: IDistribution
}

// Vite names everything under assets/ by content hash, so a name never points at different bytes.
const IMMUTABLE = CacheControl.fromString('public, max-age=31536000, immutable')

/**
 * Uploads the SPA in two steps: hashed assets first (cached for a year), then the rest with `no-cache`, so a
 * browser never gets an index.html that names an asset not uploaded yet. Nothing is pruned: a tab still running
 * the previous release keeps loading its lazy chunks.
 */
export class SpaDeployment extends Construct {
  constructor(scope: Construct, id: string, props: SpaDeploymentProps) {
    super(scope, id)
    const assetsDir = path.join(props.source, 'assets')

    const assets = existsSync(assetsDir)
      ? new BucketDeployment(this, 'HashedAssets', {
          sources: [Source.asset(assetsDir)],
          destinationBucket: props.bucket,
          destinationKeyPrefix: 'assets/',
          cacheControl: [IMMUTABLE],
          prune: false,
        })
      : undefined

    const entry = new BucketDeployment(this, 'EntryFiles', {
      sources: [Source.asset(props.source, { exclude: ['assets', 'assets/**'] })],
      destinationBucket: props.bucket,
      cacheControl: [CacheControl.noCache()],
      prune: false,
      distribution: props.distribution,
      distributionPaths: ['/index.html'],
    })
    if (assets) entry.node.addDependency(assets)

    // Both deployments share CDK's provider function (a singleton per stack); its role is the function's child.
    const provider = entry.handlerRole.node.scope
    if (provider) this.acknowledgeProvider(provider, props.bucket)
  }

  /** What cdk-nag finds on CDK's own BucketDeployment provider, which we cannot shape further. */
  private acknowledgeProvider(provider: IConstruct, bucket: IBucket) {
    const qualifier: unknown = this.node.tryGetContext('@aws-cdk/core:bootstrapQualifier')
    const stack = Stack.of(this)
    // Literal where the stack is pinned (the region always is), a pseudo parameter where it is not.
    const assetObjects = `arn:${stack.partition}:s3:::cdk-${typeof qualifier === 'string' ? qualifier : DefaultStackSynthesizer.DEFAULT_QUALIFIER}-assets-${stack.account}-${stack.region}/*`
    const provided = 'CDK BucketDeployment provider (aws-cdk-lib builds this function and its policy): '
    Validations.of(provider).acknowledge(
      {
        id: 'AwsSolutions-L1',
        reason: `${provided}its Python runtime is chosen by aws-cdk-lib and moves with library upgrades.`,
      },
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason: `${provided}the managed policy only lets it create log streams and write its own logs.`,
      },
      ...['s3:GetBucket*', 's3:GetObject*', 's3:List*'].map((action) => ({
        id: `AwsSolutions-IAM5[Action::${action}]`,
        reason: `${provided}read access (grantRead) to the zipped SPA in the bootstrap asset bucket, and the site bucket.`,
      })),
      ...['s3:Abort*', 's3:DeleteObject*'].map((action) => ({
        id: `AwsSolutions-IAM5[Action::${action}]`,
        reason: `${provided}write access (grantReadWrite) to the site bucket only; prune is off, so it deletes nothing.`,
      })),
      {
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason: `${provided}cloudfront:CreateInvalidation and GetInvalidation, which it grants on "*", to refresh /index.html.`,
      },
    )
    acknowledgeResolvedWildcard(provider, assetObjects, {
      rule: 'AwsSolutions-IAM5',
      reason: `${provided}the zipped SPA sits in the CDK bootstrap asset bucket under a content-hash key.`,
    })
    acknowledgeResolvedWildcard(provider, bucket.arnForObjects('*'), {
      rule: 'AwsSolutions-IAM5',
      reason: `${provided}it writes the SPA files into the site bucket under their own names.`,
    })
  }
}
