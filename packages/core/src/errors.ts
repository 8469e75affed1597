/**
 * The error model shared by every domain and the SPA. Failures travel as
 * `{ "error": { "code", "message", "details", "requestId" } }` with a 4xx or 5xx status.
 */

/** HTTP statuses an {@link AppError} may carry. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 423 | 429 | 500 | 503

/** One machine-readable problem, e.g. a failed validation at `path`. */
export interface ErrorDetail {
  path: string
  message: string
}

export interface ErrorBody {
  error: { code: string; message: string; details?: unknown; requestId?: string }
}

/** An expected, client-facing failure. Services throw it; the app turns it into the envelope. */
export class AppError extends Error {
  constructor(
    readonly status: ErrorStatus,
    readonly code: string,
    message: string,
    readonly details?: unknown,
    options?: ErrorOptions,
  ) {
    super(message, options)
    this.name = 'AppError'
  }
}

export const badRequest = (code: string, message: string, details?: unknown) =>
  new AppError(400, code, message, details)

export const unauthorized = (message = 'Sign in to continue.') => new AppError(401, 'UNAUTHORIZED', message)

export const forbidden = (message = 'You do not have permission to do this.') =>
  new AppError(403, 'FORBIDDEN', message)

export const notFound = (entity: string, id: string) =>
  new AppError(404, `${toCode(entity)}_NOT_FOUND`, `${entity} ${id} not found`)

/** A record a request body names (at `path`) that does not exist: the caller's mistake, a 400 on that field. */
export const noSuchReference = (entity: string, id: string, path: string) =>
  badRequest(`${toCode(entity)}_NOT_FOUND`, `${entity} ${id} does not exist.`, [
    { path, message: `No such ${entity.toLowerCase()}` },
  ])

/** What a lookup of a record a request body names found, or the 400 of `noSuchReference`. */
export function orNoSuchReference<Item>(
  item: Item | null | undefined,
  entity: string,
  id: string,
  path: string,
) {
  if (!item) throw noSuchReference(entity, id, path)
  return item
}

/** What a lookup found, or the 404 that names `entity` and `id` when it found nothing. */
export function orNotFound<Item>(item: Item | null | undefined, entity: string, id: string): Item {
  if (!item) throw notFound(entity, id)
  return item
}

export const conflict = (code: string, message: string) => new AppError(409, code, message)

const toCode = (entity: string) =>
  entity
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .replace(/\W+/g, '_')
    .toUpperCase()

/** True when `value` has the error envelope's shape: the SPA's check on a failed response body. */
export function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false
  const error = value.error
  return typeof error === 'object' && error !== null && 'code' in error && 'message' in error
}
