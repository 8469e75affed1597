import {
  documentClient,
  dynamoClient,
  fromPortalOnly,
  loadTokenSecret,
  snsClient,
  snsNotifier,
} from '@campus/runtime'
import { handle } from 'hono/aws-lambda'
import { createIdentityApp } from './app'
import { createIdentityDeps } from './deps'
import { identityEnv } from './env'

// Runs once per cold start: the only Lambda-aware file of the domain.
const env = identityEnv()
const tokenSecret = await loadTokenSecret({
  ...(env.TOKEN_SECRET ? { secret: env.TOKEN_SECRET } : {}),
  ...(env.TOKEN_SECRET_ARN ? { secretArn: env.TOKEN_SECRET_ARN } : {}),
  region: env.AWS_REGION,
})

// Only requests CloudFront forwarded (ORIGIN_SECRET_ARN, packages/runtime origin-guard.ts) reach the app.
export const handler = await fromPortalOnly(
  handle(
    createIdentityApp(
      createIdentityDeps({
        client: documentClient(dynamoClient({ region: env.AWS_REGION })),
        tables: {
          identity: env.IDENTITY_TABLE_NAME,
          sessions: env.SESSIONS_TABLE_NAME,
          directory: env.DIRECTORY_TABLE_NAME,
        },
        tokenSecret,
        sms: snsNotifier(snsClient({ region: env.AWS_REGION }), env.SMS_SENDER_ID),
        dlt: { entityId: env.DLT_ENTITY_ID, templateId: env.DLT_OTP_TEMPLATE_ID },
      }),
    ),
  ),
)
