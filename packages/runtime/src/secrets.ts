import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager'

/** A secret's string from Secrets Manager, read once per cold start by whoever needs it. */
export async function readSecretString(secretArn: string, region: string): Promise<string> {
  const client = new SecretsManagerClient({ region })
  const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: secretArn }))
  if (!SecretString) throw new Error(`The secret ${secretArn} is empty.`)
  return SecretString
}

/**
 * The token-signing secret: given directly in local mode (generated into the data folder, never in code),
 * or read once per cold start from Secrets Manager on AWS.
 */
export async function loadTokenSecret(options: { secret?: string; secretArn?: string; region: string }) {
  if (options.secret) return options.secret
  if (!options.secretArn) throw new Error('Set TOKEN_SECRET (local) or TOKEN_SECRET_ARN (AWS).')
  return readSecretString(options.secretArn, options.region)
}
