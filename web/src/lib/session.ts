/**
 * The session lives in an HttpOnly cookie that the API sets on sign-in and the browser sends by itself: no
 * page script can read the token, so an injected script cannot carry it away (docs/adr/0034). Beside it the
 * API sets a marker cookie holding only `1`, which tells the router, without a request, whether to show
 * sign-in first. A forged marker gets nothing: the first call answers 401 and the page returns to sign-in.
 */
const SIGNED_IN_COOKIE = 'campus_signed_in'
/** Where sessions lived before: a token page scripts could read. A browser still holding one drops it. */
const SCRIPT_READABLE_TOKEN_COOKIE = 'token'

/**
 * The header the API requires on every write the session cookie signs in (its CSRF guard; packages/http's
 * session-cookie.ts). A cross-site form cannot send a header.
 */
export const WEB_CLIENT_HEADERS = { 'X-Requested-With': 'campus-portal' } as const

const hasCookie = (name: string) => document.cookie.split('; ').some((part) => part.startsWith(`${name}=`))

const expire = (name: string) => {
  const secure = location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Strict${secure}`
}

/** Whether this browser holds a session (the server decides whether it is still good). */
export const isSignedIn = () => hasCookie(SIGNED_IN_COOKIE)

/**
 * Forgets the session here: the marker, and any token an older version of the app left readable. The
 * HttpOnly cookie is the server's to clear (sign-out), or it is dead already (a 401).
 */
export function forgetSession() {
  expire(SIGNED_IN_COOKIE)
  if (hasCookie(SCRIPT_READABLE_TOKEN_COOKIE)) expire(SCRIPT_READABLE_TOKEN_COOKIE)
}
