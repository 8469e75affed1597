import { ACMClient, DescribeCertificateCommand } from '@aws-sdk/client-acm'
import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation'
import { GetAccountSettingsCommand, LambdaClient } from '@aws-sdk/client-lambda'
import { GetSMSAttributesCommand, GetSMSSandboxAccountStatusCommand, SNSClient } from '@aws-sdk/client-sns'
import { EDGE_REGION, type StageConfig } from '../config/stages'
import { regionsToBootstrap } from './checks'
import { type AccountFacts, type BootstrapFacts, fetched } from './facts'

const BOOTSTRAP_STACK = 'CDKToolkit'

/**
 * Reads the account, read-only, with the credentials of the shell: one call per fact, no decisions here
 * (checks.ts makes them). Needs lambda:GetAccountSettings, sns:GetSMSSandboxAccountStatus,
 * sns:GetSMSAttributes, cloudformation:DescribeStacks and acm:DescribeCertificate.
 */
export async function fetchAccountFacts(stage: StageConfig): Promise<AccountFacts> {
  const { region } = stage
  const lambda = new LambdaClient({ region })
  const sns = new SNSClient({ region })

  const bootstrap = async (where: string): Promise<BootstrapFacts | undefined> => {
    const client = new CloudFormationClient({ region: where })
    try {
      const { Stacks } = await client.send(new DescribeStacksCommand({ StackName: BOOTSTRAP_STACK }))
      const stack = Stacks?.[0]
      const version = stack?.Outputs?.find((output) => output.OutputKey === 'BootstrapVersion')?.OutputValue
      return { version: version ? Number(version) : undefined, account: stack?.StackId?.split(':')[4] }
    } catch (error) {
      // DescribeStacks answers a missing stack with a ValidationError "does not exist".
      if (error instanceof Error && /does not exist/.test(error.message)) return undefined
      throw error
    }
  }

  const certificateArn = stage.webDomain?.certificateArn
  const [lambdaFacts, sms, ...bootstrapped] = await Promise.all([
    fetched(async () => {
      const { AccountLimit } = await lambda.send(new GetAccountSettingsCommand({}))
      return {
        concurrencyLimit: AccountLimit?.ConcurrentExecutions ?? 0,
        unreserved: AccountLimit?.UnreservedConcurrentExecutions ?? 0,
      }
    }),
    fetched(async () => {
      const [{ IsInSandbox }, { attributes }] = await Promise.all([
        sns.send(new GetSMSSandboxAccountStatusCommand({})),
        sns.send(new GetSMSAttributesCommand({ attributes: ['MonthlySpendLimit'] })),
      ])
      const limit = attributes?.MonthlySpendLimit
      return { inSandbox: IsInSandbox ?? true, ...(limit ? { monthlySpendLimitUsd: Number(limit) } : {}) }
    }),
    ...regionsToBootstrap(stage).map((where) => fetched(() => bootstrap(where))),
  ])

  const certificate = certificateArn
    ? await fetched(async () => {
        // CloudFront takes certificates from us-east-1 only; asking there also proves the ARN's region.
        const acm = new ACMClient({ region: EDGE_REGION })
        const { Certificate } = await acm.send(
          new DescribeCertificateCommand({ CertificateArn: certificateArn }),
        )
        return {
          status: Certificate?.Status ?? 'UNKNOWN',
          domainName: Certificate?.DomainName ?? '',
          alternativeNames: Certificate?.SubjectAlternativeNames ?? [],
          ...(Certificate?.NotAfter ? { notAfter: Certificate.NotAfter } : {}),
        }
      })
    : undefined

  return {
    lambda: lambdaFacts,
    sms,
    bootstrap: Object.fromEntries(
      regionsToBootstrap(stage).map((where, index) => [where, bootstrapped[index]!]),
    ),
    ...(certificate ? { certificate } : {}),
  }
}
