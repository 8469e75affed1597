import type { Principal } from '@campus/core'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { access, principalOf } from './access'
import { createDomainApp } from './create-domain-app'
import {
  clearSessionCookies,
  SESSION_COOKIE,
  setSessionCookies,
  SIGNED_IN_COOKIE,
  WEB_CLIENT_HEADER,
  WEB_CLIENT_HEADER_VALUE,
} from './session-cookie'

const principal = (userId: string) =>
  ({
    userId,
    userType: 'FACULTY',
    email: `${userId}@x`,
    name: userId,
    roles: [],
    rollType: [],
    departmentIds: [],
  }) as Principal

/** Two live sessions by token; any other token is expired or revoked. */
const LIVE: Record<string, Principal> = { 'token-a': principal('a'), 'token-b': principal('b') }
const authenticate = (token: string | undefined) =>
  Promise.resolve((token && LIVE[token]) || { failure: 'Your session has ended. Please sign in again.' })

const domain = createDomainApp({ name: 'things', prefixes: ['/api/things'], authenticate })
domain.get('/api/things', access('signed-in'), (c) => c.json({ userId: principalOf(c).userId }))
domain.post('/api/things', access('signed-in'), (c) => c.json({ userId: principalOf(c).userId }))
domain.delete('/api/things', access('signed-in'), (c) => c.json({ userId: principalOf(c).userId }))
domain.post('/api/things/public', access('public'), (c) => c.json({ ok: true }))

const WEB = { [WEB_CLIENT_HEADER]: WEB_CLIENT_HEADER_VALUE }
const cookie = (token: string) => ({ cookie: `other=1; ${SESSION_COOKIE}=${token}` })

interface Answer {
  status: number
  body: { userId?: string; ok?: boolean; error?: { code: string; message: string } }
}

async function send(method: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await domain.request(path, { method, headers })
  return { status: response.status, body: (await response.json()) as Answer['body'] }
}

describe('the session cookie as a credential', () => {
  it('signs in a GET without the web client header', async () => {
    expect(await send('GET', '/api/things', cookie('token-a'))).toEqual({
      status: 200,
      body: { userId: 'a' },
    })
  })

  it.each([
    ['no header', {}],
    ['a wrong header value', { [WEB_CLIENT_HEADER]: 'XMLHttpRequest' }],
    ['another header', { 'x-campus': WEB_CLIENT_HEADER_VALUE }],
  ])('refuses a cookie-signed POST with %s: 403 CSRF_HEADER_REQUIRED', async (_case, headers) => {
    const { status, body } = await send('POST', '/api/things', { ...cookie('token-a'), ...headers })
    expect(status).toBe(403)
    expect(body.error).toMatchObject({
      code: 'CSRF_HEADER_REQUIRED',
      message: expect.stringContaining('X-Requested-With: campus-portal'),
    })
  })

  it('refuses a cookie-signed DELETE without the header too', async () => {
    expect((await send('DELETE', '/api/things', cookie('token-a'))).status).toBe(403)
  })

  it('signs in a cookie-signed POST with the web client header', async () => {
    expect(await send('POST', '/api/things', { ...cookie('token-a'), ...WEB })).toEqual({
      status: 200,
      body: { userId: 'a' },
    })
  })

  it('answers an expired or revoked cookie as any ended session: 401', async () => {
    const { status, body } = await send('GET', '/api/things', cookie('token-gone'))
    expect(status).toBe(401)
    expect(body.error?.code).toBe('UNAUTHORIZED')
    expect((await send('POST', '/api/things', { ...cookie('token-gone'), ...WEB })).status).toBe(401)
  })

  it('leaves public routes alone: a cookie without the header does not stop them', async () => {
    expect((await send('POST', '/api/things/public', cookie('token-a'))).status).toBe(200)
  })
})

describe('the legacy client and tools', () => {
  it('send ?token= or Bearer on a POST without the web client header, as before', async () => {
    expect(await send('POST', '/api/things?token=token-a')).toEqual({ status: 200, body: { userId: 'a' } })
    expect(await send('POST', '/api/things', { authorization: 'Bearer token-b' })).toEqual({
      status: 200,
      body: { userId: 'b' },
    })
    expect((await send('POST', '/api/things')).status).toBe(401)
  })

  it('win over the cookie when a request carries both, and need no header then', async () => {
    expect(await send('POST', '/api/things?token=token-b', cookie('token-a'))).toEqual({
      status: 200,
      body: { userId: 'b' },
    })
    expect(
      await send('GET', '/api/things', { ...cookie('token-a'), authorization: 'Bearer token-b' }),
    ).toEqual({
      status: 200,
      body: { userId: 'b' },
    })
    // A dead explicit token is not rescued by a live cookie.
    expect((await send('GET', '/api/things?token=token-gone', cookie('token-a'))).status).toBe(401)
  })
})

describe('setting and clearing the cookies', () => {
  const app = new Hono()
    .get('/set', (c) => {
      setSessionCookies(c, 'token-a')
      return c.body(null, 204)
    })
    .get('/clear', (c) => {
      clearSessionCookies(c)
      return c.body(null, 204)
    })
  const setCookiesOf = async (url: string) => (await app.request(url)).headers.getSetCookie()

  it('sets the token HttpOnly, SameSite=Strict, on /, for the session; the marker readable, without the token', async () => {
    expect(await setCookiesOf('http://localhost/set')).toEqual([
      `${SESSION_COOKIE}=token-a; Max-Age=43200; Path=/; HttpOnly; SameSite=Strict`,
      `${SIGNED_IN_COOKIE}=1; Max-Age=43200; Path=/; SameSite=Strict`,
    ])
  })

  it('marks them Secure over https', async () => {
    for (const cookie of await setCookiesOf('https://portal.example.edu/set'))
      expect(cookie).toContain('; Secure')
  })

  it('clears both with Max-Age=0', async () => {
    const cleared = await setCookiesOf('http://localhost/clear')
    expect(cleared).toEqual([
      `${SESSION_COOKIE}=; Max-Age=0; Path=/; HttpOnly; SameSite=Strict`,
      `${SIGNED_IN_COOKIE}=; Max-Age=0; Path=/; SameSite=Strict`,
    ])
  })
})
