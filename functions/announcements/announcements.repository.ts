import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import type { ListQuery } from '@campus/core'
import {
  partitionListKey,
  queryList,
  untilProcessed,
  writtenUnlessConditionFails,
  type ListSpec,
} from '@campus/db'
import {
  senderPartition,
  type AnnouncementsEntities,
  type StoredAnnouncement,
  type StoredReceipt,
} from './entities'

/** The sent list's query: the sender's partition, newest first. */
export const SENT_LIST_SPEC = {
  filter: { createdBy: 'string' },
  sort: ['createdOn'],
} as const satisfies ListSpec

/** BatchWriteItem and BatchGetItem calls sent at once for one request. */
const CONCURRENT_BATCHES = 4

/** What the sent list shows of an announcement. */
const sentRecord = (item: Record<string, unknown>) => {
  const { id, title, message, createdOn, sms, file } = item
  return { id, title, message, createdOn, sms, ...(file === undefined ? {} : { file }) }
}

/** Who a received list is for: the person, and the group a student belongs to. */
export interface Addressee {
  userId: string
  groupId?: string | undefined
}

/** The receipts of an announcement: one per individually addressed user and one per whole group. */
export const receiptsOf = (announcement: StoredAnnouncement): StoredReceipt[] => {
  const { id, title, message, createdByName, createdOn, file } = announcement
  const shown = { id, title, message, createdByName, createdOn, ...(file ? { file } : {}) }
  return [
    ...announcement.userIds.map((recipientId) => ({ ...shown, audience: 'USER' as const, recipientId })),
    ...announcement.groupIds.map((recipientId) => ({ ...shown, audience: 'GROUP' as const, recipientId })),
  ]
}

/**
 * Announcements with their receipts and public keys: the only holder of the client and the table
 * (docs/adr/0019). Writes are ordered so that a request that dies halfway leaves nothing anyone sees
 * (docs/adr/0013): receipts and the key go first, the announcement last, and every read that shows an
 * announcement reaches it through its item.
 */
export function createAnnouncementsRepository(
  entities: AnnouncementsEntities,
  client: DynamoDBDocumentClient,
  table: string,
) {
  /** Receipts by BatchWriteItem, 25 a call, a few calls at once, retrying what DynamoDB leaves unprocessed. */
  const putReceipts = (receipts: StoredReceipt[]) =>
    untilProcessed(receipts, async (pending) => {
      const { unprocessed } = await entities.receipt.put(pending).go({ concurrent: CONCURRENT_BATCHES })
      return { unprocessed: unprocessed as StoredReceipt[] }
    })

  const deleteReceipts = (receipts: StoredReceipt[]) =>
    untilProcessed(receipts, async (pending) => {
      const { unprocessed } = await entities.receipt.delete(pending).go({ concurrent: CONCURRENT_BATCHES })
      const left = new Set(unprocessed.map((key) => `${key.audience}#${key.recipientId}`))
      return { unprocessed: pending.filter((key) => left.has(`${key.audience}#${key.recipientId}`)) }
    })

  /** The receipts, then the public key: a conditional put, so a key is never given to two announcements. */
  const putReceiptsAndKey = async (announcement: StoredAnnouncement) => {
    await putReceipts(receiptsOf(announcement))
    const { randomKey, id } = announcement
    // A key is taken once: by this announcement (a repeated write of it), or by none.
    await entities.publicKey
      .put({ randomKey, announcementId: id })
      .where((key, { eq, notExists }) => `${notExists(key.randomKey)} OR ${eq(key.announcementId, id)}`)
      .go()
  }

  /** The newest `count` receipts of one partition: one Query unless a page of them passes 1 MB. */
  const newestReceipts = async (audience: StoredReceipt['audience'], recipientId: string, count: number) =>
    (
      await entities.receipt.query
        .byRecipient({ audience, recipientId })
        .go({ order: 'desc', count, limit: count })
    ).data

  return {
    /** One GetItem. */
    find: async (id: string): Promise<StoredAnnouncement | undefined> =>
      (await entities.announcement.get({ id }).go()).data ?? undefined,

    /**
     * Stores an announcement: its receipts (BatchWriteItems), its public key (a conditional put: a key is never
     * given to two announcements), then the announcement (a conditional put). Until the last write lands nobody
     * can see it:
     * the received lists keep only receipts whose announcement exists, and the key leads to nothing.
     */
    async create(announcement: StoredAnnouncement) {
      await putReceiptsAndKey(announcement)
      await entities.announcement.create(announcement).go()
    },

    /**
     * Stores an announcement whose id the sender chose (a posted one, see announcement-post.service.ts) as
     * `create` does, unless one with that id is stored first: then false, and nothing of this one is seen (its
     * receipts are the stored one's, its key leads to the same announcement).
     */
    async createUnlessStored(announcement: StoredAnnouncement): Promise<boolean> {
      await putReceiptsAndKey(announcement)
      return writtenUnlessConditionFails(() => entities.announcement.create(announcement).go())
    },

    /**
     * Deletes an announcement: its receipts and key first, the announcement last, so a delete that dies halfway
     * leaves the announcement in its sender's list, where deleting it again finishes the work.
     */
    async remove(announcement: StoredAnnouncement) {
      await deleteReceipts(receiptsOf(announcement))
      await entities.publicKey.delete({ randomKey: announcement.randomKey }).go()
      await entities.announcement.delete({ id: announcement.id }).go()
    },

    /** The announcements one person sent, newest first unless the query sorts otherwise: one Query. */
    listSent: (createdBy: string, query: ListQuery) =>
      queryList(
        client,
        table,
        partitionListKey('gsi1', senderPartition(createdBy), {
          satisfies: ['createdBy'],
          orderedBy: 'createdOn',
        }),
        query,
        SENT_LIST_SPEC,
        sentRecord,
      ),

    /**
     * The newest `count` receipts addressed to the person and to their group: one Query each (a staff member
     * has no group: one Query), newest first. An announcement sent to both appears once.
     */
    async received({ userId, groupId }: Addressee, count: number): Promise<StoredReceipt[]> {
      const [own, group] = await Promise.all([
        newestReceipts('USER', userId, count),
        groupId ? newestReceipts('GROUP', groupId, count) : Promise.resolve([]),
      ])
      const byId = new Map<string, StoredReceipt>()
      for (const receipt of [...own, ...group]) byId.set(receipt.id, receipt)
      return [...byId.values()].sort((a, b) => b.createdOn - a.createdOn || b.id.localeCompare(a.id))
    },

    /**
     * Which of these announcements exist: BatchGetItems of their keys only (100 a call), so the received list
     * never shows a receipt whose announcement was never stored, or is being deleted.
     */
    async existing(ids: readonly string[]): Promise<Set<string>> {
      const found = await untilProcessed<{ id: string }, { id: string }>(
        [...new Set(ids)].map((id) => ({ id })),
        async (pending) => {
          const { data, unprocessed } = await entities.announcement
            .get(pending)
            .go({ attributes: ['id'], concurrent: CONCURRENT_BATCHES })
          return { done: data, unprocessed }
        },
      )
      return new Set(found.map(({ id }) => id))
    },

    /** The announcement a public link's key opens: one GetItem of the key, or undefined. */
    announcementIdOfKey: async (randomKey: string) =>
      (await entities.publicKey.get({ randomKey }).go()).data?.announcementId,
  }
}

export type AnnouncementsRepository = ReturnType<typeof createAnnouncementsRepository>
