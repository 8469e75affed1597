import { AppError, type ErrorBody, type ErrorStatus } from '@campus/core'
import { logger } from '@campus/runtime'
import type { Context, ErrorHandler, NotFoundHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { AppEnv } from './types'

const body = (c: Context, code: string, message: string, details?: unknown): ErrorBody => ({
  error: { code, message, ...(details === undefined ? {} : { details }), requestId: c.get('requestId') },
})

/** Hono's own failures (malformed JSON, unsupported body) get stable codes. */
const httpCode = (status: number, message: string) => {
  if (status === 400 && /json/i.test(message)) return 'MALFORMED_JSON'
  if (status === 413) return 'PAYLOAD_TOO_LARGE'
  return `HTTP_${status}`
}

/** Every failure leaves as the error envelope; only unexpected ones are 500, and their detail stays in the log. */
export const handleError: ErrorHandler<AppEnv> = (error, c) => {
  if (error instanceof AppError) {
    return c.json(body(c, error.code, error.message, error.details), error.status)
  }
  if (error instanceof HTTPException && error.status < 500) {
    const message = error.message || 'The request could not be read.'
    return c.json(body(c, httpCode(error.status, message), message), error.status as ErrorStatus)
  }
  logger.error('Unhandled error', { error, requestId: c.get('requestId'), method: c.req.method })
  return c.json(body(c, 'INTERNAL_ERROR', 'Something went wrong on our side. Please try again.'), 500)
}

export const handleNotFound: NotFoundHandler = (c) =>
  c.json<ErrorBody>(
    { error: { code: 'ROUTE_NOT_FOUND', message: `No such route: ${c.req.method} ${c.req.path}` } },
    404,
  )
