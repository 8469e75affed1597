import { domainEnv } from '@campus/runtime'
import * as z from 'zod'

/** The mentoring Lambda's configuration; CDK sets these on AWS, the local server sets them locally. */
export const mentoringEnv = () =>
  domainEnv({
    MENTORING_TABLE_NAME: z.string().min(1),
    DIRECTORY_TABLE_NAME: z.string().min(1),
    ACADEMICS_TABLE_NAME: z.string().min(1),
    ASSIGNMENTS_TABLE_NAME: z.string().min(1),
    FEEDBACK_TABLE_NAME: z.string().min(1),
  })
