import { AppError } from '@campus/core'
import { type AppEnv, callerAddress, tokenOf } from '@campus/http'
import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import type { ExternalSender } from '../uploads.service'

/**
 * The cookie the legacy client keeps its token in (legacy-client.md 1.1, 4): its own script sets it, so it is
 * script-readable, and it never appends it to the external calls. Read on those calls only (README, "Uploads
 * with a session").
 */
export const LEGACY_TOKEN_COOKIE = 'token'

/**
 * `?token=`, Bearer, or the web app's cookie with its header. The web app's cookie on a write without that
 * header counts as no token here rather than a 403: the call is public, so it goes on as anonymous.
 */
function tokenSentWith(c: Context<AppEnv>) {
  try {
    return tokenOf(c)
  } catch (error) {
    if (error instanceof AppError && error.code === 'CSRF_HEADER_REQUIRED') return undefined
    throw error
  }
}

/**
 * Who makes an external call: the signed-in user when a valid session came with it (`?token=`, Bearer, the
 * web app's cookie with its header, else the legacy client's `token` cookie), so the upload is theirs and
 * counted against them; anyone else by address. A token that names no live session (the legacy client's
 * stale or foreign cookie) makes the caller anonymous, never a 401: the calls are public.
 */
export async function externalSenderOf(c: Context<AppEnv>): Promise<ExternalSender> {
  const requestId = c.get('requestId')
  const token = tokenSentWith(c) ?? getCookie(c, LEGACY_TOKEN_COOKIE)?.trim()
  const principal = token ? await c.var.authenticate(token) : undefined
  if (principal && !('failure' in principal)) {
    // The request log names the user, as on signed-in routes.
    c.set('principal', principal)
    return { caller: { actor: principal, requestId } }
  }
  return { address: callerAddress(c), requestId }
}
