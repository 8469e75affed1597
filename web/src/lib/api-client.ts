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
 * Every API call goes through here: it adds the session token as the `token` query parameter, as every
 * domain expects (spec section 6), counts the request for the loading indicator, and ends the session on 401.
 */
export const apiFetch: typeof fetch = async (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input), location.origin)
  const token = readToken()
  if (token && !url.searchParams.has('token')) url.searchParams.set('token', token)
  requestStarted()
  try {
    const response = await fetch(url, init)
    if (response.status === 401 && token) {
      clearToken()
      onSignedOut?.()
    }
    return response
  } finally {
    requestFinished()
  }
}

// One typed client per domain keeps the type checker fast (Hono's "split your app and client").
export const identityApi = hc<IdentityApp>('/', { fetch: apiFetch })

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
