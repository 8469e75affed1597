import {
  type Caller,
  type CommentStatus,
  type CommentThreadView,
  conflict,
  type CreateCommentThread,
  noSuchReference,
  notFound,
  type UpdateCommentThread,
} from '@campus/core'
import type { AuditTrail } from '../audit-trail'
import type { CountsRepository } from '../counts.repository'
import type { StoredEntry, StoredThread } from '../entities'
import type { FacultyDeptChecks } from '../faculty-depts'
import { type CommentsRepository, type StoredComment, threadIdOf } from './comments.repository'

/** What the audit log calls each kind of thread write; the entry's timeline shows them. */
export const THREAD_ACTIONS = {
  comment: 'COMMENT',
  close: 'CLOSE_COMMENTS',
  reopen: 'REOPEN_COMMENTS',
} as const

/** A thread a writer may change, and its entry: what `loadWritable` hands the update. */
export interface WritableThread {
  entry: StoredEntry
  thread: StoredThread
}

const THREAD_PREFIX = threadIdOf('')

/** The entry a thread id (`cmt-<entryId>`) is about, if it is a thread id at all. */
const referenceOf = (threadId: string) =>
  threadId.startsWith(THREAD_PREFIX) && threadId.length > THREAD_PREFIX.length
    ? threadId.slice(THREAD_PREFIX.length)
    : undefined

const threadNotFound = (id: string) => notFound('Comment thread', id)

export const threadView = (thread: StoredThread): CommentThreadView => ({
  id: thread.id,
  referenceId: thread.referenceId,
  status: thread.status,
  comments: thread.comments.map(({ comment, userId, userName, date }) => ({
    comment,
    userId,
    userName,
    date,
  })),
})

/** What tells a comment sent back from a new one: who sent it, when, and its text. */
const keyOf = (comment: {
  comment: string
  userId?: string | undefined
  date?: number | string | undefined
}) => JSON.stringify([comment.userId ?? '', Number(comment.date ?? Number.NaN), comment.comment])

/**
 * Comment threads on NAAC entries (legacy-client.md 2.6, 3.1): one per entry, written by the INPUTTERs and
 * AUTHORIZERs of the entry's faculty department and read by them and the administrator. New comments are the
 * caller's, dated by the server, and appended in one UpdateItem so none sent at the same time is lost. Each
 * write then sets the entry's comment status, counts the new comments on the template and is audited.
 */
export function createCommentsService(deps: {
  comments: CommentsRepository
  counts: Pick<CountsRepository, 'add'>
  checks: Pick<FacultyDeptChecks, 'read' | 'enter' | 'authorize'>
  audit: AuditTrail
  now?: () => number
}) {
  const { comments, counts, checks, audit } = deps
  const now = deps.now ?? Date.now

  const fromCaller = (caller: Caller, sent: readonly { comment: string }[], date: number): StoredComment[] =>
    sent.map(({ comment }) => ({ comment, userId: caller.actor.userId, userName: caller.actor.name, date }))

  /** The entry's comment status, the template's comment count and the audit record of one thread write. */
  async function recordWrite(
    caller: Caller,
    entry: StoredEntry,
    change: { before?: CommentStatus | undefined; after: StoredThread; added: readonly StoredComment[] },
  ) {
    const { before, after, added } = change
    const stillThere = await comments.markEntry(entry.id, after.status)
    // The comments of an entry deleted meanwhile left the counts with it.
    if (stillThere && added.length)
      await counts.add(entry.naacTemplateId, entry.facultyDeptId, { commentCount: added.length })
    const action =
      after.status === 'CLOSED' && before !== 'CLOSED'
        ? THREAD_ACTIONS.close
        : added.length
          ? THREAD_ACTIONS.comment
          : THREAD_ACTIONS.reopen
    await audit(caller, {
      entity: 'thread',
      id: after.id,
      action,
      ...(before ? { before: { referenceId: entry.id, status: before } } : {}),
      // The new comments only: a whole thread in every record would soon outgrow the record.
      after: { referenceId: entry.id, status: after.status, comments: added },
    })
    return threadView(after)
  }

  /** The entry a thread id names and its thread, once the caller may read them. */
  async function readable(caller: Caller, threadId: string) {
    const referenceId = referenceOf(threadId)
    if (!referenceId) throw threadNotFound(threadId)
    const { entry, thread } = await comments.entryWithThread(referenceId)
    if (!entry) throw threadNotFound(threadId)
    await checks.read(caller.actor, entry.facultyDeptId)
    return { entry, thread }
  }

  return {
    /** `GET /boot/comment?query=filter:referenceId eq <id>`: `[]` or `[thread]` (one Query). */
    async ofEntry(caller: Caller, referenceId: string): Promise<CommentThreadView[]> {
      const { entry, thread } = await comments.entryWithThread(referenceId)
      if (!entry) throw notFound('Entry', referenceId)
      await checks.read(caller.actor, entry.facultyDeptId)
      return thread ? [threadView(thread)] : []
    },

    /** `GET /boot/comment/:id`: the thread (one Query). */
    async get(caller: Caller, threadId: string): Promise<CommentThreadView> {
      const { thread } = await readable(caller, threadId)
      if (!thread) throw threadNotFound(threadId)
      return threadView(thread)
    },

    /**
     * `POST /boot/comment`: the entry's thread with the caller's comments, OPEN. A thread the entry already has
     * (another writer's first comment came first) takes them at its end instead.
     */
    async create(caller: Caller, input: CreateCommentThread): Promise<CommentThreadView> {
      const { entry, thread } = await comments.entryWithThread(input.referenceId)
      if (!entry) throw noSuchReference('Entry', input.referenceId, 'referenceId')
      await checks.enter(caller.actor, entry.facultyDeptId)
      const at = now()
      const added = fromCaller(caller, input.comments, at)
      if (!thread) {
        const created: StoredThread = {
          id: threadIdOf(entry.id),
          referenceId: entry.id,
          status: 'OPEN',
          comments: added,
          createdOn: at,
          modifiedOn: at,
        }
        if (await comments.create(created)) return recordWrite(caller, entry, { after: created, added })
      }
      const after = await comments.update(entry.id, { comments: added, status: 'OPEN', modifiedOn: at })
      // The thread went between the two writes: the entry was deleted with it.
      if (!after) throw conflict('CHANGED_MEANWHILE', 'This entry was deleted just now.')
      return recordWrite(caller, entry, { before: thread?.status, after, added })
    },

    /** The thread a change names, if the caller may write to it: a 404, or a 403 naming the faculty department. */
    async loadWritable(caller: Caller, threadId: string): Promise<WritableThread> {
      const referenceId = referenceOf(threadId)
      if (!referenceId) throw threadNotFound(threadId)
      const { entry, thread } = await comments.entryWithThread(referenceId)
      if (!entry) throw threadNotFound(threadId)
      await checks.enter(caller.actor, entry.facultyDeptId)
      if (!thread) throw threadNotFound(threadId)
      return { entry, thread }
    },

    /**
     * `PUT /boot/comment/:id`: the thread as the client sends it back, with new comments at its end and/or a
     * status. The new comments are those the thread does not hold (by sender, date and text); they are the
     * caller's and reopen the thread. Closing is an AUTHORIZER's. Nothing new and the same status: no write.
     */
    async update(caller: Caller, { entry, thread }: WritableThread, input: UpdateCommentThread) {
      if (input.status === 'CLOSED') await checks.authorize(caller.actor, entry.facultyDeptId)
      const held = new Set(thread.comments.map(keyOf))
      const at = now()
      const added = fromCaller(
        caller,
        (input.comments ?? []).filter((comment) => !held.has(keyOf(comment))),
        at,
      )
      const status: CommentStatus =
        input.status === 'CLOSED' ? 'CLOSED' : added.length ? 'OPEN' : (input.status ?? thread.status)
      if (!added.length && status === thread.status) return threadView(thread)
      const after = await comments.update(entry.id, {
        comments: added,
        status,
        modifiedOn: Math.max(at, thread.modifiedOn + 1),
      })
      if (!after) throw threadNotFound(thread.id)
      return recordWrite(caller, entry, { before: thread.status, after, added })
    },
  }
}

export type CommentsService = ReturnType<typeof createCommentsService>
