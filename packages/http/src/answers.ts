import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { AppError } from '@campus/core'
import type { Context, MiddlewareHandler } from 'hono'
import type { AppEnv } from './types'

/**
 * Answers that fit Lambda. A synchronous Lambda answer is at most 6 MB, counted on the JSON envelope API Gateway
 * reads: a text body is JSON-escaped inside it, a compressed body is base64 (4 bytes for every 3). So a body
 * is compressed when the caller accepts it, measured as the envelope will carry it, and a body that still does
 * not fit is a 413 that says what to ask instead, never a truncated answer (ADR 0020).
 */

/** Lambda's synchronous response payload limit. */
export const LAMBDA_ANSWER_LIMIT = 6 * 1024 * 1024
/** Room left in the envelope for the status code and headers. */
const ENVELOPE_ALLOWANCE = 32 * 1024
/** Bodies smaller than this gain nothing worth the CPU from compression. */
const COMPRESS_THRESHOLD = 1024
const COMPRESSIBLE = /^(application\/(json|xml)|text\/)/i

type Encoding = 'br' | 'gzip'

/** The encoding to answer with: br over gzip (it is smaller for JSON); none unless the caller accepts one. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = new Map<string, number>()
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';')
    const q = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean)
    if (name) accepted.set(name, q === undefined ? 1 : Number(q))
  }
  const weight = (name: Encoding) => accepted.get(name) ?? accepted.get('*') ?? 0
  const best = (['br', 'gzip'] as const).filter((name) => weight(name) > 0)
  return best.sort((a, b) => weight(b) - weight(a))[0]
}

/** A body as it will leave: its bytes, its encoding, and its size inside the Lambda envelope. */
export interface EncodedAnswer {
  readonly body: Uint8Array | string
  readonly encoding?: Encoding
  readonly envelopeBytes: number
}

export function encodeAnswer(text: string, encoding: Encoding | undefined): EncodedAnswer {
  if (!encoding || text.length < COMPRESS_THRESHOLD) {
    return { body: text, envelopeBytes: escapedBytes(text) + ENVELOPE_ALLOWANCE }
  }
  // Brotli at quality 5 is near its best ratio for JSON at a small fraction of quality 11's time.
  const body =
    encoding === 'br'
      ? brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : gzipSync(text)
  return { body, encoding, envelopeBytes: Math.ceil(body.length / 3) * 4 + ENVELOPE_ALLOWANCE }
}

/**
 * The bytes of `text` as a JSON string. JSON escaping at most sextuples a character (`\u0000`), so text far
 * below the limit is not escaped just to be measured: the bound is returned instead.
 */
function escapedBytes(text: string) {
  const bound = Buffer.byteLength(text) * 6 + 2
  return bound + ENVELOPE_ALLOWANCE <= LAMBDA_ANSWER_LIMIT ? bound : Buffer.byteLength(JSON.stringify(text))
}

const fits = (answer: EncodedAnswer) => answer.envelopeBytes <= LAMBDA_ANSWER_LIMIT

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

const respond = (answer: EncodedAnswer, status: number, headers: Headers) => {
  if (!/accept-encoding/i.test(headers.get('Vary') ?? '')) headers.append('Vary', 'Accept-Encoding')
  if (answer.encoding) headers.set('Content-Encoding', answer.encoding)
  headers.delete('Content-Length')
  return new Response(answer.body, { status, headers })
}

/**
 * Compresses JSON and text answers for callers that accept br or gzip, and turns an answer too large for
 * Lambda into a 413, on AWS and locally alike. List answers arrive already encoded by {@link sendList}.
 */
export const compressAnswers: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next()
  const res = c.res
  const type = res.headers.get('Content-Type') ?? ''
  if (res.headers.has('Content-Encoding') || !res.body || !COMPRESSIBLE.test(type)) return
  const answer = encodeAnswer(await res.text(), chooseEncoding(c.req.header('Accept-Encoding')))
  if (!fits(answer)) {
    throw new AppError(
      413,
      'ANSWER_TOO_LARGE',
      `The answer is ${megabytes(answer.envelopeBytes)}, more than the ${megabytes(LAMBDA_ANSWER_LIMIT)} ` +
        'one answer can carry. Ask for less, or ask with Accept-Encoding: gzip.',
    )
  }
  // The body was read: the answer is made again, compressed or not. Cleared first: assigning over a response
  // would copy its headers (its Content-Length among them).
  c.res = undefined
  c.res = respond(answer, res.status, new Headers(res.headers))
}

/** The smallest part of a list worth answering when the whole does not fit. */
const SAFETY = 0.9

/**
 * Answers one page of a list as JSON (in the shape `wrap` gives it), compressed when the caller accepts it,
 * with `X-Next-Cursor` when more records follow. A page too large for one answer is a 413 naming how many
 * records do fit and the cursor after them, so a client can ask `count=<n>` and then continue from there.
 */
export function sendList(
  c: Context<AppEnv>,
  page: {
    readonly records: readonly Record<string, unknown>[]
    cursorAfter(index: number): string
    readonly next?: string
  },
  wrap: (records: readonly Record<string, unknown>[]) => unknown = (records) => records,
) {
  const text = JSON.stringify(wrap(page.records))
  const answer = encodeAnswer(text, chooseEncoding(c.req.header('Accept-Encoding')))
  if (!fits(answer)) {
    const share = (LAMBDA_ANSWER_LIMIT * SAFETY) / answer.envelopeBytes
    const budget = text.length * share
    let used = 0
    let fitting = 0
    for (const record of page.records) {
      used += JSON.stringify(record).length + 1
      if (used > budget) break
      fitting += 1
    }
    fitting = Math.max(1, fitting)
    throw new AppError(
      413,
      'ANSWER_TOO_LARGE',
      `These ${page.records.length} records are ${megabytes(answer.envelopeBytes)}, more than the ` +
        `${megabytes(LAMBDA_ANSWER_LIMIT)} one answer can carry. Ask for count=${fitting} and continue ` +
        'with cursor= the cursor given here (each answer names the next in X-Next-Cursor), or ask with ' +
        'Accept-Encoding: gzip.',
      { count: fitting, cursor: page.cursorAfter(fitting - 1) },
    )
  }
  const headers = new Headers({ 'Content-Type': 'application/json' })
  if (page.next) headers.set('X-Next-Cursor', page.next)
  return respond(answer, 200, headers)
}
