import { identityApi } from './api-client'
import type { ListRequestOf } from './list-endpoint'
import { fetchWholeList, type PagedList, usePagedList } from './paged-list'

export type UserListRequest = ListRequestOf<typeof identityApi.api.user>

/**
 * A list screen's reading of `GET /api/user` (staff, students): one page at a time on screen, and every row
 * the filters match for the Excel export. `requestOf` turns the screen's filters into the list request.
 */
export function userList<Filters, Row>(
  key: string,
  pageSize: number,
  requestOf: (filters: Filters) => UserListRequest,
) {
  return {
    usePage: (filters: Filters): PagedList<Row> =>
      usePagedList(key, identityApi.api.user, requestOf(filters), pageSize),
    fetchAll: (filters: Filters): Promise<Row[]> => fetchWholeList(identityApi.api.user, requestOf(filters)),
  }
}
