import { domainEnv, JOB_STARTER_VARIABLES } from '@campus/runtime'
import * as z from 'zod'

/** The naac Lambda's configuration; CDK sets these on AWS, the local server sets them locally. */
export const naacEnv = () =>
  domainEnv({
    NAAC_TABLE_NAME: z.string().min(1),
    ACADEMICS_TABLE_NAME: z.string().min(1),
    FILES_TABLE_NAME: z.string().min(1),
    ATTACHMENTS_BUCKET_NAME: z.string().min(1),
    /** Sample workbooks and imported workbooks (the jobs Lambda writes and reads them here). */
    EXPORTS_BUCKET_NAME: z.string().min(1),
    /** The jobs Lambda and the role EventBridge Scheduler invokes it with: imports and samples run there. */
    ...JOB_STARTER_VARIABLES,
  })
