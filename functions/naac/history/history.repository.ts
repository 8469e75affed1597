import type { AuditLog } from '@campus/db'
import type { AuditedEntity } from '../audit-trail'
import type { NaacEntities, StoredEntry, StoredFormVersion } from '../entities'

export { threadIdOf } from '../entities'

/** What an entry's timeline reads: the entry, the form it was made with and the audit records of it. */
export function createHistoryRepository(entities: NaacEntities, audit: Pick<AuditLog, 'listForRecord'>) {
  return {
    /** One GetItem. */
    entry: async (id: string): Promise<StoredEntry | undefined> =>
      (await entities.entry.get({ id }).go()).data ?? undefined,

    /** A template's form at one version: one GetItem. */
    formVersion: async (templateId: string, version: number): Promise<StoredFormVersion | undefined> =>
      (await entities.formVersion.get({ templateId, version }).go()).data ?? undefined,

    /** The audit records of one record, newest first: one Query (more pages only for a very long history). */
    records: (entity: AuditedEntity, id: string) => audit.listForRecord(entity, id),
  }
}

export type HistoryRepository = ReturnType<typeof createHistoryRepository>
