import { domainEnv, JOB_STARTER_VARIABLES, parseEnv } from '@campus/runtime'
import * as z from 'zod'
import { DEFAULT_MIN_RESPONSES } from './settings'

/** The feedback Lambda's configuration; CDK sets these on AWS, the local server sets them locally. */
export const feedbackEnv = () => ({
  ...domainEnv({
    FEEDBACK_TABLE_NAME: z.string().min(1),
    DIRECTORY_TABLE_NAME: z.string().min(1),
    EXPORTS_BUCKET_NAME: z.string().min(1),
    /** The jobs Lambda and the role EventBridge Scheduler invokes it with: exports run there. */
    ...JOB_STARTER_VARIABLES,
  }),
  minResponses: minResponsesSetting(),
})

/**
 * The confidentiality threshold (`FEEDBACK_MIN_RESPONSES`, 5 unless set): staff see their own survey results
 * only from this many responses. Read by the feedback Lambda and by the jobs that write staff workbooks.
 */
export const minResponsesSetting = () =>
  parseEnv({
    FEEDBACK_MIN_RESPONSES: z.coerce
      .number()
      .int('FEEDBACK_MIN_RESPONSES is a whole number')
      .min(1, 'FEEDBACK_MIN_RESPONSES is at least 1')
      .default(DEFAULT_MIN_RESPONSES),
  }).FEEDBACK_MIN_RESPONSES

export type FeedbackEnv = ReturnType<typeof feedbackEnv>
