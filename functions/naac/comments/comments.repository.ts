import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { type CommentStatus, conflict } from '@campus/core'
import { isConditionalFailure, readPartition, stripKeys, writtenUnlessConditionFails } from '@campus/db'
import type { NaacEntities, StoredEntry, StoredThread } from '../entities'

export { threadIdOf } from '../entities'

/** One comment as a thread keeps it: the text, who sent it and when (the server's clock). */
export type StoredComment = StoredThread['comments'][number]

/** An entry and its thread, as one Query of the entry's partition finds them. */
export interface EntryWithThread {
  entry?: StoredEntry | undefined
  thread?: StoredThread | undefined
}

/** DynamoDB refuses a write that makes an item larger than 400 KB: a thread that long takes no more. */
const isItemTooLarge = (error: unknown) =>
  error instanceof Error &&
  /item size (to update )?has exceeded the maximum allowed size/i.test(error.message)

const threadFull = () =>
  conflict(
    'THREAD_FULL',
    'This comment thread is full: it holds as much as one thread can. Shorten the message or ask an AUTHORIZER to close the thread.',
  )

/**
 * Comment threads: the only holder of the client and the table for them (docs/adr/0019). A thread lives in its
 * entry's partition (`ENTRY#<id>` / `THREAD`), so an entry and its thread are one Query.
 */
export function createCommentsRepository(
  entities: NaacEntities,
  client: DynamoDBDocumentClient,
  table: string,
) {
  const first = <Item>(items: Record<string, unknown>[] | undefined) =>
    items?.[0] ? (stripKeys(items[0]) as unknown as Item) : undefined

  return {
    /** The entry and its thread: one Query of the entry's partition. */
    async entryWithThread(referenceId: string): Promise<EntryWithThread> {
      // The entry's key names the partition its thread shares.
      const { pk } = entities.entry.get({ id: referenceId }).params<{ Key: { pk: string } }>().Key
      const found = await readPartition<'entry' | 'thread'>(client, table, { pk })
      return { entry: first<StoredEntry>(found.entry), thread: first<StoredThread>(found.thread) }
    },

    /** A new thread, unless the entry has one already (one conditional put): false when it has. */
    async create(thread: StoredThread) {
      try {
        return await writtenUnlessConditionFails(() =>
          entities.thread.create(thread).go({ originalErr: true }),
        )
      } catch (error) {
        if (isItemTooLarge(error)) throw threadFull()
        throw error
      }
    },

    /**
     * Appends comments to an existing thread and sets its status in one UpdateItem (`list_append`), so comments
     * others send at the same moment are all kept. Undefined when there is no thread; a 409 THREAD_FULL when
     * the comments would take it past DynamoDB's item size.
     */
    async update(
      referenceId: string,
      change: { comments: readonly StoredComment[]; status: CommentStatus; modifiedOn: number },
    ): Promise<StoredThread | undefined> {
      const patch = entities.thread.patch({ referenceId })
      const set = { status: change.status, modifiedOn: change.modifiedOn }
      const write = change.comments.length
        ? patch.append({ comments: [...change.comments] }).set(set)
        : patch.set(set)
      try {
        return (await write.go({ response: 'all_new', originalErr: true })).data
      } catch (error) {
        if (isConditionalFailure(error)) return undefined
        if (isItemTooLarge(error)) throw threadFull()
        throw error
      }
    },

    /**
     * Sets an entry's comment status if the entry is still there (one conditional update), so a comment sent as
     * the entry is deleted never brings it back: false when it is gone. Its `modifiedOn` stays, so a comment
     * never turns an edit of the entry into a conflict.
     */
    markEntry: (id: string, commentStatus: CommentStatus) =>
      writtenUnlessConditionFails(() =>
        entities.entry.patch({ id }).set({ commentStatus }).go({ originalErr: true }),
      ),
  }
}

export type CommentsRepository = ReturnType<typeof createCommentsRepository>
