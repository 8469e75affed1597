import { SESSION_TTL_MS } from '@campus/core'

/**
 * The session token lives in the `token` cookie, as the legacy client keeps it, and travels as the `token`
 * query parameter (spec section 6). It is not HttpOnly because the page itself must read it to send it.
 */
const COOKIE = 'token'

export function readToken(): string | undefined {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${COOKIE}=`))
  return entry ? decodeURIComponent(entry.slice(COOKIE.length + 1)) : undefined
}

export function saveToken(token: string) {
  const secure = location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${COOKIE}=${encodeURIComponent(token)}; Path=/; Max-Age=${SESSION_TTL_MS / 1000}; SameSite=Strict${secure}`
}

export function clearToken() {
  document.cookie = `${COOKIE}=; Path=/; Max-Age=0; SameSite=Strict`
}
