import { domainEnv, parseEnv } from '@campus/runtime'
import * as z from 'zod'
import { DEFAULT_EXTERNAL_UPLOADS_PER_HOUR } from './settings'

/**
 * Uploads without a token per caller per hour (`FILES_EXTERNAL_UPLOADS_PER_HOUR`, 30 unless set, at least 1).
 */
export const externalUploadsPerHourSetting = () =>
  parseEnv({
    FILES_EXTERNAL_UPLOADS_PER_HOUR: z.coerce
      .number()
      .int('FILES_EXTERNAL_UPLOADS_PER_HOUR is a whole number')
      .min(1, 'FILES_EXTERNAL_UPLOADS_PER_HOUR is at least 1')
      .default(DEFAULT_EXTERNAL_UPLOADS_PER_HOUR),
  }).FILES_EXTERNAL_UPLOADS_PER_HOUR

/** The files Lambda's configuration; CDK sets these on AWS, the local server sets them locally. */
export const filesEnv = () => ({
  ...domainEnv({
    FILES_TABLE_NAME: z.string().min(1),
    ATTACHMENTS_BUCKET_NAME: z.string().min(1),
  }),
  externalUploadsPerHour: externalUploadsPerHourSetting(),
})

export type FilesEnv = ReturnType<typeof filesEnv>
