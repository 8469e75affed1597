import { documentClient, dynamoClient, fromPortalOnly, loadTokenSecret } from '@campus/runtime'
import { handle } from 'hono/aws-lambda'
import { createAcademicsApp } from './app'
import { createAcademicsDeps } from './deps'
import { academicsEnv } from './env'

// Runs once per cold start: the only Lambda-aware file of the domain.
const env = academicsEnv()
const tokenSecret = await loadTokenSecret({
  ...(env.TOKEN_SECRET ? { secret: env.TOKEN_SECRET } : {}),
  ...(env.TOKEN_SECRET_ARN ? { secretArn: env.TOKEN_SECRET_ARN } : {}),
  region: env.AWS_REGION,
})

// Only requests CloudFront forwarded (ORIGIN_SECRET_ARN, packages/runtime origin-guard.ts) reach the app.
export const handler = await fromPortalOnly(
  handle(
    createAcademicsApp(
      createAcademicsDeps({
        client: documentClient(dynamoClient({ region: env.AWS_REGION })),
        tables: { academics: env.ACADEMICS_TABLE_NAME, sessions: env.SESSIONS_TABLE_NAME },
        tokenSecret,
      }),
    ),
  ),
)
