import { AppError, type ErrorDetail } from '@campus/core'
import { zValidator } from '@hono/zod-validator'
import type { z } from 'zod'
import { tagged } from './route-meta'
import { siftBody } from './unknown-keys'
import { assertWellFormedJson } from './well-formed'

const summarize = (details: ErrorDetail[]) => {
  const first = details[0]
  if (!first) return 'The request is not valid.'
  const where = first.path ? `${first.path}: ` : ''
  const more = details.length > 1 ? ` (and ${details.length - 1} more)` : ''
  return `${where}${first.message}${more}`
}

/** The 400 `VALIDATION_FAILED` error for a zod failure, with one detail per problem. */
export function validationFailed(error: { issues: readonly z.core.$ZodIssue[] }) {
  const details = error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }))
  return new AppError(400, 'VALIDATION_FAILED', summarize(details), details)
}

/** Parses client input whose schema is only known inside the handler; failures are a 400, never a 500. */
export function parseInput<Schema extends z.ZodType>(schema: Schema, value: unknown): z.output<Schema> {
  const result = schema.safeParse(value)
  if (!result.success) throw validationFailed(result.error)
  return result.data
}

/**
 * Validates one part of the request with a zod schema; failures become a 400 `VALIDATION_FAILED` envelope
 * listing each problem by path. The schema is also what the API reference shows.
 */
export function validate<Target extends 'json' | 'param' | 'query' | 'form', Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  const sift = target === 'json' ? siftBody(schema) : undefined
  const middleware = zValidator(
    target,
    schema,
    (result) => {
      if (!result.success) throw validationFailed(result.error)
      // Form fields are text from outside too; a URL's parts were checked before the route ran (well-formed.ts).
      if (target === 'form') assertWellFormedJson(result.data)
    },
    sift && {
      // zod-validator types this result with a conditional type that a generic schema leaves unresolved.
      validationFunction: (parser: Schema, value: unknown) =>
        parser.safeParseAsync(siftedBody(sift, value)) as never,
    },
  )
  // Without a JSON content type Hono reads no body, and zod would report every field as missing.
  const checked =
    target === 'json'
      ? (((c, next) => {
          if (!/^application\/([\w.+-]+\+)?json\b/i.test(c.req.header('content-type') ?? '')) {
            throw new AppError(
              415,
              'UNSUPPORTED_MEDIA_TYPE',
              'Send the body as JSON, with Content-Type: application/json.',
            )
          }
          return middleware(c, next)
        }) as typeof middleware)
      : middleware
  return tagged(checked, { request: { [target]: schema } })
}

/**
 * A JSON body as its schema gets it: refused if its text is ill-formed or nests deeper than a store can hold
 * (well-formed.ts), or if it carries keys the schema does not declare; the record metadata the server itself
 * answered is dropped at every depth instead (unknown-keys.ts). So no handler ever sees such a body.
 */
function siftedBody(sift: (value: unknown) => ErrorDetail[], body: unknown) {
  assertWellFormedJson(body)
  const details = sift(body)
  if (details.length) throw new AppError(400, 'UNKNOWN_FIELDS', summarize(details), details)
  return body
}
