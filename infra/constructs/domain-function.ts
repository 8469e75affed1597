import * as path from 'node:path'
import { Duration, Stack, Tags, Validations } from 'aws-cdk-lib'
import type { ITable } from 'aws-cdk-lib/aws-dynamodb'
import { type IRole, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam'
import {
  ApplicationLogLevel,
  Architecture,
  Code,
  type IFunction,
  LoggingFormat,
  Runtime,
  SystemLogLevel,
  Tracing,
} from 'aws-cdk-lib/aws-lambda'
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs'
import { LogGroup } from 'aws-cdk-lib/aws-logs'
import type { IBucket } from 'aws-cdk-lib/aws-s3'
import type { IScheduleGroup } from 'aws-cdk-lib/aws-scheduler'
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager'
import type { IQueue } from 'aws-cdk-lib/aws-sqs'
import type { Construct } from 'constructs'
import { tableEnvName } from '@campus/db'
import { tableDefinitions } from '@campus/functions/manifests'
import type { ResourceAccess as Access } from '@campus/http'
import { queueUrlVariable } from '@campus/runtime'
import { catalogDefine, LAMBDA_BUNDLING } from '../lambda-bundling'
import { settingValues, type StageConfig } from '../config/stages'
import { acknowledgeResolvedWildcard } from '../nag'
import { REPO_ROOT, bucketEnvName, type BucketName } from '../util'

export interface DomainFunctionProps {
  /** Folder under functions/ (`identity`, `jobs`); also the Powertools service name and the `domain` tag. */
  readonly domain: string
  /** Entry file, absolute or relative to the domain folder; it must export `handler`. @default 'handler.ts' */
  readonly entry?: string | (() => string)
  /** Stage settings: log retention, log group removal policy and the `STAGE` variable. */
  readonly stage: StageConfig
  /** @default 1024 */
  readonly memorySize?: number
  /** Concurrency set aside for this function alone. @default - none: it shares the account's pool */
  readonly reservedConcurrency?: number
  /** @default Duration.seconds(10), well inside API Gateway's 30 s integration limit */
  readonly timeout?: Duration
  /** Where failed asynchronous invocations go (jobs). @default - none */
  readonly deadLetterQueue?: IQueue
}

/** What a function needs to start jobs: the jobs function, the role Scheduler invokes it with, and the group. */
export interface JobRunner {
  /** The jobs function every job runs in. */
  readonly jobsFunction: IFunction
  /** The role EventBridge Scheduler assumes to invoke the jobs function. */
  readonly schedulerRole: IRole
  /** The group that holds the one-time schedules of on-demand jobs, and nothing else. */
  readonly onDemandSchedules: IScheduleGroup
}

// Request paths never Scan (ARCHITECTURE section 4), so domain functions are not even allowed to; jobs that
// rebuild aggregates from source ask for it explicitly. No Transact* actions: the code does not use them.
const TABLE_READ = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query']
const TABLE_WRITE = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
]
// s3:ListBucket only makes a missing key answer 404 instead of 403. AbortMultipartUpload: the workbook
// writer streams large files with multipart uploads and must be able to clean up a failed one.
const OBJECT_READ = ['s3:GetObject']
const OBJECT_WRITE = ['s3:PutObject', 's3:DeleteObject', 's3:AbortMultipartUpload']

/**
 * One domain's Lambda with the project's defaults: Node 22 on ARM, an ESM bundle with the AWS SDK inside and
 * source maps, an explicit log group with retention, and a role that starts empty. The `use*` methods are the
 * only way to give it access to anything, and each one also sets the variable that tells the code the name.
 */
export class DomainFunction extends NodejsFunction {
  private readonly domain: string
  /** The role the constructor made; wildcard acknowledgements attach to it, next to its policy. */
  private readonly executionRole: Role

  constructor(scope: Construct, id: string, props: DomainFunctionProps) {
    const logGroup = new LogGroup(scope, `${id}Logs`, {
      retention: props.stage.logRetention,
      removalPolicy: props.stage.removalPolicy,
    })
    // Our own role instead of the default one: it would carry the AWSLambdaBasicExecutionRole managed
    // policy, which may write to every log group in the account. This one may write to its own only.
    const role = new Role(scope, `${id}Role`, {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Runs the ${props.domain} function`,
    })
    logGroup.grantWrite(role)

    super(scope, id, {
      ...DomainFunction.code(scope, props),
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? 1024,
      reservedConcurrentExecutions: props.reservedConcurrency,
      timeout: props.timeout ?? Duration.seconds(10),
      role,
      logGroup,
      // JSON lets Lambda filter by level: below the stage's level neither our lines nor its own
      // START/END/REPORT lines are written (or billed).
      loggingFormat: LoggingFormat.JSON,
      applicationLogLevelV2: ApplicationLogLevel[props.stage.lambdaLogLevel],
      systemLogLevelV2: SystemLogLevel[props.stage.lambdaLogLevel],
      deadLetterQueue: props.deadLetterQueue,
      // Unset when off, so turning tracing on and off again leaves the template as it was.
      tracing: props.stage.tracing ? Tracing.ACTIVE : undefined,
      environment: {
        NODE_OPTIONS: '--enable-source-maps',
        POWERTOOLS_SERVICE_NAME: props.domain,
        POWERTOOLS_LOG_LEVEL: props.stage.lambdaLogLevel,
        // Said explicitly: a logged event would carry the raw path and query string, tokens included.
        POWERTOOLS_LOGGER_LOG_EVENT: 'false',
        STAGE: props.stage.name,
      },
    })
    this.domain = props.domain
    this.executionRole = role
    Tags.of(this).add('domain', props.domain)
    if (props.stage.tracing) {
      Validations.of(role).acknowledge({
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason:
          'Active tracing lets the function send X-Ray segments (xray:PutTraceSegments, PutTelemetryRecords), ' +
          'which have no resource ARN; IAM only accepts Resource "*" for them.',
      })
    }
    Validations.of(this).acknowledge({
      id: 'AwsSolutions-L1',
      reason:
        'Node.js 22 is the runtime docs/architecture.md fixes for every function: bundles target node22 and the ' +
        'bundle-size and cold-start budgets are measured on it. Moving to nodejs24.x is a deliberate upgrade.',
    })
  }

  /**
   * Bundles the entry with esbuild. When this synth skips bundling for the stack (tests, or `cdk deploy` of
   * another stack) nothing of the code is used, so a placeholder stands in and the entry need not exist yet.
   */
  private static code(scope: Construct, props: DomainFunctionProps) {
    if (!Stack.of(scope).bundlingRequired) {
      return {
        code: Code.fromInline('// placeholder: bundling was skipped for this stack'),
        handler: 'index.handler',
      }
    }
    return {
      entry:
        typeof props.entry === 'function'
          ? props.entry()
          : path.join(REPO_ROOT, 'functions', props.domain, props.entry ?? 'handler.ts'),
      handler: 'handler',
      projectRoot: REPO_ROOT,
      depsLockFilePath: path.join(REPO_ROOT, 'package-lock.json'),
      bundling: {
        ...LAMBDA_BUNDLING,
        format: OutputFormat.ESM,
        mainFields: [...LAMBDA_BUNDLING.mainFields],
        define: catalogDefine(),
      },
    }
  }

  /** Grants `access` to one table (and its indexes) and sets `<NAME>_TABLE_NAME`. */
  useTable(
    name: string,
    table: ITable | undefined,
    access: Access,
    options: { allowScan?: boolean } = {},
  ): this {
    const definition = tableDefinitions().find((candidate) => candidate.name === name)
    if (!table || !definition)
      throw new Error(`The ${this.domain} function uses table "${name}", which no domain owns.`)
    const reads = options.allowScan ? [...TABLE_READ, 'dynamodb:Scan'] : TABLE_READ
    this.addToRolePolicy(
      new PolicyStatement({
        actions: access === 'readwrite' ? [...reads, ...TABLE_WRITE] : reads,
        resources: [table.tableArn],
      }),
    )
    // Indexes are named one by one (not `index/*`): an index added later is not readable until granted.
    if (definition.indexes.length > 0) {
      this.addToRolePolicy(
        new PolicyStatement({
          actions: reads.filter((action) => action === 'dynamodb:Query' || action === 'dynamodb:Scan'),
          resources: definition.indexes.map((index) => `${table.tableArn}/index/${index.indexName}`),
        }),
      )
    }
    this.addEnvironment(tableEnvName(name), table.tableName)
    return this
  }

  /** Grants `access` to one bucket's objects and sets `<NAME>_BUCKET_NAME`. */
  useBucket(name: BucketName, bucket: IBucket, access: Access): this {
    const objects = bucket.arnForObjects('*')
    this.addToRolePolicy(new PolicyStatement({ actions: ['s3:ListBucket'], resources: [bucket.bucketArn] }))
    this.addToRolePolicy(
      new PolicyStatement({
        actions: access === 'readwrite' ? [...OBJECT_READ, ...OBJECT_WRITE] : OBJECT_READ,
        resources: [objects],
      }),
    )
    acknowledgeResolvedWildcard(this.executionRole, objects, {
      rule: 'AwsSolutions-IAM5',
      reason:
        `The ${this.domain} function reads${access === 'readwrite' ? ' and writes' : ''} objects in the ${name} ` +
        "bucket under keys the code generates at run time, so the grant covers that one bucket's objects.",
    })
    this.addEnvironment(bucketEnvName(name), bucket.bucketName)
    return this
  }

  /** Lets the code read the token-signing secret at cold start and sets `TOKEN_SECRET_ARN`. */
  useTokenSecret(secret: ISecret): this {
    this.addToRolePolicy(
      new PolicyStatement({ actions: ['secretsmanager:GetSecretValue'], resources: [secret.secretArn] }),
    )
    this.addEnvironment('TOKEN_SECRET_ARN', secret.secretArn)
    return this
  }

  /**
   * Lets the code read the origin secret at cold start and sets `ORIGIN_SECRET_ARN`: requests without
   * CloudFront's origin header are then refused (packages/runtime origin-guard.ts).
   */
  useOriginSecret(secret: ISecret): this {
    this.addToRolePolicy(
      new PolicyStatement({ actions: ['secretsmanager:GetSecretValue'], resources: [secret.secretArn] }),
    )
    this.addEnvironment('ORIGIN_SECRET_ARN', secret.secretArn)
    return this
  }

  /**
   * Lets the code start jobs as one-time EventBridge Scheduler schedules in the runner's on-demand group, and
   * sets `JOBS_FUNCTION_ARN`, `SCHEDULER_ROLE_ARN` and `JOBS_SCHEDULE_GROUP`. The schedules are created with
   * ActionAfterCompletion DELETE, so Scheduler removes them itself: no delete, update or read grant here, and
   * none on the scheduler role either.
   */
  startJobs(runner: JobRunner): this {
    const group = runner.onDemandSchedules.scheduleGroupName
    const schedules = Stack.of(this).formatArn({
      service: 'scheduler',
      resource: 'schedule',
      resourceName: `${group}/*`,
    })
    this.addToRolePolicy(
      new PolicyStatement({ actions: ['scheduler:CreateSchedule'], resources: [schedules] }),
    )
    acknowledgeResolvedWildcard(this.executionRole, schedules, {
      rule: 'AwsSolutions-IAM5',
      reason:
        `The ${this.domain} function names each one-time schedule at run time (job, time and a random suffix), ` +
        'so it may create schedules in the on-demand jobs group and nowhere else; it cannot read, change or ' +
        'delete any schedule.',
    })
    // Creating a schedule hands Scheduler the role it runs with; only this role, and only to Scheduler.
    this.addToRolePolicy(
      new PolicyStatement({
        actions: ['iam:PassRole'],
        resources: [runner.schedulerRole.roleArn],
        conditions: { StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' } },
      }),
    )
    this.addEnvironment('JOBS_FUNCTION_ARN', runner.jobsFunction.functionArn)
    this.addEnvironment('SCHEDULER_ROLE_ARN', runner.schedulerRole.roleArn)
    this.addEnvironment('JOBS_SCHEDULE_GROUP', group)
    return this
  }

  /** Lets the code send messages to a queue (ADR 0026) and sets its URL variable (`QUEUE_URL_SMS_SEND`). */
  sendToQueue(name: string, queue: IQueue): this {
    queue.grantSendMessages(this)
    this.addEnvironment(queueUrlVariable(name), queue.queueUrl)
    return this
  }

  /**
   * What a domain that composes SMS needs: the announcement template registered on DLT and the portal's address
   * for the links in them (`PORTAL_URL`, the college's web domain: DLT accepts only registered link domains, so
   * without one the function refuses to send announcement SMS and says why).
   */
  composeSms(stage: StageConfig): this {
    if (stage.webDomain) this.addEnvironment('PORTAL_URL', `https://${stage.webDomain.domainName}`)
    if (stage.smsAnnouncementTemplate) {
      this.addEnvironment('SMS_ANNOUNCEMENT_TEMPLATE', stage.smsAnnouncementTemplate.text)
      this.addEnvironment('DLT_ANNOUNCEMENT_TEMPLATE_ID', stage.smsAnnouncementTemplate.id)
    }
    return this
  }

  /** Sets each stage setting the code reads (`FEEDBACK_MIN_RESPONSES`) to the stage's value. */
  useSettings(settings: Iterable<string>, stage: StageConfig): this {
    const values = settingValues(stage)
    for (const setting of settings) {
      const value = values[setting]
      if (value === undefined)
        throw new Error(`The ${this.domain} function reads ${setting}, which no domain defines.`)
      this.addEnvironment(setting, value)
    }
    return this
  }

  /** Lets the code send SMS straight to phone numbers through SNS and passes the stage's sender settings. */
  sendSms(stage: StageConfig): this {
    this.addToRolePolicy(new PolicyStatement({ actions: ['sns:Publish'], resources: ['*'] }))
    Validations.of(this.executionRole).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'SNS publishes an SMS to a phone number (PublishCommand with PhoneNumber), which has no resource ARN; ' +
        'IAM only accepts Resource "*" for it. The function holds no topic ARN.',
    })
    this.addEnvironment('SMS_MODE', 'sns')
    if (stage.smsSenderId) this.addEnvironment('SMS_SENDER_ID', stage.smsSenderId)
    if (stage.dltEntityId) this.addEnvironment('DLT_ENTITY_ID', stage.dltEntityId)
    if (stage.dltOtpTemplateId) this.addEnvironment('DLT_OTP_TEMPLATE_ID', stage.dltOtpTemplateId)
    return this
  }
}
