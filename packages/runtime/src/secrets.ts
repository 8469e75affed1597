import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager'

/**
 * The token-signing secret: given directly in local mode (generated into the data folder, never in code),
 * or read once per cold start from Secrets Manager on AWS.
 */
export async function loadTokenSecret(options: { secret?: string; secretArn?: string; region: string }) {
  if (options.secret) return options.secret
  if (!options.secretArn) throw new Error('Set TOKEN_SECRET (local) or TOKEN_SECRET_ARN (AWS).')
  const client = new SecretsManagerClient({ region: options.region })
  const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: options.secretArn }))
  if (!SecretString) throw new Error('The token secret is empty.')
  return SecretString
}
