import type { AcademicsApp } from '@api/academics/app'
import type { EventsApp } from '@api/events/app'
import type { FeedbackApp } from '@api/feedback/app'
import type { IdentityApp } from '@api/identity/app'
import { type ClientResponse, hc, parseResponse } from 'hono/client'
import useSWR from 'swr'
import { type ApiError, toApiError } from './api-error'
import { requestFinished, requestStarted } from './loading'
import { clearToken, readToken } from './session'

let onSignedOut: (() => void) | undefined

/** Where to go when the server says the session is over (set once, by the router). */
export const setSignedOutHandler = (handler: () => void) => {
  onSignedOut = handler
}

/**
 * Every API call goes through here: it sends the session token as `Authorization: Bearer` (never in the URL,
 * which access logs, proxies and browser history keep; the legacy client's `?token=` stays accepted by the
 * server), counts the request for the loading indicator, and ends the session on 401.
 */
export const apiFetch: typeof fetch = async (input, init) => {
  const token = readToken()
  const headers = new Headers(input instanceof Request ? input.headers : undefined)
  new Headers(init?.headers).forEach((value, name) => headers.set(name, value))
  if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`)
  requestStarted()
  try {
    const response = await fetch(input, { ...init, headers })
    if (response.status === 401 && token) {
      clearToken()
      onSignedOut?.()
    }
    return response
  } finally {
    requestFinished()
  }
}

/**
 * For the calls anyone may make without signing in (the public feedback form and the event it is about):
 * they carry no token (spec section 6), so a stale session in this browser can neither leak into them nor
 * send the reader to sign-in. Pass it per call: `api.x.$get(args, { fetch: publicFetch })`.
 */
export const publicFetch: typeof fetch = async (input, init) => {
  requestStarted()
  try {
    return await fetch(input, init)
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
