import { domainLambda } from '@campus/http'
import { snsClient, snsNotifier } from '@campus/runtime'
import { createIdentityApp } from './app'
import { createIdentityDeps } from './deps'
import { catalogFromBundle, identityEnv } from './env'

// Runs once per cold start: the only Lambda-aware file of the domain.
const env = identityEnv()

export const handler = await domainLambda(env, ({ tables, region, ...wiring }) =>
  createIdentityApp(
    createIdentityDeps({
      ...wiring,
      tables: {
        ...tables,
        identity: env.IDENTITY_TABLE_NAME,
        directory: env.DIRECTORY_TABLE_NAME,
        academics: env.ACADEMICS_TABLE_NAME,
        mentoring: env.MENTORING_TABLE_NAME,
      },
      sms: snsNotifier(snsClient({ region }), env.SMS_SENDER_ID),
      dlt: { entityId: env.DLT_ENTITY_ID, templateId: env.DLT_OTP_TEMPLATE_ID },
      catalog: catalogFromBundle(),
    }),
  ),
)
