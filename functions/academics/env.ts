import { domainEnv } from '@campus/runtime'
import * as z from 'zod'

/** The academics Lambda's configuration; CDK sets these on AWS, the local server sets them locally. */
export const academicsEnv = () =>
  domainEnv({
    ACADEMICS_TABLE_NAME: z.string().min(1),
    /** Students per group, for a group's `count`. */
    DIRECTORY_TABLE_NAME: z.string().min(1),
    /** Identity's `department-removed` queue (a deleted department leaves its HODs). */
    QUEUE_URL_DEPARTMENT_REMOVED: z.string().min(1),
  })

export type AcademicsEnv = ReturnType<typeof academicsEnv>
