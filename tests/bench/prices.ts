/**
 * AWS list prices the cost estimate uses, in US dollars, as published on the pricing pages below (read
 * November 2026). Regional prices are US East (N. Virginia)'s, the reference region of the pages; Mumbai's
 * differ by a few per cent. CloudFront's request and transfer prices are those of viewers in India, where a
 * college's users are. Free tiers are left out: a list price is what the next request costs.
 */
export const PRICES = {
  /** https://aws.amazon.com/cloudfront/pricing/ : HTTPS requests, India, per 10,000 → per request. */
  cloudFrontHttpsRequest: 0.012 / 10_000,
  /** Same page: data transfer out to the internet, India, first 10 TB, per GB. */
  cloudFrontTransferPerGb: 0.109,
  /** https://aws.amazon.com/waf/pricing/ : per request a web ACL inspects... */
  wafRequest: 0.6 / 1_000_000,
  /** ...plus per web ACL and per rule, monthly. */
  wafAclMonthly: 5,
  wafRuleMonthly: 1,
  /** https://aws.amazon.com/api-gateway/pricing/ : HTTP APIs, first 300 million a month, per request. */
  httpApiRequest: 1 / 1_000_000,
  /** https://aws.amazon.com/lambda/pricing/ : per request... */
  lambdaRequest: 0.2 / 1_000_000,
  /** ...and per GB-second on Arm (Graviton) and on x86. */
  lambdaGbSecondArm: 0.0000133334,
  lambdaGbSecondX86: 0.0000166667,
  /** https://aws.amazon.com/dynamodb/pricing/on-demand/ : per read request unit and per write request unit. */
  dynamoReadUnit: 0.125 / 1_000_000,
  dynamoWriteUnit: 0.625 / 1_000_000,
  /** https://aws.amazon.com/cloudwatch/pricing/ : log ingestion per GB, Standard and Infrequent Access class. */
  logsIngestPerGbStandard: 0.5,
  logsIngestPerGbInfrequent: 0.25,
  /** Same page: per alarm metric and per dashboard, monthly. */
  alarmMonthly: 0.1,
  dashboardMonthly: 3,
  /** https://aws.amazon.com/secrets-manager/pricing/ : per secret, monthly. */
  secretMonthly: 0.4,
} as const

/**
 * What the estimate assumes where the synthesized stacks and the bench's measurements say nothing. Each is a
 * round, stated number, so a reader can redo the sum.
 */
export const COST_ASSUMPTIONS = {
  /** The semester the issue prices: 20,000 students x 100 requests a day x 120 days. */
  students: 20_000,
  requestsPerStudentPerDay: 100,
  semesterDays: 120,
  /** Share of API requests that write; the rest are screen reads. */
  writeShare: 0.1,
  /** One DynamoDB round trip inside a region, which a function waits for (billed, not CPU). */
  dynamoRoundTripMs: 6,
  /** CPU time of one request's handler on a whole vCPU (Lambda gives one at 1,769 MB, a share below). */
  handlerCpuMs: 5,
  /** Memory at which Lambda gives a function one whole vCPU. */
  fullVcpuMb: 1769,
  /** Average compressed API response. */
  responseBytes: 2048,
  /** Lambda's own START, END and REPORT lines for one invocation, when the system log level lets them through. */
  platformLogBytes: 330,
  /** One Powertools request line (service, level, time, method, route, status, duration, ids). */
  requestLogBytes: 330,
  /** Months a semester lasts, for the monthly items. */
  semesterMonths: 4,
} as const
