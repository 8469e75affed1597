import type { ErrorBody } from '@campus/core'
import { DetailedError } from 'hono/client'

/** A failed API call, read from the error envelope every domain answers with. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
    readonly requestId?: string,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

const isEnvelope = (data: unknown): data is ErrorBody =>
  typeof data === 'object' && data !== null && 'error' in data && typeof data.error === 'object'

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error
  if (error instanceof DetailedError) {
    const status: number = typeof error.statusCode === 'number' ? error.statusCode : 500
    const data = (error.detail as { data?: unknown } | undefined)?.data
    if (isEnvelope(data)) {
      const { code, message, details, requestId } = data.error
      return new ApiError(status, code, message, details, requestId)
    }
    return new ApiError(status, 'HTTP_ERROR', `The server answered ${status}. Try again in a moment.`)
  }
  return new ApiError(
    0,
    'NETWORK_ERROR',
    'The portal cannot be reached. Check your connection and try again.',
  )
}

/** Field messages of a VALIDATION_FAILED error, keyed by path, for forms. */
export function fieldErrors(error: ApiError): Record<string, string> {
  if (error.code !== 'VALIDATION_FAILED' || !Array.isArray(error.details)) return {}
  return Object.fromEntries(
    (error.details as { path: string; message: string }[]).map(({ path, message }) => [path, message]),
  )
}
