import { Stack, type StackProps } from 'aws-cdk-lib'
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2'
import type { Construct } from 'constructs'
import { RATE_LIMITED_ROUTES } from '../config/edge-routes'
import type { EdgeRateLimits, StageConfig } from '../config/stages'
import { pascalCase } from '../util'

export interface EdgeStackProps extends StackProps {
  /** The stage whose edge this is; its `edgeRateLimits` must be set. */
  readonly stage: StageConfig & { readonly edgeRateLimits: EdgeRateLimits }
}

/** WAF evaluates rate-based rules over this window: the limits are per IP per five minutes. */
const WINDOW_SECONDS = 300
const RATE_LIMITED_BODY = 'rate-limited'

/**
 * The web ACL CloudFront checks before anything reaches the portal: per-IP rate limits on the sign-in,
 * reset-code and self-registration routes, answered 429 in the API's error envelope. CloudFront takes only a
 * web ACL from us-east-1, so this stack lives there whatever the college's region (ADR 0015); the web stack
 * reads its ARN across regions.
 *
 * No sampled requests and no WAF logs: both would keep whole requests, and with them the legacy `?token=`.
 */
export class EdgeStack extends Stack {
  /** The web ACL for the distribution's `webAclId`. */
  readonly webAclArn: string

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, props)
    const limits = props.stage.edgeRateLimits
    const visibility = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
      cloudWatchMetricsEnabled: true,
      metricName,
      sampledRequestsEnabled: false,
    })

    const rules = (Object.entries(RATE_LIMITED_ROUTES) as [keyof EdgeRateLimits, readonly string[]][]).map(
      ([group, paths], index): CfnWebACL.RuleProperty => ({
        name: `${pascalCase(group)}PerIp`,
        priority: index,
        statement: {
          rateBasedStatement: {
            limit: limits[group],
            evaluationWindowSec: WINDOW_SECONDS,
            aggregateKeyType: 'IP',
            scopeDownStatement: anyPath(paths),
          },
        },
        action: {
          block: { customResponse: { responseCode: 429, customResponseBodyKey: RATE_LIMITED_BODY } },
        },
        visibilityConfig: visibility(`${this.stackName}-${group}`),
      }),
    )

    const acl = new CfnWebACL(this, 'WebAcl', {
      // Web ACL names are unique per account: the college and stage keep two deployments apart.
      name: this.stackName,
      description: `Campus Portal ${props.stage.name}: per-IP rate limits on sign-in, reset codes and registration`,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      customResponseBodies: {
        [RATE_LIMITED_BODY]: {
          contentType: 'APPLICATION_JSON',
          content: JSON.stringify({
            error: {
              code: 'RATE_LIMITED',
              message: 'Too many requests from this network. Wait a few minutes and try again.',
            },
          }),
        },
      },
      rules,
      visibilityConfig: visibility(this.stackName),
    })
    this.webAclArn = acl.attrArn
  }
}

/** Matches a request whose path, percent-decoded as the API decodes it, is exactly one of `paths`. */
function anyPath(paths: readonly string[]): CfnWebACL.StatementProperty {
  const matches = paths.map((path): CfnWebACL.StatementProperty => ({
    byteMatchStatement: {
      fieldToMatch: { uriPath: {} },
      positionalConstraint: 'EXACTLY',
      searchString: path,
      textTransformations: [{ priority: 0, type: 'URL_DECODE' }],
    },
  }))
  const [only] = matches
  return matches.length === 1 && only ? only : { orStatement: { statements: matches } }
}
