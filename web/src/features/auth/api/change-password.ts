import { call, identityApi } from '@/lib/api-client'
import { saveToken } from '@/lib/session'

/**
 * Changes the signed-in user's own password. The server ends every older token and answers with a fresh one,
 * which replaces the cookie so this tab stays signed in.
 */
export async function changeOwnPassword(userId: string, currentPassword: string, newPassword: string) {
  const result = await call(
    identityApi.api.user.changePassword[':id'].$put({
      param: { id: userId },
      json: { currentPassword, newPassword },
    }),
  )
  if ('token' in result && typeof result.token === 'string') saveToken(result.token)
}
