import { call, identityApi, useApi } from '@/lib/api-client'

/** The figures the home page shows for the caller's role (`GET /api/user/home`). */
export const useHomeFigures = () => useApi(['identity', 'home'], () => call(identityApi.api.user.home.$get()))

export type HomeFigures = NonNullable<ReturnType<typeof useHomeFigures>['data']>
