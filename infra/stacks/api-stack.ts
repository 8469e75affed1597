import { Stack, type StackProps, Validations } from 'aws-cdk-lib'
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway'
import { HttpApi, HttpMethod, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2'
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations'
import type { ITable } from 'aws-cdk-lib/aws-dynamodb'
import { LogGroup, LogGroupClass } from 'aws-cdk-lib/aws-logs'
import type { IBucket } from 'aws-cdk-lib/aws-s3'
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager'
import type { IQueue } from 'aws-cdk-lib/aws-sqs'
import type { Construct } from 'constructs'
import { manifests } from '@campus/functions/manifests'
import type { ResourceAccess as Access, DomainManifest } from '@campus/http'
import { assertRoutablePrefixes } from '../config/routes'
import type { StageConfig } from '../config/stages'
import { DomainFunction, type JobRunner } from '../constructs/domain-function'
import { type BucketName, pascalCase } from '../util'

export interface ApiStackProps extends StackProps {
  /** Throttling, log retention and SMS settings come from the stage. */
  readonly stage: StageConfig
  /** Every table, by logical name (DataStack.tables); each function gets only those its domain lists. */
  readonly tables: Readonly<Record<string, ITable>>
  /** Every bucket, by name (StorageStack.buckets); each function gets only those its domain lists. */
  readonly buckets: Readonly<Record<BucketName, IBucket>>
  /** The token-signing secret every domain reads to check tokens. */
  readonly tokenSecret: ISecret
  /** The origin header's value: requests without it (not through CloudFront) are refused. */
  readonly originSecret: ISecret
  /** The jobs function, its scheduler role and on-demand schedule group (JobsStack), for domains that start jobs. */
  readonly jobs: JobRunner & { readonly queues: Readonly<Record<string, IQueue>> }
  /** The domains to deploy. @default every domain's manifest (functions/manifests.ts) */
  readonly domains?: readonly DomainManifest[]
}

// Access log fields: one short line per request, which is what the API's logs cost (tests/bench/cost.ts). The
// route key and method, never the raw path (`/api/token/{token}` carries a token) nor the query string (the
// legacy `?token=`), nor any header.
export const ACCESS_LOG_FIELDS = {
  requestId: '$context.requestId',
  time: '$context.requestTimeEpoch',
  ip: '$context.identity.sourceIp',
  method: '$context.httpMethod',
  routeKey: '$context.routeKey',
  status: '$context.status',
  latency: '$context.responseLatency',
  error: '$context.integrationErrorMessage',
}

/**
 * The HTTP API and one DomainFunction per registered domain, each routed `ANY <prefix>` and
 * `ANY <prefix>/{proxy+}` for every prefix it owns (the proxy route alone does not match the bare prefix).
 */
export class ApiStack extends Stack {
  readonly httpApi: HttpApi
  /** The function of each domain, by domain name. */
  readonly functions: Readonly<Record<string, DomainFunction>>

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props)
    const { stage } = props
    const domains = props.domains ?? manifests
    assertRoutablePrefixes(domains)

    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: `Campus Portal API (${stage.name}); reached through the web distribution's /api and /boot paths`,
      // Our own $default stage below, because the generated one cannot take throttling or access logs.
      createDefaultStage: false,
    })
    Validations.of(this.httpApi).acknowledge({
      id: 'AwsSolutions-APIG4',
      reason:
        'Every route is authorised inside the domain function: signed session tokens arrive as the `token` ' +
        'query parameter (legacy clients) or a Bearer header, are checked against the revocable sessions ' +
        'table, and each route declares its roles (default deny). Some routes are public by specification ' +
        '(feedback answers, public announcements), so a gateway authorizer cannot guard whole prefixes.',
    })

    const accessLogs = new LogGroup(this, 'AccessLogs', {
      // Half the ingestion price: these lines are searched with Logs Insights when something went wrong,
      // never streamed or filtered into metrics (the alarms read API Gateway's own metrics).
      logGroupClass: LogGroupClass.INFREQUENT_ACCESS,
      retention: stage.logRetention,
      removalPolicy: stage.removalPolicy,
    })
    new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: stage.apiThrottle,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(JSON.stringify(ACCESS_LOG_FIELDS)),
      },
    })

    const functions: Record<string, DomainFunction> = {}
    for (const domain of domains) {
      functions[domain.name] = this.domainFunction(domain, props)
    }
    this.functions = functions
  }

  private domainFunction(domain: DomainManifest, props: ApiStackProps): DomainFunction {
    const id = pascalCase(domain.name)
    const fn = new DomainFunction(this, `${id}Function`, { domain: domain.name, stage: props.stage })
    for (const [name, access] of Object.entries(domain.tables)) {
      if (access) fn.useTable(name, props.tables[name], access)
    }
    for (const [name, access] of Object.entries(domain.buckets) as [BucketName, Access][]) {
      fn.useBucket(name, props.buckets[name], access)
    }
    fn.useTokenSecret(props.tokenSecret)
    fn.useOriginSecret(props.originSecret)
    if (domain.sendsSms) fn.sendSms(props.stage)
    if (domain.startsJobs) fn.startJobs(props.jobs)
    for (const queue of domain.sendsTo ?? []) {
      const target = props.jobs.queues[queue]
      if (!target)
        throw new Error(`The ${domain.name} domain sends to the queue ${queue}, which no domain declares.`)
      fn.sendToQueue(queue, target)
    }
    if (domain.sendsTo?.includes('sms-send')) fn.composeSms(props.stage)
    fn.useSettings(Object.keys(domain.settings), props.stage)

    // One invoke permission for the whole API, not one per route: a domain's routes would otherwise add a
    // statement each to the function's resource policy, which Lambda caps at 20 KB.
    const integration = new HttpLambdaIntegration(`${id}Integration`, fn, { scopePermissionToRoute: false })
    for (const prefix of domain.prefixes) {
      for (const path of [prefix, `${prefix}/{proxy+}`]) {
        this.httpApi.addRoutes({ path, methods: [HttpMethod.ANY], integration })
      }
    }
    return fn
  }
}
