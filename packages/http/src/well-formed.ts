import { AppError, CONTROL_CHARACTER, type ErrorDetail, textProblem } from '@campus/core'
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from './types'

/**
 * How deep a JSON body may nest. DynamoDB stores at most 32 levels and a stored record wraps a body a few
 * levels deeper (an audit record's `after`), and recursive code (JSON.stringify, the SDK's marshaller) must
 * never meet a body deep enough to overflow the stack: past this, a body is refused before anything reads it.
 */
export const MAX_JSON_DEPTH = 20

/** Problems reported at most, so a body of a million bad strings costs one short answer. */
const MAX_DETAILS = 10

const refused = (details: ErrorDetail[]) => {
  const [first] = details
  const more = details.length > 1 ? ` (and ${details.length - 1} more)` : ''
  return new AppError(
    400,
    'VALIDATION_FAILED',
    first ? `${first.path ? `${first.path}: ` : ''}${first.message}${more}` : 'The request is not valid.',
    details,
  )
}

/**
 * Ill-formed text anywhere in a parsed JSON value: a string or key that is not well-formed UTF-16 (a lone
 * surrogate) or holds a control character other than tab and line breaks, or nesting deeper than
 * MAX_JSON_DEPTH. Walks with its own stack, so no body can overflow the call stack. Paths are zod's (`a.0.b`).
 */
export function illFormedJson(value: unknown, maxDepth = MAX_JSON_DEPTH): ErrorDetail[] {
  const details: ErrorDetail[] = []
  const pending: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }]
  const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key))
  while (pending.length && details.length < MAX_DETAILS) {
    const { value: current, path, depth } = pending.pop()!
    if (typeof current === 'string') {
      const problem = textProblem(current)
      if (problem) details.push({ path, message: problem })
      continue
    }
    if (typeof current !== 'object' || current === null) continue
    if (depth >= maxDepth) {
      details.push({ path, message: `Nested more than ${maxDepth} levels deep.` })
      break
    }
    if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index--)
        pending.push({ value: current[index], path: join(path, index), depth: depth + 1 })
      continue
    }
    const entries = Object.entries(current as Record<string, unknown>)
    for (let index = entries.length - 1; index >= 0; index--) {
      const [key, child] = entries[index]!
      const problem = textProblem(key)
      if (problem) {
        details.push({ path: join(path, '(key)'), message: `A field name: ${problem.toLowerCase()}` })
        continue
      }
      pending.push({ value: child, path: join(path, key), depth: depth + 1 })
    }
  }
  return details
}

/** The parsed JSON body, refused with a 400 `VALIDATION_FAILED` naming each path if its text is ill-formed. */
export function assertWellFormedJson(value: unknown) {
  const details = illFormedJson(value)
  if (details.length) throw refused(details)
}

const decoder = new TextDecoder('utf-8', { fatal: true })

/**
 * A URL component percent-decoded as URLSearchParams does (a `%` without two hex digits stays), but failing
 * on bytes that are not UTF-8 (an encoded lone surrogate such as `%ED%A0%80`) instead of replacing them.
 */
function decodeComponent(raw: string, plusIsSpace: boolean): string | undefined {
  const text = plusIsSpace ? raw.replace(/\+/g, ' ') : raw
  if (!text.includes('%')) return text
  const bytes: number[] = []
  const encoder = new TextEncoder()
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!
    const hex = text.slice(index + 1, index + 3)
    if (char === '%' && /^[0-9a-f]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16))
      index += 2
    } else {
      const code = text.codePointAt(index)!
      if (code > 0xffff) index++
      bytes.push(...encoder.encode(String.fromCodePoint(code)))
    }
  }
  try {
    return decoder.decode(new Uint8Array(bytes))
  } catch {
    return undefined
  }
}

const NOT_UTF8 = 'Is not valid UTF-8 once percent-decoded.'

/**
 * Ill-formed parts of a request URL: a path segment, query name or query value that does not decode to
 * well-formed text, or that holds a control character (NUL, line breaks: none belongs in an id or a
 * parameter). Covers every route, including those that read the legacy list grammar from the URL themselves.
 */
export function illFormedUrl(url: string): ErrorDetail[] {
  const details: ErrorDetail[] = []
  const schemeEnd = url.indexOf('://')
  const pathStart = url.indexOf('/', schemeEnd === -1 ? 0 : schemeEnd + 3)
  const rest = pathStart === -1 ? '' : url.slice(pathStart)
  const hashAt = rest.indexOf('#')
  const withoutHash = hashAt === -1 ? rest : rest.slice(0, hashAt)
  const queryAt = withoutHash.indexOf('?')
  const path = queryAt === -1 ? withoutHash : withoutHash.slice(0, queryAt)
  const query = queryAt === -1 ? '' : withoutHash.slice(queryAt + 1)

  path.split('/').forEach((segment, index) => {
    const decoded = decodeComponent(segment, false)
    const problem = decoded === undefined ? NOT_UTF8 : textProblem(decoded, CONTROL_CHARACTER)
    if (problem) details.push({ path: `path.${index}`, message: `URL path segment ${index}: ${problem}` })
  })
  for (const pair of query ? query.split('&') : []) {
    const equals = pair.indexOf('=')
    const name = decodeComponent(equals === -1 ? pair : pair.slice(0, equals), true)
    const value = equals === -1 ? '' : decodeComponent(pair.slice(equals + 1), true)
    if (name === undefined || textProblem(name, CONTROL_CHARACTER)) {
      const problem = name === undefined ? NOT_UTF8 : textProblem(name, CONTROL_CHARACTER)
      details.push({ path: 'query', message: `A query parameter name: ${problem}` })
      continue
    }
    const problem = value === undefined ? NOT_UTF8 : textProblem(value, CONTROL_CHARACTER)
    if (problem) details.push({ path: `query.${name}`, message: problem })
  }
  return details.slice(0, MAX_DETAILS)
}

/**
 * Refuses, before any route's own middleware runs, a request whose URL holds ill-formed text (see
 * `illFormedUrl`), with a 400 `VALIDATION_FAILED` naming the part. Bodies are checked by `validate('json')`,
 * after the caller's rights (a body is only read once the route has checked who is calling).
 */
export const refuseIllFormedUrl: MiddlewareHandler<AppEnv> = async (c, next) => {
  const details = illFormedUrl(c.req.url)
  if (details.length) throw refused(details)
  await next()
}
