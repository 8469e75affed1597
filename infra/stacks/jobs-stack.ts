import { Duration, RemovalPolicy, Stack, type StackProps, TimeZone, Validations } from 'aws-cdk-lib'
import { ComparisonOperator, Stats, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch'
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions'
import type { ITable } from 'aws-cdk-lib/aws-dynamodb'
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam'
import type { IBucket } from 'aws-cdk-lib/aws-s3'
import { Schedule, ScheduleExpression, ScheduleGroup, ScheduleTargetInput } from 'aws-cdk-lib/aws-scheduler'
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets'
import type { ITopic } from 'aws-cdk-lib/aws-sns'
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources'
import { type IQueue, Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs'
import type { Construct } from 'constructs'
import { isScheduled, JOB_TIME_ZONE, jobsOf } from '@campus/functions/jobs/catalog'
import { manifests } from '@campus/functions/manifests'
import type { ResourceAccess as Access, JobDefinition, QueueDefinition } from '@campus/http'
import type { StageConfig } from '../config/stages'
import { DomainFunction, type JobRunner } from '../constructs/domain-function'
import { writeJobsEntry, writeQueueEntry } from '../lambda-bundling'
import { acknowledgeResolvedWildcard } from '../nag'
import { type BucketName, pascalCase } from '../util'

export interface JobsStackProps extends StackProps {
  /** Log retention comes from the stage. */
  readonly stage: StageConfig
  /** Every table, by logical name; the function gets those the jobs list. */
  readonly tables: Readonly<Record<string, ITable>>
  /** Every bucket, by name; the function gets those the jobs list. */
  readonly buckets: Readonly<Record<BucketName, IBucket>>
  /** Notified when a job fails or an invocation lands in the dead-letter queue. */
  readonly opsTopic: ITopic
  /** The jobs the function runs; those with a schedule get one. @default every domain's (functions/jobs/catalog.ts) */
  readonly jobs?: readonly JobDefinition[]
  /** The queues to make, each with its consumer. @default every domain's */
  readonly queues?: readonly QueueDefinition[]
}

/**
 * The widest access any job declares for each table and bucket, and every setting any job reads: one function
 * runs them all.
 */
export function mergedAccess(jobs: readonly JobDefinition[]) {
  const widen = <K extends string>(into: Map<K, Access>, from: Readonly<Partial<Record<K, Access>>>) => {
    for (const [name, access] of Object.entries(from) as [K, Access | undefined][]) {
      if (!access) continue
      if (into.get(name) !== 'readwrite') into.set(name, access)
    }
  }
  const tables = new Map<string, Access>()
  const buckets = new Map<BucketName, Access>()
  const settings = new Set<string>()
  for (const job of jobs) {
    widen(tables, job.tables)
    widen(buckets, job.buckets)
    job.settings.forEach((setting) => settings.add(setting))
  }
  return { tables, buckets, settings }
}

/**
 * One jobs function that runs any registered job (`{ "job": "<name>" }`), an EventBridge Scheduler schedule per
 * scheduled job in the college's time zone, a schedule group where domains start on-demand jobs as one-time
 * schedules, a dead-letter queue for invocations that fail for good, and alarms on both.
 */
export class JobsStack extends Stack implements JobRunner {
  readonly jobsFunction: DomainFunction
  /** The role EventBridge Scheduler invokes the jobs function with, for every schedule. */
  readonly schedulerRole: Role
  /** Where domains create the one-time schedules that start on-demand jobs (DomainFunction.startJobs). */
  readonly onDemandSchedules: ScheduleGroup
  /** Every domain's queues by name (ADR 0026); the api stack lets the domains that send to one do so. */
  readonly queues: Readonly<Record<string, IQueue>>

  constructor(scope: Construct, id: string, props: JobsStackProps) {
    super(scope, id, props)
    const { stage } = props
    const jobs = props.jobs ?? jobsOf(manifests)

    const deadLetters = new Queue(this, 'JobsDeadLetterQueue', {
      enforceSSL: true,
      encryption: QueueEncryption.SQS_MANAGED,
      retentionPeriod: Duration.days(14),
    })
    Validations.of(deadLetters).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason:
        'This queue is itself the dead-letter queue of the jobs function and of its schedules; nothing consumes ' +
        'it automatically, so a further DLQ behind it would never receive anything. Its depth raises an alarm.',
    })

    const fn = new DomainFunction(this, 'JobsFunction', {
      domain: 'jobs',
      // Generated at bundling from the manifests, so no file lists the domains (lambda-bundling.ts).
      entry: () => writeJobsEntry(),
      stage,
      memorySize: 2048,
      // Workbooks stream into S3; give a large nightly build room without approaching Lambda's 15 minutes.
      timeout: Duration.minutes(10),
      deadLetterQueue: deadLetters,
      ...(stage.jobsReservedConcurrency ? { reservedConcurrency: stage.jobsReservedConcurrency } : {}),
    })
    const access = mergedAccess(jobs)
    // Jobs may Scan: rebuilding an aggregate from its source items is their job, never a request's.
    for (const [name, level] of access.tables)
      fn.useTable(name, props.tables[name], level, { allowScan: true })
    for (const [name, level] of access.buckets) fn.useBucket(name, props.buckets[name], level)
    fn.useSettings(access.settings, stage)
    this.jobsFunction = fn

    // Our own role so the one wildcard CDK's grant adds can be acknowledged here, next to it.
    const schedulerRole = (this.schedulerRole = new Role(this, 'SchedulerRole', {
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com').withConditions({
        StringEquals: { 'aws:SourceAccount': this.account },
      }),
      description: 'Lets EventBridge Scheduler start the jobs function',
    }))
    // Granted here, not only by each schedule's target: the on-demand schedules use this role too.
    fn.grantInvoke(schedulerRole)
    acknowledgeResolvedWildcard(schedulerRole, `${fn.functionArn}:*`, {
      rule: 'AwsSolutions-IAM5',
      reason:
        'LambdaInvoke grants lambda:InvokeFunction on the jobs function and its versions and aliases (`:*`); ' +
        'the role can start nothing but the jobs function.',
    })

    // Named per stage so an operator finds pending exports in the console. It holds only one-time schedules that
    // Scheduler deletes after they run, so it goes with the stack: retained, it would block a redeploy (same name).
    this.onDemandSchedules = new ScheduleGroup(this, 'OnDemandSchedules', {
      scheduleGroupName: `${this.stackName}-on-demand`,
      removalPolicy: RemovalPolicy.DESTROY,
    })

    // On-demand jobs have no schedule of their own: a domain starts each run (DomainFunction.startJobs).
    for (const job of jobs.filter(isScheduled)) {
      new Schedule(this, `${pascalCase(job.name)}Schedule`, {
        description: job.description,
        schedule: ScheduleExpression.cron({
          minute: job.schedule.minute,
          hour: job.schedule.hour,
          timeZone: TimeZone.of(JOB_TIME_ZONE),
        }),
        target: new LambdaInvoke(fn, {
          input: ScheduleTargetInput.fromObject({ job: job.name }),
          role: schedulerRole,
          deadLetterQueue: deadLetters,
          retryAttempts: 2,
        }),
      })
    }

    const notifyOps = new SnsAction(props.opsTopic)
    const queues = props.queues ?? manifests.flatMap((manifest) => manifest.queues ?? [])
    const made = queues.map((definition) => ({
      definition,
      ...this.queueWithConsumer(definition, props, notifyOps),
    }))
    this.queues = Object.fromEntries(made.map(({ definition, queue }) => [definition.name, queue]))
    // Once every queue exists: a consumer may send to another (announcement-post queues SMS on sms-send).
    for (const { definition, consumer } of made) {
      for (const target of definition.sendsTo ?? []) {
        const queue = this.queues[target]
        if (!queue)
          throw new Error(
            `The ${definition.name} consumer sends to the queue ${target}, which no domain declares.`,
          )
        consumer.sendToQueue(target, queue)
      }
      if (definition.sendsTo?.includes('sms-send')) consumer.composeSms(stage)
    }
    fn.metricErrors({ period: Duration.minutes(5), statistic: Stats.SUM })
      .createAlarm(this, 'JobsErrorsAlarm', {
        alarmDescription: 'A job (scheduled or on demand) failed; see the jobs function log group.',
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      })
      .addAlarmAction(notifyOps)
    deadLetters
      .metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5), statistic: Stats.MAXIMUM })
      .createAlarm(this, 'JobsDeadLettersAlarm', {
        alarmDescription: 'A job invocation failed after its retries and waits in the dead-letter queue.',
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      })
      .addAlarmAction(notifyOps)
  }

  /**
   * One queue (ADR 0026): SQS with a dead-letter queue after `maxReceiveCount` deliveries, an alarm on any dead
   * letter, and a consumer function with the grants its definition lists, reporting failed messages one by one.
   */
  private queueWithConsumer(
    definition: QueueDefinition,
    props: JobsStackProps,
    notifyOps: SnsAction,
  ): { queue: IQueue; consumer: DomainFunction } {
    const { stage } = props
    const id = pascalCase(definition.name)
    const deadLetters = new Queue(this, `${id}DeadLetterQueue`, {
      enforceSSL: true,
      encryption: QueueEncryption.SQS_MANAGED,
      retentionPeriod: Duration.days(14),
    })
    Validations.of(deadLetters).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason: `This is the dead-letter queue of the ${definition.name} queue; its depth raises an alarm.`,
    })
    const queue = new Queue(this, `${id}Queue`, {
      enforceSSL: true,
      encryption: QueueEncryption.SQS_MANAGED,
      visibilityTimeout: Duration.seconds(definition.visibilityTimeoutSeconds),
      deadLetterQueue: { queue: deadLetters, maxReceiveCount: definition.maxReceiveCount },
    })
    const consumer = new DomainFunction(this, `${id}Consumer`, {
      domain: `queue-${definition.name}`,
      entry: () => writeQueueEntry(definition.name),
      stage,
      // Inside the visibility timeout, so a message is never delivered again while it is still being consumed.
      timeout: Duration.seconds(Math.max(10, definition.visibilityTimeoutSeconds - 30)),
    })
    for (const [name, level] of Object.entries(definition.tables))
      if (level) consumer.useTable(name, props.tables[name], level)
    for (const [name, level] of Object.entries(definition.buckets) as [BucketName, Access | undefined][])
      if (level) consumer.useBucket(name, props.buckets[name], level)
    if (definition.sendsSms) consumer.sendSms(stage)
    consumer.useSettings(definition.settings, stage)
    consumer.addEventSource(
      new SqsEventSource(queue, {
        batchSize: 1,
        maxConcurrency: Math.max(2, definition.maxConcurrency),
        reportBatchItemFailures: true,
      }),
    )
    deadLetters
      .metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5), statistic: Stats.MAXIMUM })
      .createAlarm(this, `${id}DeadLettersAlarm`, {
        alarmDescription: `A ${definition.name} message failed every delivery and waits in its dead-letter queue.`,
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      })
      .addAlarmAction(notifyOps)
    return { queue, consumer }
  }
}
