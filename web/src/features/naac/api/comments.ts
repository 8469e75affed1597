import type { CommentThreadView } from '@campus/core'
import { call, useApi } from '@/lib/api-client'
import { fetchList } from '@/lib/list-endpoint'
import { NAAC_KEY, naacApi } from './client'

/** An entry's comment thread, or undefined while it has none (`GET /boot/comment?query=filter:referenceId eq <id>`). */
export const useThread = (entryId: string) =>
  useApi<CommentThreadView | null>([NAAC_KEY, 'thread', entryId], async () => {
    const threads: CommentThreadView[] = await fetchList(naacApi.boot.comment, {
      filter: { referenceId: entryId },
    })
    return threads[0] ?? null
  })

/**
 * Sends a comment: appended to the thread (which reopens it), or the thread's first. The server writes who
 * sent it and when.
 */
export const sendComment = (entryId: string, thread: CommentThreadView | null, comment: string) =>
  thread
    ? call(
        naacApi.boot.comment[':id'].$put({
          param: { id: thread.id },
          json: { ...thread, status: 'OPEN', comments: [...thread.comments, { comment }] },
        }),
      )
    : call(
        naacApi.boot.comment.$post({
          json: { referenceId: entryId, status: 'OPEN', comments: [{ comment }] },
        }),
      )

/** Closes a thread (AUTHORIZER). */
export const closeThread = (thread: CommentThreadView) =>
  call(naacApi.boot.comment[':id'].$put({ param: { id: thread.id }, json: { ...thread, status: 'CLOSED' } }))
