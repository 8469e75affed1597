import type { ListRequest } from '@campus/core'
import { useState } from 'react'
import useSWR, { useSWRConfig } from 'swr'
import { fetchList, fetchListPage } from './api-client'
import type { ApiError } from './api-error'

/** Rows a full-list request reads at a time (spec section 9: staff and student lists page 200). */
export const FULL_LIST_PAGE = 200

/**
 * One page of a server list. It asks for one row more than a page, so "Next" is offered only when there is
 * more, without a separate count call. Changing the request (filters, sort) goes back to page 1. The rows of
 * the last page stay on screen while the next loads. `reload` refreshes every cached page and filter of the
 * list, so a row changed under one filter is not shown stale under another visited a moment ago.
 */
export function usePagedList<T = Record<string, unknown>>(
  key: string,
  path: string,
  request: Omit<ListRequest, 'start' | 'count'> | null,
  pageSize: number,
) {
  const requestKey = JSON.stringify(request)
  const [state, setState] = useState({ requestKey, page: 1 })
  const page = state.requestKey === requestKey ? state.page : 1
  const { mutate } = useSWRConfig()
  const swr = useSWR<T[], ApiError>(
    request ? [key, path, requestKey, page] : null,
    () => fetchList<T>(path, { ...request, start: (page - 1) * pageSize, count: pageSize + 1 }),
    { keepPreviousData: true },
  )
  return {
    records: swr.data?.slice(0, pageSize),
    hasNext: (swr.data?.length ?? 0) > pageSize,
    page,
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
export async function fetchWholeList<T = Record<string, unknown>>(
  path: string,
  request: Omit<ListRequest, 'start' | 'count' | 'cursor'>,
): Promise<T[]> {
  const rows: T[] = []
  let cursor: string | undefined
  for (;;) {
    const page = await fetchListPage<T>(path, {
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
