import { untilProcessed } from '@campus/db'
import type { NaacEntities, StoredEntry } from '../entities'

/**
 * The entries an import writes, many at a time: BatchWriteItem (25 a call) and BatchGetItem (100 a call),
 * retrying what DynamoDB leaves unprocessed. Their ids are the import's and the row's, so the same row is the
 * same item on every run.
 */
export function createImportedEntriesRepository(entities: NaacEntities) {
  return {
    /** Those of `ids` already written (by an earlier run of the same import), with their creation time. */
    async existing(ids: readonly string[]): Promise<Map<string, StoredEntry>> {
      const found = await untilProcessed(
        ids.map((id) => ({ id })),
        async (pending) => {
          const { data, unprocessed } = await entities.entry.get(pending).go({ concurrency: 4 })
          return { done: data, unprocessed }
        },
      )
      return new Map(found.map((entry) => [entry.id, entry]))
    },

    /** Puts the entries; a put replaces an item whole, so writing the same batch again changes nothing. */
    async putMany(entries: readonly StoredEntry[]) {
      await untilProcessed(entries, async (pending) => {
        const { unprocessed } = await entities.entry.put(pending).go({ concurrency: 4 })
        const left = new Set(unprocessed.map((key) => key.id))
        return { unprocessed: pending.filter((entry) => left.has(entry.id)) }
      })
    },

    /** Deletes entries by id (an id with no entry is no error): an import that stopped takes back its rows. */
    async removeMany(ids: readonly string[]) {
      await untilProcessed(
        ids.map((id) => ({ id })),
        async (pending) => {
          const { unprocessed } = await entities.entry.delete(pending).go({ concurrency: 4 })
          return { unprocessed }
        },
      )
    },
  }
}

export type ImportedEntriesRepository = ReturnType<typeof createImportedEntriesRepository>
