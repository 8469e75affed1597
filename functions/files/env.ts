import { domainEnv, parseEnv } from '@campus/runtime'
import * as z from 'zod'
import { DEFAULT_EXTERNAL_UPLOADS_PER_HOUR, DEFAULT_EXTERNAL_UPLOADS_PER_USER_PER_HOUR } from './settings'

/** An hourly upload limit from the environment: a whole number, at least 1, the default when unset. */
const hourlyLimit = (name: string, fallback: number) =>
  parseEnv({
    [name]: z.coerce
      .number()
      .int(`${name} is a whole number`)
      .min(1, `${name} is at least 1`)
      .default(fallback),
  })[name] as number

/** Uploads without a session per caller address per hour (`FILES_EXTERNAL_UPLOADS_PER_HOUR`, 1000 unless set). */
export const externalUploadsPerHourSetting = () =>
  hourlyLimit('FILES_EXTERNAL_UPLOADS_PER_HOUR', DEFAULT_EXTERNAL_UPLOADS_PER_HOUR)

/**
 * External uploads per signed-in user per hour (`FILES_EXTERNAL_UPLOADS_PER_USER_PER_HOUR`, 300 unless set).
 */
export const externalUploadsPerUserPerHourSetting = () =>
  hourlyLimit('FILES_EXTERNAL_UPLOADS_PER_USER_PER_HOUR', DEFAULT_EXTERNAL_UPLOADS_PER_USER_PER_HOUR)

/** The files Lambda's configuration; CDK sets these on AWS, the local server sets them locally. */
export const filesEnv = () => ({
  ...domainEnv({
    FILES_TABLE_NAME: z.string().min(1),
    ATTACHMENTS_BUCKET_NAME: z.string().min(1),
  }),
  externalUploadsPerHour: externalUploadsPerHourSetting(),
  externalUploadsPerUserPerHour: externalUploadsPerUserPerHourSetting(),
})

export type FilesEnv = ReturnType<typeof filesEnv>
