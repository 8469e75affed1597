import { AppError } from '@campus/core'
import { logger, redactUrl } from '@campus/runtime'
import { Hono, type MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { createFactory } from 'hono/factory'
import { requestId } from 'hono/request-id'
import { secureHeaders } from 'hono/secure-headers'
import { compressAnswers } from './answers'
import { serveDocs } from './docs'
import { handleError, handleNotFound } from './errors'
import type { AppEnv, Authenticate } from './types'
import { refuseIllFormedUrl } from './well-formed'

/** JSON bodies are small; multipart uploads may carry a 5 MB file (larger files go by presigned PUT). */
export const JSON_BODY_LIMIT = 1024 * 1024
export const UPLOAD_BODY_LIMIT = 6 * 1024 * 1024

export interface DomainAppOptions {
  /** The domain's name, as in its manifest; its API reference lives at /api/docs/<name>. */
  name: string
  /**
   * The path prefixes the domain owns (its manifest). Its middleware runs only under them, so in the
   * local server, where every domain app is mounted at `/`, no domain's middleware touches another's requests.
   */
  prefixes: readonly string[]
  authenticate: Authenticate
}

/**
 * Creates the Hono app for one domain: request ids, body limits, one log line per request, answers compressed
 * when the caller accepts it and never larger than Lambda can carry (answers.ts), a 400 for a URL
 * holding ill-formed text (well-formed.ts; `validate('json')` checks bodies the same way), the error
 * envelope for every failure, and the OpenAPI document and reference page built from the routes.
 * Areas of the domain are `createRoutes()` groups mounted with `app.route('/', routes)`.
 */
export function createDomainApp({ name, prefixes, authenticate }: DomainAppOptions) {
  const app = new Hono<AppEnv>()
  const provideAuthenticate: MiddlewareHandler<AppEnv> = async (c, next) => {
    c.set('authenticate', authenticate)
    await next()
  }
  // `<prefix>/*` also matches the bare prefix in Hono, and nothing beyond it.
  for (const prefix of prefixes)
    app.use(
      `${prefix}/*`,
      requestId(),
      secureHeaders(),
      limitBody,
      logRequest,
      compressAnswers,
      refuseIllFormedUrl,
      provideAuthenticate,
    )
  app.onError(handleError)
  app.notFound(handleNotFound)
  serveDocs(app, name)
  return app
}

/** Builds a handler chain that several paths share (`createHandlers`), keeping its input types. */
export const routeFactory = createFactory<AppEnv>()

/** A group of routes for one area of a domain. It sets no error handler, so the domain app's applies. */
export const createRoutes = () => new Hono<AppEnv>()

const tooLarge = (limit: number) => () => {
  throw new AppError(413, 'PAYLOAD_TOO_LARGE', `The request body is larger than ${limit / 1024 / 1024} MB.`)
}
const jsonLimit = bodyLimit({ maxSize: JSON_BODY_LIMIT, onError: tooLarge(JSON_BODY_LIMIT) })
const uploadLimit = bodyLimit({ maxSize: UPLOAD_BODY_LIMIT, onError: tooLarge(UPLOAD_BODY_LIMIT) })

const limitBody: MiddlewareHandler<AppEnv> = (c, next) =>
  c.req.header('content-type')?.startsWith('multipart/form-data') ? uploadLimit(c, next) : jsonLimit(c, next)

const logRequest: MiddlewareHandler<AppEnv> = async (c, next) => {
  const started = performance.now()
  await next()
  const status = c.res.status
  const entry = {
    method: c.req.method,
    path: redactUrl(c.req.path),
    status,
    durationMs: Math.round(performance.now() - started),
    requestId: c.get('requestId'),
    userId: c.get('principal')?.userId,
  }
  if (status >= 500) logger.error('request failed', entry)
  else logger.info('request', entry)
}
