import { call, identityApi, useApi } from '@/lib/api-client'

/** The side menu for the caller's role, as the server decides it (`GET /api/role/menu`). */
export const useMenu = () => useApi(['identity', 'menu'], () => call(identityApi.api.role.menu.$get()))

export type MenuItem = NonNullable<ReturnType<typeof useMenu>['data']>[number]
