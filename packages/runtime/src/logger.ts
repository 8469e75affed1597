import { Logger } from '@aws-lambda-powertools/logger'

const SECRET_KEYS =
  /^(token|password|newpassword|currentpassword|otp|authorization|passwordhash|secret|cookie|set-cookie|formtoken)$/i

/**
 * JSON replacer for every log line: secret-looking keys are masked at any depth, and strings lose `token=`
 * values and JWT-shaped segments, so a token, password or OTP cannot reach a log even when a whole object
 * is logged.
 */
export function redactLogValue(key: string, value: unknown): unknown {
  if (SECRET_KEYS.test(key)) return '***'
  return typeof value === 'string' ? redactUrl(value) : value
}

/** The process's one logger; every line passes through {@link redactLogValue}. */
export const logger = new Logger({ serviceName: 'campus-portal', jsonReplacerFn: redactLogValue })

/**
 * Masks the `token` query parameter, a Bearer credential, a `token` cookie and any segment that looks like a
 * signed token, wherever they appear in a string.
 */
export function redactUrl(text: string): string {
  return text
    .replace(/([?&;]\s*token=)[^&;\s]*/gi, '$1***')
    .replace(/^(token=)[^&;\s]*/i, '$1***')
    .replace(/(Bearer\s+)[^\s,;"]+/gi, '$1***')
    .replace(/\b[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}\b/g, '***')
}
