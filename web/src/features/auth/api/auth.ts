import type { Login } from '@campus/core'
import { call, identityApi } from '@/lib/api-client'
import { forgetSession } from '@/lib/session'

/**
 * Signs in and returns the current user. The API answers the web app (its client header, which apiFetch
 * sends) with the session in an HttpOnly cookie no script can read, the signed-in marker, and this browser's
 * HttpOnly device cookie (path /api/user/login), which lets it in while someone else has locked the account.
 */
export async function signIn(credentials: Login) {
  forgetSession()
  const session = await call(identityApi.api.user.login.$post({ json: credentials }))
  return session.currentUser
}

/** Ends the session on the server (it stops working at once; the API clears its cookies) and here. */
export async function signOut() {
  try {
    await call(identityApi.api.user.logout.$post())
  } finally {
    forgetSession()
  }
}

export const sendResetCode = (email: string) => call(identityApi.api.user.sendOtp.$post({ json: { email } }))

export const resetPassword = (input: { email: string; otp: string; newPassword: string }) =>
  call(identityApi.api.user.resetPassword.$post({ json: input }))
