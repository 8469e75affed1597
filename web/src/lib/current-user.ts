import { actorOfUser, mayManageDepartment } from '@campus/core'
import { call, identityApi, useApi } from './api-client'

export const currentUserKey = ['identity', 'me'] as const

/** The signed-in user's own record (`GET /api/user/singleUser`), shared by every screen through SWR's cache. */
export const useCurrentUser = () => useApi(currentUserKey, () => call(identityApi.api.user.singleUser.$get()))

export type CurrentUserRecord = NonNullable<ReturnType<typeof useCurrentUser>['data']>

/** Whether the user manages this department's records: the administrator any, an HOD those they head. */
export const managesDepartment = (
  user: Pick<CurrentUserRecord, 'usertype' | 'departmentid' | 'headedDepartmentIds'>,
  departmentId: string,
) => mayManageDepartment(actorOfUser(user), departmentId)
