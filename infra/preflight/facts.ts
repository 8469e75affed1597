/**
 * What `npm run preflight` learns about the account, as plain data: the checks (checks.ts) are a pure function
 * of these facts and the config, so they are tested without AWS. A fact that could not be read carries the
 * error instead, and the check says so rather than guessing.
 */
export type Fetched<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: string }

/** Lambda GetAccountSettings. */
export interface LambdaFacts {
  /** The account's concurrent executions limit in the region (10 on a new account). */
  readonly concurrencyLimit: number
  /** What no function has reserved. */
  readonly unreserved: number
}

/** SNS GetSMSSandboxAccountStatus and GetSMSAttributes. */
export interface SmsFacts {
  /** In the sandbox SMS reach only verified phone numbers. */
  readonly inSandbox: boolean
  /** `MonthlySpendLimit` in US dollars; SNS stops sending beyond it. Undefined when unset (the default, 1). */
  readonly monthlySpendLimitUsd?: number
}

/** CloudFormation DescribeStacks CDKToolkit, in one region; undefined when the stack does not exist. */
export interface BootstrapFacts {
  /** The `BootstrapVersion` output. */
  readonly version?: number
  /** From the stack's ARN, for the fix's `cdk bootstrap aws://<account>/<region>`. */
  readonly account?: string
}

/** ACM DescribeCertificate of the configured certificate. */
export interface CertificateFacts {
  /** `ISSUED` is the only usable one; `PENDING_VALIDATION` waits for its DNS record. */
  readonly status: string
  readonly domainName: string
  readonly alternativeNames: readonly string[]
  readonly notAfter?: Date
}

export interface AccountFacts {
  readonly lambda: Fetched<LambdaFacts>
  readonly sms: Fetched<SmsFacts>
  /** By region: the stacks' region, and us-east-1 when the edge stack deploys there. */
  readonly bootstrap: Readonly<Record<string, Fetched<BootstrapFacts | undefined>>>
  /** Only when the config names a certificate. */
  readonly certificate?: Fetched<CertificateFacts>
}

/** Runs `read`, keeping its error's message as the fact when AWS refuses (no credentials, no permission). */
export async function fetched<T>(read: () => Promise<T>): Promise<Fetched<T>> {
  try {
    return { ok: true, value: await read() }
  } catch (error) {
    return { ok: false, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) }
  }
}
