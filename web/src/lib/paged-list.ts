import type { ListFields, ListRequest } from '@campus/core'
import { useState } from 'react'
import useSWR, { useSWRConfig } from 'swr'
import type { ApiError } from './api-error'
import { fetchList, fetchListPage, type ListEndpoint, type NoListFields } from './list-endpoint'

/** Rows a full-list request reads at a time (spec section 9: staff and student lists page 200). */
export const FULL_LIST_PAGE = 200

/** One page of a server list on screen, and how to move through it. */
export interface PagedList<Row> {
  records: Row[] | undefined
  hasNext: boolean
  page: number
  pageSize: number
  setPage: (next: number) => void
  error: ApiError | undefined
  isLoading: boolean
  reload: () => Promise<unknown>
}

/**
 * One page of a server list. It asks for one row more than a page, so "Next" is offered only when there is
 * more, without a separate count call. Changing the request (filters, sort) goes back to page 1. The rows of
 * the last page stay on screen while the next loads. `reload` refreshes every cached page and filter of the
 * list, so a row changed under one filter is not shown stale under another visited a moment ago.
 *
 * The row type comes from where the result goes (`(…): PagedList<StaffRow> => usePagedList(…)`), as for
 * every list helper (list-endpoint.ts).
 */
export function usePagedList<Row = Record<string, unknown>, Fields extends ListFields = NoListFields>(
  key: string,
  endpoint: ListEndpoint<Fields>,
  request: NoInfer<Omit<ListRequest<Fields>, 'start' | 'count'>> | null,
  pageSize: number,
): PagedList<Row> {
  const requestKey = JSON.stringify(request)
  const [state, setState] = useState({ requestKey, page: 1 })
  const page = state.requestKey === requestKey ? state.page : 1
  const { mutate } = useSWRConfig()
  // The route's path, not its node: the typed client makes a new node on every property read.
  const swr = useSWR<Row[], ApiError>(
    request ? [key, endpoint.$path(), requestKey, page] : null,
    () => fetchList<Row, Fields>(endpoint, { ...request, start: (page - 1) * pageSize, count: pageSize + 1 }),
    { keepPreviousData: true },
  )
  return {
    records: swr.data?.slice(0, pageSize),
    hasNext: (swr.data?.length ?? 0) > pageSize,
    page,
    pageSize,
    setPage: (next: number) => setState({ requestKey, page: next }),
    error: swr.error,
    isLoading: swr.isLoading,
    // Revalidating by filter also drops SWR's two-second dedupe of the other keys (SWR's mutate docs).
    reload: () => mutate((cached) => Array.isArray(cached) && cached[0] === key),
  }
}

/**
 * Every row of a list, read {@link FULL_LIST_PAGE} at a time: for exports. A list that names its next page
 * (`X-Next-Cursor`) is followed by cursor, so each page reads only itself; others by offset.
 */
export async function fetchWholeList<Row = Record<string, unknown>, Fields extends ListFields = NoListFields>(
  endpoint: ListEndpoint<Fields>,
  request: NoInfer<Omit<ListRequest<Fields>, 'start' | 'count' | 'cursor'>>,
): Promise<Row[]> {
  const rows: Row[] = []
  let cursor: string | undefined
  for (;;) {
    const page = await fetchListPage<Row, Fields>(endpoint, {
      ...request,
      ...(cursor ? { cursor } : { start: rows.length }),
      count: FULL_LIST_PAGE,
    })
    rows.push(...page.rows)
    // A list read by cursor that names no next page has ended, however full its last page.
    if (page.rows.length < FULL_LIST_PAGE || (cursor && !page.next)) return rows
    cursor = page.next
  }
}
