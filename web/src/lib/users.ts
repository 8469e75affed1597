import { call, identityApi } from './api-client'
import { notify } from './notify'

/** Writes to people's records, shared by the staff and student screens. */

export type NewUser = Parameters<typeof identityApi.api.user.$post>[0]['json']
export type UserChanges = Parameters<(typeof identityApi.api.user)[':id']['$put']>[0]['json']

/** Adds a person (`POST /api/user`); they set a password with "Forgot password", or an admin sets one. */
export const createUser = (user: NewUser) => call(identityApi.api.user.$post({ json: user }))

/** Changes a person (`PUT /api/user/{id}`): only the fields sent change. */
export const updateUser = (id: string, changes: UserChanges) =>
  call(identityApi.api.user[':id'].$put({ param: { id }, json: changes }))

/** Sets someone's password (`PUT /api/profile/password/{id}`); their open sessions end. */
export const setUserPassword = (id: string, newPassword: string) =>
  call(identityApi.api.profile.password[':id'].$put({ param: { id }, json: { newPassword } }))

/** Disables an active account or re-enables a disabled one (a disabled person cannot sign in), and says so. */
export async function toggleAccountStatus(person: {
  id: string
  name: string
  accountStatus: 'ACTIVE' | 'DISABLE'
}) {
  const accountStatus = person.accountStatus === 'ACTIVE' ? 'DISABLE' : 'ACTIVE'
  await updateUser(person.id, { accountStatus })
  notify('success', accountStatus === 'DISABLE' ? `${person.name} disabled` : `${person.name} enabled`)
}
