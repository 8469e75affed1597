import type { DomainCatalog } from '@campus/http'
import { domainEnv } from '@campus/runtime'
import * as z from 'zod'

/** The identity Lambda's configuration; CDK sets these on AWS, the local server sets them locally. */
export const identityEnv = () =>
  domainEnv({
    IDENTITY_TABLE_NAME: z.string().min(1),
    DIRECTORY_TABLE_NAME: z.string().min(1),
    ACADEMICS_TABLE_NAME: z.string().min(1),
    MENTORING_TABLE_NAME: z.string().min(1),
    SMS_SENDER_ID: z.string().optional(),
    DLT_ENTITY_ID: z.string().optional(),
    DLT_OTP_TEMPLATE_ID: z.string().optional(),
  })

/**
 * Every domain's name and menu entries. The CDK bundling inlines `process.env.CAMPUS_CATALOG` as text
 * (infra/lambda-bundling.ts, docs/adr/0025), so this function needs neither the other domains' code nor a list
 * of them; the local server passes the catalog of the manifests instead.
 */
export function catalogFromBundle(text = process.env.CAMPUS_CATALOG): DomainCatalog {
  if (!text)
    throw new Error(
      'CAMPUS_CATALOG is not set; infra/lambda-bundling.ts inlines it when it builds the function.',
    )
  return JSON.parse(text) as DomainCatalog
}

export type IdentityEnv = ReturnType<typeof identityEnv>
