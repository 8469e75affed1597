import { call, identityApi } from '@/lib/api-client'

/**
 * Changes the signed-in user's own password. The server ends every older session and sets the fresh one's
 * HttpOnly cookie in its answer, so this tab stays signed in without ever seeing the token.
 */
export async function changeOwnPassword(userId: string, currentPassword: string, newPassword: string) {
  await call(
    identityApi.api.user.changePassword[':id'].$put({
      param: { id: userId },
      json: { currentPassword, newPassword },
    }),
  )
}
