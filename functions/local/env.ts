import { resolve } from 'node:path'
import { parseEnv } from '@campus/runtime'
import * as z from 'zod'

/** Settings of the one-process local portal. */
export const localEnv = () => {
  const env = parseEnv({
    HOST: z.string().default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATA_DIR: z.string().default('.data'),
    /** Serve this folder as the SPA (default web/dist). */
    WEB_DIR: z.string().default('web/dist'),
    LOG_LEVEL: z.enum(['DEBUG', 'INFO', 'WARN', 'ERROR', 'SILENT']).default('WARN'),
  })
  return { ...env, DATA_DIR: resolve(env.DATA_DIR), WEB_DIR: resolve(env.WEB_DIR) }
}
