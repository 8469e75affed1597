import { COST_ASSUMPTIONS, PRICES } from './prices'

/** A CloudFormation template as JSON: only what the estimate reads. */
export interface TemplateJson {
  Resources?: Record<string, { Type: string; Properties?: Record<string, unknown> }>
}

/** What the synthesized stacks decide about the price of one API request. */
export interface CostConfiguration {
  /** Each API function's memory and architecture, and whether it writes a log line per request. */
  functions: { name: string; memoryMb: number; arm: boolean; requestLog: boolean; platformLog: boolean }[]
  /** Bytes one API access log line takes, and whether its log group is of the Infrequent Access class. */
  accessLog: { bytesPerLine: number; infrequent: boolean } | undefined
  /** Whether API calls pass through CloudFront (a behavior for /api/*), and through a WAF web ACL there. */
  cloudFrontFrontsApi: boolean
  waf: { rules: number } | undefined
  /** Monthly items: alarms, dashboards, secrets. */
  alarms: number
  dashboards: number
  secrets: number
}

/** DynamoDB work of one request, as the bench measured it. */
export interface MeasuredCalls {
  /** Commands of a screen-level read (session check included). */
  readCalls: number
  /** Commands of a write (the feedback answer: its reads and writes). */
  writeCalls: number
}

const resourcesOf = (templates: readonly TemplateJson[]) =>
  templates.flatMap((template) => Object.values(template.Resources ?? {}))

/** Typical lengths of the access log's context variables; an unknown one counts as 24 characters. */
const CONTEXT_VALUE_BYTES: Record<string, number> = {
  requestId: 16,
  requestTime: 26,
  requestTimeEpoch: 13,
  'identity.sourceIp': 15,
  httpMethod: 6,
  path: 40,
  routeKey: 36,
  status: 3,
  responseLength: 5,
  responseLatency: 3,
  integrationLatency: 3,
  integrationErrorMessage: 2,
}

/** One access log line: the format with each `$context.x` replaced by a typical value. */
export function accessLogLineBytes(format: string): number {
  const filled = format.replace(/\$context\.([A-Za-z.]+)/g, (_, name: string) =>
    'x'.repeat(CONTEXT_VALUE_BYTES[name] ?? 24),
  )
  return Buffer.byteLength(filled) + 1
}

/** Reads the price-relevant choices out of the synthesized templates of every stack. */
export function costConfiguration(templates: readonly TemplateJson[]): CostConfiguration {
  const resources = resourcesOf(templates)
  const ofType = (type: string) => resources.filter((resource) => resource.Type === type)
  const functions = ofType('AWS::Lambda::Function')
    .map(({ Properties = {} }) => {
      const tags = (Properties.Tags as { Key: string; Value: string }[] | undefined) ?? []
      const domain = tags.find(({ Key }) => Key === 'domain')?.Value
      const variables =
        (Properties.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables ?? {}
      const logging = Properties.LoggingConfig as { SystemLogLevel?: string } | undefined
      const level = variables.POWERTOOLS_LOG_LEVEL
      const logLevel = typeof level === 'string' ? level.toUpperCase() : 'INFO'
      return {
        name: domain ?? '',
        memoryMb: Number(Properties.MemorySize ?? 128),
        arm: ((Properties.Architectures as string[] | undefined) ?? []).includes('arm64'),
        requestLog: ['DEBUG', 'INFO', 'TRACE'].includes(logLevel),
        platformLog: !['WARN', 'ERROR', 'FATAL'].includes(logging?.SystemLogLevel ?? 'INFO'),
      }
    })
    // The API's functions: the jobs function serves no API request.
    .filter(({ name }) => name !== '' && name !== 'jobs')
  const stage = ofType('AWS::ApiGatewayV2::Stage')[0]?.Properties
  const format = (stage?.AccessLogSettings as { Format?: string } | undefined)?.Format
  const accessLogGroups = ofType('AWS::Logs::LogGroup').filter(
    ({ Properties }) => Properties?.LogGroupClass === 'INFREQUENT_ACCESS',
  )
  const distributions = ofType('AWS::CloudFront::Distribution')
  const behaviors = distributions.flatMap(({ Properties }) => {
    const config = Properties?.DistributionConfig as
      { CacheBehaviors?: { PathPattern: string }[] } | undefined
    return config?.CacheBehaviors ?? []
  })
  const acls = ofType('AWS::WAFv2::WebACL').filter(({ Properties }) => Properties?.Scope === 'CLOUDFRONT')
  const rules = acls.reduce((sum, { Properties }) => sum + ((Properties?.Rules as unknown[]) ?? []).length, 0)
  return {
    functions,
    accessLog: format
      ? { bytesPerLine: accessLogLineBytes(format), infrequent: accessLogGroups.length > 0 }
      : undefined,
    cloudFrontFrontsApi: behaviors.some(({ PathPattern }) => PathPattern.startsWith('/api')),
    waf: acls.length ? { rules } : undefined,
    alarms: ofType('AWS::CloudWatch::Alarm').length,
    dashboards: ofType('AWS::CloudWatch::Dashboard').length,
    secrets: ofType('AWS::SecretsManager::Secret').length,
  }
}

/** One line of the estimate: what it is and what it adds per million API requests. */
export interface CostItem {
  item: string
  perMillion: number
}

export interface CostEstimate {
  items: CostItem[]
  /** Per million API requests, every per-request item. */
  perMillion: number
  /** The semester: its requests at `perMillion`, plus the monthly items over its months. */
  requestsPerSemester: number
  perSemester: number
  monthly: number
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(values.length, 1)

/**
 * The list price of a million API requests under `config`, item by item. A function's billed time is its CPU
 * time stretched by the vCPU share its memory buys, plus the DynamoDB round trips it waits for.
 */
export function estimateCost(config: CostConfiguration, calls: MeasuredCalls): CostEstimate {
  const a = COST_ASSUMPTIONS
  const million = 1_000_000
  const callsPerRequest = (1 - a.writeShare) * calls.readCalls + a.writeShare * calls.writeCalls
  const functionSeconds = config.functions.map(({ memoryMb, arm }) => {
    const cpuMs = a.handlerCpuMs * Math.max(1, a.fullVcpuMb / memoryMb)
    const billedMs = Math.ceil(cpuMs + callsPerRequest * a.dynamoRoundTripMs)
    return (memoryMb / 1024) * (billedMs / 1000) * (arm ? PRICES.lambdaGbSecondArm : PRICES.lambdaGbSecondX86)
  })
  // A write request: one read (the record it checks) and the rest writes; a read request: only reads.
  const readUnits = (1 - a.writeShare) * calls.readCalls + a.writeShare * 1
  const writeUnits = a.writeShare * Math.max(calls.writeCalls - 1, 0)
  const lambdaLogBytes = mean(
    config.functions.map(
      ({ requestLog, platformLog }) =>
        (requestLog ? a.requestLogBytes : 0) + (platformLog ? a.platformLogBytes : 0),
    ),
  )
  const accessLog = config.accessLog
  const gb = (bytes: number) => (bytes * million) / 1024 ** 3
  const items: CostItem[] = [
    ...(config.cloudFrontFrontsApi
      ? [
          { item: 'CloudFront requests (India, HTTPS)', perMillion: PRICES.cloudFrontHttpsRequest * million },
          {
            item: `CloudFront transfer out (${a.responseBytes} B per response)`,
            perMillion: gb(a.responseBytes) * PRICES.cloudFrontTransferPerGb,
          },
        ]
      : []),
    ...(config.waf ? [{ item: 'WAF requests inspected', perMillion: PRICES.wafRequest * million }] : []),
    { item: 'API Gateway HTTP API requests', perMillion: PRICES.httpApiRequest * million },
    { item: 'Lambda requests', perMillion: PRICES.lambdaRequest * million },
    {
      item: `Lambda duration (memory ${config.functions.map(({ memoryMb }) => memoryMb).join('/')} MB)`,
      perMillion: mean(functionSeconds) * million,
    },
    {
      item: `DynamoDB (${readUnits.toFixed(2)} RRU + ${writeUnits.toFixed(2)} WRU per request)`,
      perMillion: (readUnits * PRICES.dynamoReadUnit + writeUnits * PRICES.dynamoWriteUnit) * million,
    },
    {
      item: `Logs: API access (${accessLog?.bytesPerLine ?? 0} B${accessLog?.infrequent ? ', Infrequent Access' : ''})`,
      perMillion: accessLog
        ? gb(accessLog.bytesPerLine) *
          (accessLog.infrequent ? PRICES.logsIngestPerGbInfrequent : PRICES.logsIngestPerGbStandard)
        : 0,
    },
    {
      item: `Logs: Lambda (${Math.round(lambdaLogBytes)} B per request)`,
      perMillion: gb(lambdaLogBytes) * PRICES.logsIngestPerGbStandard,
    },
  ]
  const perMillion = items.reduce((sum, { perMillion: cost }) => sum + cost, 0)
  const monthly =
    (config.waf ? PRICES.wafAclMonthly + config.waf.rules * PRICES.wafRuleMonthly : 0) +
    config.alarms * PRICES.alarmMonthly +
    config.dashboards * PRICES.dashboardMonthly +
    config.secrets * PRICES.secretMonthly
  const requestsPerSemester = a.students * a.requestsPerStudentPerDay * a.semesterDays
  return {
    items,
    perMillion,
    requestsPerSemester,
    monthly,
    perSemester: (perMillion * requestsPerSemester) / million + monthly * a.semesterMonths,
  }
}
