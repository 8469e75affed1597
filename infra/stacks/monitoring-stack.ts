import { Duration, Stack, type StackProps } from 'aws-cdk-lib'
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2'
import {
  Alarm,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  MathExpression,
  type IMetric,
  Stats,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch'
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions'
import type { ITable } from 'aws-cdk-lib/aws-dynamodb'
import type { IFunction } from 'aws-cdk-lib/aws-lambda'
import type { ITopic } from 'aws-cdk-lib/aws-sns'
import type { Construct } from 'constructs'
import type { StageConfig } from '../config/stages'
import { pascalCase } from '../util'

export interface MonitoringStackProps extends StackProps {
  readonly stage: StageConfig
  /** The API's domain functions, by domain name. */
  readonly functions: Readonly<Record<string, IFunction>>
  readonly httpApi: HttpApi
  /** Every table, by logical name. */
  readonly tables: Readonly<Record<string, ITable>>
  /** Where alarms go: the ops topic, which mails the configured alarm address. */
  readonly opsTopic: ITopic
}

const FIVE_MINUTES = Duration.minutes(5)
/** A p99 this close to the functions' 10 s timeout means requests are about to fail. */
const P99_LIMIT_MS = 5000
/** 5xx answers in five minutes before someone is mailed: one is a bug report, five is an incident. */
const API_5XX_LIMIT = 5

/**
 * What whoever runs the portal watches: per domain function errors, throttles and p99 latency, the API's 5xx
 * answers and each table's throttled requests, all mailed through the ops topic; and one dashboard with the
 * same figures side by side.
 */
export class MonitoringStack extends Stack {
  readonly alarms: Alarm[] = []

  constructor(scope: Construct, id: string, props: MonitoringStackProps) {
    super(scope, id, props)
    const notify = new SnsAction(props.opsTopic)
    const alarm = (metric: IMetric, name: string, description: string, threshold: number) => {
      const created = new Alarm(this, name, {
        metric,
        alarmDescription: description,
        threshold,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      })
      created.addAlarmAction(notify)
      this.alarms.push(created)
      return created
    }

    const functions = Object.entries(props.functions)
    for (const [domain, fn] of functions) {
      const id = pascalCase(domain)
      alarm(
        fn.metricErrors({ period: FIVE_MINUTES, statistic: Stats.SUM }),
        `${id}ErrorsAlarm`,
        `The ${domain} function failed (a 500 or a crash); see its log group.`,
        1,
      )
      alarm(
        fn.metricThrottles({ period: FIVE_MINUTES, statistic: Stats.SUM }),
        `${id}ThrottlesAlarm`,
        `Requests to the ${domain} function were throttled: the account's Lambda concurrency is exhausted.`,
        1,
      )
      alarm(
        fn.metricDuration({ period: FIVE_MINUTES, statistic: Stats.p(99) }),
        `${id}LatencyAlarm`,
        `The ${domain} function's p99 duration reached ${P99_LIMIT_MS / 1000} s (its timeout is 10 s).`,
        P99_LIMIT_MS,
      )
    }

    const api5xx = props.httpApi.metricServerError({ period: FIVE_MINUTES, statistic: Stats.SUM })
    alarm(
      api5xx,
      'Api5xxAlarm',
      `The API answered ${API_5XX_LIMIT} or more 5xx in five minutes.`,
      API_5XX_LIMIT,
    )

    const tables = Object.entries(props.tables)
    // Ids unique per table: the dashboard graphs every table's expression together.
    const throttles = (name: string, table: ITable) =>
      new MathExpression({
        expression: `FILL(reads${pascalCase(name)}, 0) + FILL(writes${pascalCase(name)}, 0)`,
        usingMetrics: {
          [`reads${pascalCase(name)}`]: table.metric('ReadThrottleEvents', {
            period: FIVE_MINUTES,
            statistic: Stats.SUM,
          }),
          [`writes${pascalCase(name)}`]: table.metric('WriteThrottleEvents', {
            period: FIVE_MINUTES,
            statistic: Stats.SUM,
          }),
        },
        label: `${name} throttled`,
        period: FIVE_MINUTES,
      })
    for (const [name, table] of tables) {
      alarm(
        throttles(name, table),
        `${pascalCase(name)}TableThrottlesAlarm`,
        `DynamoDB throttled requests to the ${name} table (a hot key or an account limit).`,
        1,
      )
    }

    const graph = (title: string, metrics: IMetric[]) =>
      new GraphWidget({ title, left: metrics, width: 12, height: 6 })
    const perFunction = (metric: (fn: IFunction) => IMetric) => functions.map(([, fn]) => metric(fn))
    new Dashboard(this, 'Dashboard', {
      dashboardName: `campus-${props.stage.collegeId}-${props.stage.name}`,
      widgets: [
        [
          graph('API requests and 5xx', [
            props.httpApi.metricCount({ period: FIVE_MINUTES, statistic: Stats.SUM }),
            api5xx,
          ]),
          graph('API latency p99 (ms)', [
            props.httpApi.metricLatency({ period: FIVE_MINUTES, statistic: Stats.p(99) }),
          ]),
        ],
        [
          graph(
            'Function errors',
            perFunction((fn) => fn.metricErrors({ period: FIVE_MINUTES, statistic: Stats.SUM })),
          ),
          graph(
            'Function p99 duration (ms)',
            perFunction((fn) => fn.metricDuration({ period: FIVE_MINUTES, statistic: Stats.p(99) })),
          ),
        ],
        [
          graph(
            'Function throttles',
            perFunction((fn) => fn.metricThrottles({ period: FIVE_MINUTES, statistic: Stats.SUM })),
          ),
          graph(
            'Table throttled requests',
            tables.map(([name, table]) => throttles(name, table)),
          ),
        ],
      ],
    })
  }
}
