import { expectRefused } from '@campus/testing'
import { logger } from '@campus/runtime'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createIdentityFixture, PASSWORD, type IdentityFixture } from './testing/fixture'

let f: IdentityFixture
beforeAll(async () => {
  f = await createIdentityFixture()
})

describe('bad input gets a 4xx envelope, never a 500', () => {
  it.each([
    ['malformed JSON', { rawBody: '{"email":' }, 400, 'MALFORMED_JSON'],
    ['wrong types', { body: { email: 5, password: [] } }, 400, 'VALIDATION_FAILED'],
    ['an empty body', { rawBody: '' }, 400, 'MALFORMED_JSON'],
    ['an empty object', { body: {} }, 400, 'VALIDATION_FAILED'],
    [
      'an oversized body',
      { rawBody: JSON.stringify({ email: 'a'.repeat(2 * 1024 * 1024), password: 'x' }) },
      413,
      'PAYLOAD_TOO_LARGE',
    ],
  ])('%s', async (_case, options, status, code) => {
    const response = await f.call('POST', '/api/user/login', {
      ...options,
      headers: { 'content-type': 'application/json' },
    })
    expect(response.status).toBe(status)
    expect(response.body.error).toMatchObject({
      code,
      message: expect.any(String),
      requestId: expect.any(String),
    })
  })

  it.each(['text/plain', 'application/x-www-form-urlencoded'])(
    'refuses a %s body on a JSON route with 415',
    async (type) => {
      const response = await f.call('POST', '/api/user/login', {
        rawBody: JSON.stringify({ email: 'a@b.c', password: 'x' }),
        headers: { 'content-type': type },
      })
      expectRefused(response, 415, 'UNSUPPORTED_MEDIA_TYPE')
    },
  )

  it('answers an unknown route with a 404 envelope', async () => {
    const response = await f.call('GET', '/api/user/a/b/c/d')
    expectRefused(response, 404, 'ROUTE_NOT_FOUND')
  })

  it('serves the API reference and its OpenAPI document', async () => {
    const document = await f.call('GET', '/api/docs/identity/openapi.json')
    expect(document.body).toMatchObject({ openapi: '3.1.0' })
    expect(Object.keys(document.body.paths as object)).toContain('/api/user/{id}')
    const page = await f.app.request('/api/docs/identity')
    expect(await page.text()).toContain('POST</span> /api/user/login')
  })
})

describe('logs', () => {
  afterEach(() => {
    logger.setLogLevel('SILENT')
    vi.restoreAllMocks()
  })

  it('never contain tokens or passwords, even when a request carries them', async () => {
    const lines: string[] = []
    logger.setLogLevel('DEBUG')
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk))
      return true
    })
    const token = await f.login('faculty')
    await f.call('GET', `/api/token/${token}`, { token })
    await f.call('POST', '/api/user/login', {
      body: { email: 'faculty@test.local', password: 'Not-the-password-1' },
    })
    vi.restoreAllMocks()

    const output = lines.join('')
    expect(output).toContain('"path"')
    expect(output).not.toContain(token)
    expect(output).not.toContain(PASSWORD)
    expect(output).not.toContain('Not-the-password-1')
  })
})
