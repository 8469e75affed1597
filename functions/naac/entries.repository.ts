import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import type { ListQuery, NaacEntryStatus } from '@campus/core'
import {
  partitionListKey,
  queryListPage,
  stripKeys,
  writtenUnlessConditionFails,
  type ListSpec,
} from '@campus/db'
import { entryKeys, type NaacEntities, type StoredEntry } from './entities'

/** What the entry lists filter and sort on: both keys are required, the status may narrow. */
export const ENTRY_LIST_SPEC = {
  filter: { naacTemplateId: 'string', facultyDeptId: 'string', status: 'string' },
  sort: ['createdOn'],
} as const satisfies ListSpec

const entryOf = (item: Record<string, unknown>) => stripKeys(item) as unknown as StoredEntry

/** Entries: the only holder of the client and the table for them (docs/adr/0019). */
export function createEntriesRepository(
  entities: NaacEntities,
  client: DynamoDBDocumentClient,
  table: string,
) {
  return {
    /** One GetItem. */
    find: async (id: string): Promise<StoredEntry | undefined> =>
      (await entities.entry.get({ id }).go()).data ?? undefined,

    /** One BatchGetItem (per 100 ids). */
    async findMany(ids: readonly string[]): Promise<StoredEntry[]> {
      if (!ids.length) return []
      const { data } = await entities.entry.get(ids.map((id) => ({ id }))).go({ concurrency: 4 })
      return data
    },

    /** One conditional put: an id is never written twice. */
    async create(entry: StoredEntry) {
      await entities.entry.create(entry).go()
    },

    /**
     * Writes an entry's values and review still as it was read (one conditional update on `modifiedOn`); its
     * comment status is the threads' and is left alone. False when the entry changed or went.
     */
    replace: (after: StoredEntry, readModifiedOn: number) =>
      writtenUnlessConditionFails(() =>
        entities.entry
          .patch({ id: after.id })
          .set({
            fields: after.fields as Record<string, unknown>,
            status: after.status,
            modifiedOn: after.modifiedOn,
            ...(after.modifiedBy ? { modifiedBy: after.modifiedBy } : {}),
            ...(after.modifiedByName ? { modifiedByName: after.modifiedByName } : {}),
          })
          .where((attributes, { eq }) => eq(attributes.modifiedOn, readModifiedOn))
          .go({ originalErr: true }),
      ),

    /**
     * Moves an entry from one status to another, only if it still has the first (one conditional update), so
     * two authorizers approving at once count it once. False when its status changed or it went.
     */
    setStatus: (
      entry: StoredEntry,
      to: NaacEntryStatus,
      change: { modifiedOn: number; modifiedBy: string; modifiedByName: string },
    ) =>
      writtenUnlessConditionFails(() =>
        entities.entry
          .patch({ id: entry.id })
          .set({ status: to, ...change })
          .where((attributes, { eq }) => eq(attributes.status, entry.status))
          .go({ originalErr: true }),
      ),

    /** Deletes an entry still as it was read (one conditional delete); false when it changed or went. */
    remove: (entry: StoredEntry) =>
      writtenUnlessConditionFails(() =>
        entities.entry
          .delete({ id: entry.id })
          .where((attributes, { eq }) => eq(attributes.modifiedOn, entry.modifiedOn))
          .go({ originalErr: true }),
      ),

    /** The thread of an entry (for its comment count when the entry goes): one GetItem. */
    thread: async (referenceId: string) =>
      (await entities.thread.get({ referenceId }).go()).data ?? undefined,

    /** Deletes an entry's thread, if it has one. */
    async removeThread(referenceId: string) {
      await entities.thread.delete({ referenceId }).go()
    },

    /**
     * A page of a template's entries of one faculty department, newest first by default: one Query of the
     * template's partition under the department's prefix (more pages only for a deep `start`).
     */
    async page(templateId: string, facultyDeptId: string, query: ListQuery) {
      const key = partitionListKey('gsi1', entryKeys.partition(templateId), {
        skPrefix: entryKeys.facultyDept(facultyDeptId),
        satisfies: ['naacTemplateId', 'facultyDeptId'],
        orderedBy: 'createdOn',
      })
      const page = await queryListPage(client, table, key, { ...query, fields: [] }, ENTRY_LIST_SPEC, entryOf)
      return page.records as unknown as StoredEntry[]
    },

    /** Every entry of a template in one faculty department (the counters' rebuild), all Query pages. */
    async all(templateId: string, facultyDeptId: string): Promise<StoredEntry[]> {
      const { data } = await entities.entry.query
        .byTemplate({ naacTemplateId: templateId })
        .begins({ facultyDeptId })
        .go({ pages: 'all' })
      return data.filter((entry) => entry.facultyDeptId === facultyDeptId)
    },
  }
}

export type EntriesRepository = ReturnType<typeof createEntriesRepository>
