import { Logger } from '@aws-lambda-powertools/logger'

/**
 * The process's one logger. Keys that may carry secrets are masked wherever they appear, so a token,
 * password or OTP can never reach a log line even when someone logs a whole object.
 */
export const logger = new Logger({ serviceName: 'campus-portal' })

const SECRET_KEYS = /^(token|password|newpassword|currentpassword|otp|authorization|passwordhash|secret)$/i

/** Deep copy of `value` with secret-looking keys masked and `token=` query values removed from strings. */
export function redact(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactUrl(value)
  if (depth > 6 || typeof value !== 'object' || value === null) return value
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1))
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      SECRET_KEYS.test(key) ? '***' : redact(item, depth + 1),
    ]),
  )
}

/** Masks the `token` query parameter and any path segment that looks like a signed token. */
export function redactUrl(text: string): string {
  return text
    .replace(/([?&]token=)[^&\s]*/gi, '$1***')
    .replace(/\b[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}\b/g, '***')
}
