import { AppError, SESSION_TTL_MS } from '@campus/core'
import type { Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'

/**
 * The web app's session (docs/adr/0034): the token in an HttpOnly cookie page scripts cannot read, and a
 * script-readable marker that says only that this browser is signed in. The legacy client and tools keep
 * sending the token themselves (`?token=`, `Authorization: Bearer`) and never get these cookies.
 */
export const SESSION_COOKIE = 'campus_session'
/** Holds `1`, never the token: the web app's router reads it to know whether to show sign-in first. */
export const SIGNED_IN_COOKIE = 'campus_signed_in'

/**
 * The header the web app sends on every call. A cross-site form cannot send a header, and a cross-origin
 * script cannot without a CORS preflight the API never answers, so a cookie-authenticated write that has it
 * came from the web app itself. On sign-in it also asks for the cookies.
 */
export const WEB_CLIENT_HEADER = 'X-Requested-With'
export const WEB_CLIENT_HEADER_VALUE = 'campus-portal'

/** Methods that change nothing, which the cookie may authenticate without the header. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])

/** Secure everywhere but plain http on this machine (the local server); on AWS requests arrive as https. */
export const secureCookieFor = (requestUrl: string) => {
  const url = new URL(requestUrl)
  return url.protocol === 'https:' || !LOOPBACK.has(url.hostname)
}

/** Whether the request comes from the web app (it carries the web client header). */
export const isWebClient = (c: Context) => c.req.header(WEB_CLIENT_HEADER) === WEB_CLIENT_HEADER_VALUE

/**
 * The token of the session cookie, when the request has one. A write authenticated by the cookie must carry
 * the web client header (403 `CSRF_HEADER_REQUIRED` otherwise): the browser sends the cookie on its own,
 * so without the header a page of another site could make the write in the user's name.
 */
export function sessionCookieOf(c: Context): string | undefined {
  const token = getCookie(c, SESSION_COOKIE)?.trim()
  if (!token) return undefined
  if (!SAFE_METHODS.has(c.req.method) && !isWebClient(c)) {
    throw new AppError(
      403,
      'CSRF_HEADER_REQUIRED',
      `A change signed in by the session cookie must carry the header ${WEB_CLIENT_HEADER}: ${WEB_CLIENT_HEADER_VALUE}, as the web app sends it. Other clients send the token as the token parameter or an Authorization: Bearer header.`,
    )
  }
  return token
}

const sessionCookieOptions = (c: Context, maxAgeSeconds: number, httpOnly: boolean) =>
  ({
    httpOnly,
    secure: secureCookieFor(c.req.url),
    sameSite: 'Strict',
    path: '/',
    maxAge: maxAgeSeconds,
  }) as const

/** Puts a new session in the cookies, for as long as the session lives. */
export function setSessionCookies(c: Context, token: string) {
  const maxAge = SESSION_TTL_MS / 1000
  setCookie(c, SESSION_COOKIE, token, sessionCookieOptions(c, maxAge, true))
  setCookie(c, SIGNED_IN_COOKIE, '1', sessionCookieOptions(c, maxAge, false))
}

/** Tells the browser to drop both cookies (Max-Age=0). */
export function clearSessionCookies(c: Context) {
  setCookie(c, SESSION_COOKIE, '', sessionCookieOptions(c, 0, true))
  setCookie(c, SIGNED_IN_COOKIE, '', sessionCookieOptions(c, 0, false))
}
