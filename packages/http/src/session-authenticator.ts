import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { createSessionStore } from '@campus/db'
import { createAuthenticator } from './authenticate'
import { createTokenService } from './tokens'
import type { Authenticate } from './types'

/**
 * How every domain but identity authenticates: the shared token secret and the sessions table identity writes.
 * Identity builds the two parts itself, because it also issues tokens and ends sessions.
 */
export function sessionAuthenticator(
  client: DynamoDBDocumentClient,
  sessionsTable: string,
  tokenSecret: string,
): Authenticate {
  return createAuthenticator({
    tokens: createTokenService(tokenSecret),
    sessions: createSessionStore(client, sessionsTable),
  })
}
