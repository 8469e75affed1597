import { domainEnv } from '@campus/runtime'
import * as z from 'zod'

/** The coursematerial Lambda's configuration; CDK sets these on AWS, the local server sets them locally. */
export const coursematerialEnv = () =>
  domainEnv({
    COURSEMATERIAL_TABLE_NAME: z.string().min(1),
    ACADEMICS_TABLE_NAME: z.string().min(1),
    FILES_TABLE_NAME: z.string().min(1),
    ATTACHMENTS_BUCKET_NAME: z.string().min(1),
  })
