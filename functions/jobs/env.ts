import { tableEnvName } from '@campus/db'
import type { DomainManifest } from '@campus/http'
import { parseEnv, runtimeEnv } from '@campus/runtime'
import * as z from 'zod'

/** The jobs Lambda's configuration, set by the jobs stack. */
export const jobsEnv = (manifests: readonly DomainManifest[]) => ({
  ...runtimeEnv(),
  ...parseEnv({
    EXPORTS_BUCKET_NAME: z.string().optional(),
    ATTACHMENTS_BUCKET_NAME: z.string().optional(),
  }),
  tables: jobTables(process.env, manifests),
})

/** The physical names of the tables the jobs stack granted (`<NAME>_TABLE_NAME`), by logical name. */
export function jobTables(
  env: Record<string, string | undefined>,
  manifests: readonly DomainManifest[],
): Record<string, string> {
  return Object.fromEntries(
    manifests
      .flatMap((manifest) => manifest.ownTables.map(({ name }) => name))
      .flatMap((name) => {
        const physical = env[tableEnvName(name)]
        return physical ? [[name, physical]] : []
      }),
  )
}
