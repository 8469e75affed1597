import { parseEnv, runtimeEnv } from '@campus/runtime'
import * as z from 'zod'

/** The jobs Lambda's configuration, set by the jobs stack. */
export const jobsEnv = () => ({
  ...runtimeEnv(),
  ...parseEnv({
    IDENTITY_TABLE_NAME: z.string().optional(),
    EXPORTS_BUCKET_NAME: z.string().optional(),
    ATTACHMENTS_BUCKET_NAME: z.string().optional(),
  }),
})
