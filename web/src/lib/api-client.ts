import type { AcademicsApp } from '@api/academics/app'
import type { EventsApp } from '@api/events/app'
import type { FeedbackApp } from '@api/feedback/app'
import type { IdentityApp } from '@api/identity/app'
import { type ClientResponse, hc, parseResponse } from 'hono/client'
import useSWR from 'swr'
import { type ApiError, toApiError } from './api-error'
import { requestFinished, requestStarted } from './loading'
import { forgetSession, isSignedIn, WEB_CLIENT_HEADERS } from './session'

let onSignedOut: (() => void) | undefined

/** Where to go when the server says the session is over (set once, by the router). */
export const setSignedOutHandler = (handler: () => void) => {
  onSignedOut = handler
}

/**
 * Every API call goes through here: the browser sends the HttpOnly session cookie by itself (same origin;
 * the token never reaches this script, a URL or a header we set), and the web client header the API
 * requires on every write the cookie signs in (docs/adr/0034). It counts the request for the loading
 * indicator and ends the session here on 401.
 */
export const apiFetch: typeof fetch = async (input, init) => {
  const headers = new Headers(input instanceof Request ? input.headers : undefined)
  new Headers(init?.headers).forEach((value, name) => headers.set(name, value))
  for (const [name, value] of Object.entries(WEB_CLIENT_HEADERS)) headers.set(name, value)
  const signedIn = isSignedIn()
  requestStarted()
  try {
    const response = await fetch(input, { ...init, headers, credentials: 'same-origin' })
    if (response.status === 401 && signedIn) {
      forgetSession()
      onSignedOut?.()
    }
    return response
  } finally {
    requestFinished()
  }
}

/**
 * For the calls anyone may make without signing in (the public feedback form and the event it is about):
 * they carry no session (spec section 6; `credentials: 'omit'` keeps the cookie out), so a stale session in
 * this browser can neither leak into them nor send the reader to sign-in. Pass it per call:
 * `api.x.$get(args, { fetch: publicFetch })`.
 */
export const publicFetch: typeof fetch = async (input, init) => {
  requestStarted()
  try {
    return await fetch(input, { ...init, credentials: 'omit' })
  } finally {
    requestFinished()
  }
}

// One typed client per domain keeps the type checker fast (Hono's "split your app and client").
export const identityApi = hc<IdentityApp>('/', { fetch: apiFetch })
export const academicsApi = hc<AcademicsApp>('/', { fetch: apiFetch })
export const eventsApi = hc<EventsApp>('/', { fetch: apiFetch })
export const feedbackApi = hc<FeedbackApp>('/', { fetch: apiFetch })

/** Awaits a typed call and returns its body, or throws an {@link ApiError} read from the error envelope. */
export async function call<T extends ClientResponse<unknown>>(
  response: Promise<T>,
): ReturnType<typeof parseResponse<T>> {
  try {
    return await parseResponse(response)
  } catch (error) {
    throw toApiError(error)
  }
}

/** SWR for one API call: the key names the resource, errors are {@link ApiError}s. */
export const useApi = <T>(key: readonly unknown[] | null, fetcher: () => Promise<T>) =>
  useSWR<T, ApiError>(key, fetcher)
