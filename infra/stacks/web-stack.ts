import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { CfnOutput, Duration, Fn, Stack, type StackProps, Validations } from 'aws-cdk-lib'
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2'
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager'
import {
  AllowedMethods,
  type BehaviorOptions,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront'
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins'
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager'
import type { Construct } from 'constructs'
import { ORIGIN_HEADER } from '@campus/runtime'
import { CONTENT_SECURITY_POLICY, HSTS_MAX_AGE_SECONDS } from '@campus/functions/security-headers'
import { API_PATH_FAMILIES } from '../config/routes'
import type { StageConfig } from '../config/stages'
import { SecureBucket } from '../constructs/secure-bucket'
import { SpaDeployment } from '../constructs/spa-deployment'

/** Source of the viewer-request function; the tests evaluate the same file. */
export const SPA_FALLBACK_SOURCE = fileURLToPath(new URL('../web/spa-fallback.js', import.meta.url))
export const VIEWER_ADDRESS_SOURCE = fileURLToPath(new URL('../web/viewer-address.js', import.meta.url))

export interface WebStackProps extends StackProps {
  /** Removal policy and the optional custom domain come from the stage. */
  readonly stage: StageConfig
  /** The API that `/api/*` and `/boot/*` are forwarded to. */
  readonly httpApi: IHttpApi
  /** The value of the origin header CloudFront adds, so the API answers only requests that came through it. */
  readonly originSecret: ISecret
  /** The edge stack's web ACL (rate limits, ADR 0015). @default - none: dev, or `waf.enabled: false` */
  readonly webAclArn?: string
  /** The built SPA; uploaded only when the folder exists at synth time. @default - nothing uploaded */
  readonly webDist?: string
}

/**
 * CloudFront in front of everything: the SPA from a private bucket through origin access control, and the API
 * families forwarded uncached to the HTTP API, all on one origin so the browser needs no CORS.
 */
export class WebStack extends Stack {
  readonly distribution: Distribution

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props)
    const { stage } = props

    const logs = new SecureBucket(this, 'WebLogsBucket', {
      stage,
      lifecycleRules: [{ id: 'ExpireLogs', expiration: Duration.days(365) }],
    })
    Validations.of(logs).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This bucket receives the site bucket access logs; logging it into itself would loop.',
    })
    const site = new SecureBucket(this, 'SiteBucket', {
      stage,
      accessLogs: { bucket: logs, prefix: 'site-bucket/' },
    })

    const spaFallback = new CloudFrontFunction(this, 'SpaFallbackFunction', {
      code: FunctionCode.fromFile({ filePath: SPA_FALLBACK_SOURCE }),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Serves /index.html for client-side routes (paths without a file extension)',
    })

    const viewerAddress = new CloudFrontFunction(this, 'ViewerAddressFunction', {
      code: FunctionCode.fromFile({ filePath: VIEWER_ADDRESS_SOURCE }),
      runtime: FunctionRuntime.JS_2_0,
      comment:
        "Passes the viewer's address to the API (x-campus-viewer-address), replacing any the client sent",
    })

    const securityHeaders = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Campus Portal security headers',
      securityHeadersBehavior: {
        // The same headers as the local server sends (functions/security-headers.ts).
        strictTransportSecurity: {
          accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS),
          includeSubdomains: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: {
          referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
        contentSecurityPolicy: { contentSecurityPolicy: CONTENT_SECURITY_POLICY, override: true },
      },
    })

    const api: BehaviorOptions = {
      origin: new HttpOrigin(Fn.parseDomainName(props.httpApi.apiEndpoint), {
        // Resolved by CloudFormation at deploy time (a dynamic reference), never written into the template.
        customHeaders: { [ORIGIN_HEADER]: props.originSecret.secretValue.unsafeUnwrap() },
        protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
        originSslProtocols: [OriginSslPolicy.TLS_V1_2],
      }),
      // A redirect would turn a POST into a GET; API clients must use HTTPS.
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      // API Gateway routes by its own host name, so the viewer's Host must not be forwarded.
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: securityHeaders,
      functionAssociations: [{ function: viewerAddress, eventType: FunctionEventType.VIEWER_REQUEST }],
    }

    const domain = stage.webDomain
    this.distribution = new Distribution(this, 'Distribution', {
      comment: `Campus Portal (${stage.name})`,
      defaultRootObject: 'index.html',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(site),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: securityHeaders,
        functionAssociations: [{ function: spaFallback, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: Object.fromEntries(API_PATH_FAMILIES.map((family) => [`${family}/*`, api])),
      // No errorResponses on purpose: they apply to every behaviour and would mask API errors as index.html.
      // The minimum protocol only applies to a custom certificate (see the CFR4 acknowledgement below).
      ...(domain
        ? {
            domainNames: [domain.domainName],
            certificate: Certificate.fromCertificateArn(this, 'Certificate', domain.certificateArn),
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      webAclId: props.webAclArn,
      httpVersion: HttpVersion.HTTP2_AND_3,
      // Price class 200 includes the edge locations in India.
      priceClass: PriceClass.PRICE_CLASS_200,
      // No standard logs: their format always records the query string, where the legacy client's `?token=`
      // travels, and field selection (logging v2) exists only in us-east-1. Each API request has its line in
      // the API's access log instead (route key and status, no path, no query); the SPA's files are public.
      enableLogging: false,
    })
    new CfnOutput(this, 'PortalUrl', { value: `https://${this.distribution.distributionDomainName}` })
    Validations.of(this.distribution).acknowledge(
      {
        id: 'AwsSolutions-CFR1',
        reason:
          'Students and staff use the portal from wherever they are; the college has no geographic limit.',
      },
      {
        id: 'AwsSolutions-CFR3',
        reason:
          "CloudFront's standard logs always record the query string, and the legacy client sends its session " +
          'token there; the API access log has a token-free line for every API request, and the SPA files ' +
          'the distribution also serves are public.',
      },
    )
    if (!props.webAclArn) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR2',
        reason:
          'The web ACL is on in prod and off in dev (campus.config.json `waf`): it is billed per month, and a ' +
          'dev stage is limited by API Gateway stage throttling and the per-account sign-in lockout.',
      })
    }
    if (!domain) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR4',
        reason:
          "Without a custom domain the distribution uses CloudFront's default *.cloudfront.net certificate, for " +
          'which CloudFront fixes the minimum protocol itself. Setting webDomain (with an ACM certificate) ' +
          'applies TLSv1.2_2021.',
      })
    }

    if (props.webDist && existsSync(props.webDist)) {
      new SpaDeployment(this, 'SpaDeployment', {
        source: props.webDist,
        bucket: site,
        distribution: this.distribution,
      })
    }
  }
}
