import { AppError, type ErrorDetail } from '@campus/core'
import { zValidator } from '@hono/zod-validator'
import type { z } from 'zod'
import { tagged } from './route-meta'

const summarize = (details: ErrorDetail[]) => {
  const first = details[0]
  if (!first) return 'The request is not valid.'
  const where = first.path ? `${first.path}: ` : ''
  const more = details.length > 1 ? ` (and ${details.length - 1} more)` : ''
  return `${where}${first.message}${more}`
}

/**
 * Validates one part of the request with a zod schema; failures become a 400 `VALIDATION_FAILED` envelope
 * listing each problem by path. The schema is also what the API reference shows.
 */
export function validate<Target extends 'json' | 'param' | 'query' | 'form', Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  const middleware = zValidator(target, schema, (result) => {
    if (!result.success) {
      const details = result.error.issues.map((issue) => ({
        path: issue.path.map(String).join('.'),
        message: issue.message,
      }))
      throw new AppError(400, 'VALIDATION_FAILED', summarize(details), details)
    }
  })
  return tagged(middleware, { request: { [target]: schema } })
}
