import { tableEnvName, tables, type TableName } from '@campus/db'
import { parseEnv, runtimeEnv } from '@campus/runtime'
import * as z from 'zod'

/** The jobs Lambda's configuration, set by the jobs stack. */
export const jobsEnv = () => ({
  ...runtimeEnv(),
  ...parseEnv({
    EXPORTS_BUCKET_NAME: z.string().optional(),
    ATTACHMENTS_BUCKET_NAME: z.string().optional(),
  }),
  tables: jobTables(process.env),
})

/** The physical names of the tables the jobs stack granted (`<NAME>_TABLE_NAME`), by logical name. */
export function jobTables(env: Record<string, string | undefined>): Partial<Record<TableName, string>> {
  return Object.fromEntries(
    (Object.keys(tables) as TableName[]).flatMap((name) => {
      const physical = env[tableEnvName(name)]
      return physical ? [[name, physical]] : []
    }),
  )
}
