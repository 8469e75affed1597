import { tableEnvName } from '@campus/db'
import type { DomainManifest } from '@campus/http'
import {
  documentClient,
  dynamoClient,
  parseEnv,
  runtimeEnv,
  s3Client,
  type JobContext,
} from '@campus/runtime'
import * as z from 'zod'

/** Every table the manifests own, by logical name. */
export const ownedTables = (manifests: readonly DomainManifest[]) =>
  manifests.flatMap((manifest) => manifest.ownTables.map(({ name }) => name))

/** The jobs Lambda's (or a queue consumer's) configuration, set by the jobs stack. */
export const jobsEnv = (tableNames: readonly string[]) => ({
  ...runtimeEnv(),
  ...parseEnv({
    EXPORTS_BUCKET_NAME: z.string().optional(),
    ATTACHMENTS_BUCKET_NAME: z.string().optional(),
  }),
  tables: jobTables(process.env, tableNames),
})

/** The physical names of the tables the stack granted (`<NAME>_TABLE_NAME`), by logical name. */
export function jobTables(
  env: Record<string, string | undefined>,
  tableNames: readonly string[],
): Record<string, string> {
  return Object.fromEntries(
    tableNames.flatMap((name) => {
      const physical = env[tableEnvName(name)]
      return physical ? [[name, physical]] : []
    }),
  )
}

/** What a job (or a queue consumer) runs with on Lambda: the region's clients and the granted tables and buckets. */
export function jobContextFromEnv(tableNames: readonly string[]): JobContext {
  const env = jobsEnv(tableNames)
  return {
    client: documentClient(dynamoClient({ region: env.AWS_REGION })),
    s3: s3Client({ region: env.AWS_REGION }),
    tables: env.tables,
    buckets: {
      ...(env.EXPORTS_BUCKET_NAME ? { exports: env.EXPORTS_BUCKET_NAME } : {}),
      ...(env.ATTACHMENTS_BUCKET_NAME ? { attachments: env.ATTACHMENTS_BUCKET_NAME } : {}),
    },
    now: () => Date.now(),
  }
}
