import { SESSION_COOKIE, SIGNED_IN_COOKIE } from '@campus/http'
import { callResultOf, type CallResult } from '@campus/testing'
import { describe, expect, it } from 'vitest'
import { createIdentityFixture, PASSWORD } from './testing/fixture'

const f = await createIdentityFixture()

const WEB = { 'X-Requested-With': 'campus-portal' }

type Answer = CallResult & {
  /** Each Set-Cookie header. */
  cookies: string[]
}

/** A request as a browser sends it: the session cookie when given, headers as given, a JSON body. */
async function send(
  method: string,
  path: string,
  options: { session?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<Answer> {
  const response = await f.app.request(path, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.session ? { cookie: `${SESSION_COOKIE}=${options.session}; ${SIGNED_IN_COOKIE}=1` } : {}),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  })
  return { ...(await callResultOf(response)), cookies: response.headers.getSetCookie() }
}

const cookieValue = (answer: Answer, name: string) =>
  answer.cookies
    .map((cookie) => new RegExp(`^${name}=([^;]*)`).exec(cookie)?.[1])
    .find((v) => v !== undefined)

/** Signs in as the web app does and returns the token of the session cookie. */
async function webSignIn(email: string, password = PASSWORD) {
  const answer = await send('POST', '/api/user/login', { headers: WEB, body: { email, password } })
  expect(answer.status).toBe(200)
  return cookieValue(answer, SESSION_COOKIE) ?? ''
}

describe('signing in as the web app', () => {
  it('puts the session in an HttpOnly, SameSite=Strict cookie on /, never in the body', async () => {
    const answer = await send('POST', '/api/user/login', {
      headers: WEB,
      body: { email: 'faculty@test.local', password: PASSWORD },
    })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ currentUser: expect.objectContaining({ userId: 'id-faculty' }) })
    const session = answer.cookies.find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`))
    expect(session).toMatch(
      new RegExp(
        `^${SESSION_COOKIE}=[\\w-]+\\.[\\w-]+\\.[\\w-]+; Max-Age=43200; Path=/; HttpOnly; SameSite=Strict$`,
      ),
    )
    // The marker a script may read says only that this browser is signed in.
    expect(answer.cookies).toContain(`${SIGNED_IN_COOKIE}=1; Max-Age=43200; Path=/; SameSite=Strict`)
  })

  it('marks the cookies Secure on https', async () => {
    const response = await f.app.request('https://portal.example.edu/api/user/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...WEB },
      body: JSON.stringify({ email: 'faculty@test.local', password: PASSWORD }),
    })
    const cookies = response.headers.getSetCookie().filter((cookie) => !cookie.startsWith('campus_device='))
    expect(cookies).toHaveLength(2)
    for (const cookie of cookies) expect(cookie).toContain('; Secure')
  })

  it('leaves the legacy sign-in as it was: the token in the body and no session cookie', async () => {
    const answer = await send('POST', '/api/user/login', {
      body: { email: 'faculty@test.local', password: PASSWORD },
    })
    expect(answer.body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/)
    expect(answer.cookies.map((cookie) => cookie.split('=')[0])).toEqual(['campus_device'])
  })

  it('sets no cookie for a wrong password', async () => {
    const answer = await send('POST', '/api/user/login', {
      headers: WEB,
      body: { email: 'faculty@test.local', password: 'Wrong-password-1' },
    })
    expect(answer.status).toBe(401)
    expect(answer.cookies).toEqual([])
  })
})

describe('a request signed in by the session cookie', () => {
  it('reads with a GET, with or without the header', async () => {
    const session = await webSignIn('faculty@test.local')
    for (const headers of [{}, WEB]) {
      const answer = await send('GET', '/api/user/singleUser', { session, headers })
      expect(answer.status).toBe(200)
      expect(answer.body.id).toBe('id-faculty')
    }
  })

  it('writes only with the web client header: sign-out without it is a 403 and the session lives on', async () => {
    const session = await webSignIn('faculty@test.local')
    const forged = await send('POST', '/api/user/logout', { session })
    expect(forged.status).toBe(403)
    expect(forged.body.error?.code).toBe('CSRF_HEADER_REQUIRED')
    expect(forged.cookies).toEqual([])
    const wrong = await send('POST', '/api/user/logout', {
      session,
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    })
    expect(wrong.status).toBe(403)
    expect((await send('GET', '/api/user/singleUser', { session })).status).toBe(200)
  })

  it('signs out with the header: the session ends and both cookies are cleared', async () => {
    const session = await webSignIn('faculty@test.local')
    const out = await send('POST', '/api/user/logout', { session, headers: WEB })
    expect(out.status).toBe(200)
    expect(out.cookies).toEqual([
      `${SESSION_COOKIE}=; Max-Age=0; Path=/; HttpOnly; SameSite=Strict`,
      `${SIGNED_IN_COOKIE}=; Max-Age=0; Path=/; SameSite=Strict`,
    ])
    expect((await send('GET', '/api/user/singleUser', { session })).status).toBe(401)
    // The token of the cookie is as dead for a tool that sends it itself.
    expect((await f.call('GET', '/api/user/singleUser', { token: session })).status).toBe(401)
  })

  it('changes its own password: the old session ends, a new cookie replaces it, no token in the body', async () => {
    const session = await webSignIn('student2@test.local')
    const changed = await send('PUT', '/api/user/changePassword/id-otherStudent', {
      session,
      headers: WEB,
      body: { currentPassword: PASSWORD, newPassword: 'Changed1pass' },
    })
    expect(changed.status).toBe(200)
    expect(changed.body).not.toHaveProperty('token')
    const fresh = cookieValue(changed, SESSION_COOKIE)
    expect(fresh).toBeTruthy()
    expect(fresh).not.toBe(session)
    expect(changed.cookies).toContain(`${SIGNED_IN_COOKIE}=1; Max-Age=43200; Path=/; SameSite=Strict`)
    expect((await send('GET', '/api/user/singleUser', { session })).status).toBe(401)
    expect((await send('GET', '/api/user/singleUser', { session: fresh ?? '' })).status).toBe(200)
  })

  it('ends when an administrator changes the password, as a token does', async () => {
    const session = await webSignIn('other@test.local')
    const admin = await f.login('admin')
    const reset = await f.call('PUT', '/api/user/changePassword/id-otherFaculty', {
      token: admin,
      body: { newPassword: 'Changed1pass' },
    })
    expect(reset.status).toBe(200)
    expect(reset.headers.getSetCookie()).toEqual([])
    expect((await send('GET', '/api/user/singleUser', { session })).status).toBe(401)
  })

  it('gives way to an explicit token, which needs no header', async () => {
    const session = await webSignIn('faculty@test.local')
    const hod = await f.login('hod')
    const answer = await send('GET', `/api/user/singleUser?token=${hod}`, { session })
    expect(answer.body.id).toBe('id-hod')
    const bearer = await send('GET', '/api/user/singleUser', {
      session,
      headers: { authorization: `Bearer ${hod}` },
    })
    expect(bearer.body.id).toBe('id-hod')
    // A legacy sign-out by token ends the token's session, not the cookie's.
    const out = await send('POST', `/api/user/logout?token=${hod}`, { session })
    expect(out.status).toBe(200)
    expect(out.cookies).toEqual([])
    expect((await f.call('GET', '/api/user/singleUser', { token: hod })).status).toBe(401)
    expect((await send('GET', '/api/user/singleUser', { session })).status).toBe(200)
  })
})

describe('the legacy client', () => {
  it('signs out by ?token= without any header, and gets no cookies', async () => {
    const token = await f.login('faculty')
    const out = await send('POST', `/api/user/logout?token=${token}`)
    expect(out.status).toBe(200)
    expect(out.cookies).toEqual([])
    expect((await f.call('GET', '/api/user/singleUser', { token })).status).toBe(401)
  })

  it('changes its own password by ?token= and still gets the fresh token in the body', async () => {
    const token = await f.login('student')
    const changed = await f.call('PUT', '/api/user/changePassword/id-student', {
      token,
      body: { currentPassword: PASSWORD, newPassword: 'Changed1pass' },
    })
    expect(changed.status).toBe(200)
    expect(changed.body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/)
    expect(changed.headers.getSetCookie()).toEqual([])
  })
})
