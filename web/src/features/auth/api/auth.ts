import type { Login } from '@campus/core'
import { call, identityApi } from '@/lib/api-client'
import { clearToken, saveToken } from '@/lib/session'

/**
 * Signs in, keeps the token in the `token` cookie and returns the current user. The server also sets this
 * browser's HttpOnly device cookie (path /api/user/login), which lets it in while someone else has locked the
 * account; `same-origin` makes sure the call sends and keeps it.
 */
export async function signIn(credentials: Login) {
  clearToken()
  const session = await call(
    identityApi.api.user.login.$post({ json: credentials }, { init: { credentials: 'same-origin' } }),
  )
  saveToken(session.token)
  return session.currentUser
}

/** Ends the session on the server (the token stops working at once) and forgets it here. */
export async function signOut() {
  try {
    await call(identityApi.api.user.logout.$post())
  } finally {
    clearToken()
  }
}

export const sendResetCode = (email: string) => call(identityApi.api.user.sendOtp.$post({ json: { email } }))

export const resetPassword = (input: { email: string; otp: string; newPassword: string }) =>
  call(identityApi.api.user.resetPassword.$post({ json: input }))
