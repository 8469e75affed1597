import { domainEnv } from '@campus/runtime'
import * as z from 'zod'

/** The academics Lambda's configuration; CDK sets these on AWS, the local server sets them locally. */
export const academicsEnv = () => domainEnv({ ACADEMICS_TABLE_NAME: z.string().min(1) })

export type AcademicsEnv = ReturnType<typeof academicsEnv>
