import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { documentClient, dynamoClient, fromPortalOnly, loadTokenSecret } from '@campus/runtime'
import type { Hono } from 'hono'
import { handle } from 'hono/aws-lambda'
import type { AppEnv } from './types'

/** What every domain function needs from its environment. */
export interface DomainLambdaEnv {
  AWS_REGION: string
  SESSIONS_TABLE_NAME: string
  TOKEN_SECRET?: string | undefined
  TOKEN_SECRET_ARN?: string | undefined
}

/** What every domain app is built from on Lambda. */
export interface DomainLambdaWiring {
  client: DynamoDBDocumentClient
  tokenSecret: string
  region: string
  /** The tables every domain's wiring names; a domain adds its own. */
  tables: { sessions: string }
}

/**
 * A domain's Lambda handler, built once per cold start: the token secret (from the environment or Secrets
 * Manager), the region's DynamoDB client, and the domain's app from `build`, behind `hono/aws-lambda` and the
 * origin guard, so only requests CloudFront forwarded reach it (ORIGIN_SECRET_ARN, origin-guard.ts). A
 * domain's handler.ts is this call and its own wiring.
 */
export async function domainLambda(
  env: DomainLambdaEnv,
  build: (wiring: DomainLambdaWiring) => Hono<AppEnv>,
) {
  const tokenSecret = await loadTokenSecret({
    ...(env.TOKEN_SECRET ? { secret: env.TOKEN_SECRET } : {}),
    ...(env.TOKEN_SECRET_ARN ? { secretArn: env.TOKEN_SECRET_ARN } : {}),
    region: env.AWS_REGION,
  })
  const client = documentClient(dynamoClient({ region: env.AWS_REGION }))
  const tables = { sessions: env.SESSIONS_TABLE_NAME }
  return fromPortalOnly(handle(build({ client, tokenSecret, region: env.AWS_REGION, tables })))
}
