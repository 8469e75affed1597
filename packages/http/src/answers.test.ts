import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { chooseEncoding, compressAnswers, encodeAnswer, LAMBDA_ANSWER_LIMIT, sendList } from './answers'
import { handleError } from './errors'
import type { AppEnv } from './types'

describe('chooseEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['gzip', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
    ['*', 'br'],
    ['*;q=0.1, gzip;q=0.5', 'gzip'],
  ])('%s → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected)
  })
})

describe('encodeAnswer', () => {
  it('counts a text body as the JSON string it becomes in the Lambda envelope', () => {
    const text = JSON.stringify({ quote: '"'.repeat(2000) })
    const plain = encodeAnswer(text, undefined)
    expect(plain.body).toBe(text)
    expect(plain.envelopeBytes).toBeGreaterThan(text.length + 2000)
  })

  it('compresses to base64 size, and leaves small bodies alone', () => {
    const text = JSON.stringify(Array.from({ length: 500 }, (_, index) => ({ index, name: 'Student' })))
    const gzip = encodeAnswer(text, 'gzip')
    expect(gunzipSync(gzip.body as Uint8Array).toString()).toBe(text)
    const br = encodeAnswer(text, 'br')
    expect(brotliDecompressSync(br.body as Uint8Array).toString()).toBe(text)
    expect(br.envelopeBytes).toBeLessThan(encodeAnswer(text, undefined).envelopeBytes)
    expect(encodeAnswer('[]', 'gzip').encoding).toBeUndefined()
  })
})

const records = (count: number, size: number) =>
  Array.from({ length: count }, (_, index) => ({ id: `r${index}`, text: `${index}`.padEnd(size, 'x') }))

function appAnswering(body: () => unknown) {
  const app = new Hono<AppEnv>()
  app.use('*', compressAnswers)
  app.onError(handleError)
  app.get('/', (c) => c.json(body() as object))
  app.get('/list', (c) =>
    sendList(c, {
      records: records(400, 20_000),
      cursorAfter: (index) => `after-${index}`,
      next: 'after-399',
    }),
  )
  app.get('/page', (c) =>
    sendList(c, { records: records(3, 10), cursorAfter: (index) => `after-${index}`, next: 'after-2' }),
  )
  return app
}

describe('compressAnswers', () => {
  it('compresses a JSON answer the caller accepts compressed, and says it varies', async () => {
    const app = appAnswering(() => records(100, 50))
    const response = await app.request('/', { headers: { 'accept-encoding': 'gzip' } })
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i)
    const body = gunzipSync(Buffer.from(await response.arrayBuffer())).toString()
    expect(JSON.parse(body)).toHaveLength(100)
    const plain = await app.request('/')
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.json()).toHaveLength(100)
  })

  it('answers 413 ANSWER_TOO_LARGE instead of an answer Lambda cannot carry', async () => {
    const app = appAnswering(() => ({ text: 'x'.repeat(LAMBDA_ANSWER_LIMIT) }))
    const response = await app.request('/')
    expect(response.status).toBe(413)
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('ANSWER_TOO_LARGE')
  })
})

describe('sendList', () => {
  it('names the next page in X-Next-Cursor', async () => {
    const response = await appAnswering(() => null).request('/page')
    expect(response.headers.get('x-next-cursor')).toBe('after-2')
    expect(await response.json()).toHaveLength(3)
  })

  it('answers a page too large for one answer with the count that fits and the cursor after it', async () => {
    // 400 records of 20 KB: 8 MB of text, over the limit uncompressed.
    const response = await appAnswering(() => null).request('/list')
    expect(response.status).toBe(413)
    const { error } = (await response.json()) as {
      error: { code: string; message: string; details: { count: number; cursor: string } }
    }
    expect(error.code).toBe('ANSWER_TOO_LARGE')
    const { count, cursor } = error.details
    expect(count * 20_000).toBeLessThan(LAMBDA_ANSWER_LIMIT)
    expect(count).toBeGreaterThan(200)
    expect(cursor).toBe(`after-${count - 1}`)
    expect(error.message).toContain(`count=${count}`)
  })

  it('answers the same page when the caller accepts it compressed', async () => {
    const response = await appAnswering(() => null).request('/list', { headers: { 'accept-encoding': 'br' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-encoding')).toBe('br')
    expect(
      JSON.parse(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()),
    ).toHaveLength(400)
  })
})
