import { writtenUnlessConditionFails } from '@campus/db'
import type { NaacEntities, StoredImport } from '../entities'

/** How an import ended. */
export type ImportOutcome =
  | { status: 'COMPLETED'; total: number; done: number }
  | {
      status: 'REJECTED'
      total: number
      rejected: number
      firstError: string
      errorFileKey?: string
    }
  | { status: 'FAILED'; firstError: string }

/**
 * Excel imports (`IMPORT#<id>` / `IMPORT`): one record per upload, with its progress. The job's writes are
 * conditional on the import still running, so a repeated start or a late retry never changes one that ended.
 */
export function createImportsRepository(entities: NaacEntities) {
  const updateRunning = (id: string, changes: Partial<Omit<StoredImport, 'id'>>) =>
    writtenUnlessConditionFails(() =>
      entities.naacImport
        .patch({ id })
        .set(changes)
        .where(({ status }, { eq }) => eq(status, 'PROCESSING'))
        .go({ originalErr: true }),
    )

  return {
    /** One GetItem; consistent when a wait must see the job's last write. */
    find: async (id: string, consistent = false): Promise<StoredImport | undefined> =>
      (await entities.naacImport.get({ id }).go({ consistent })).data ?? undefined,

    /** One conditional put: an id is never written twice. */
    async create(record: StoredImport) {
      await entities.naacImport.create(record).go()
    },

    /** Records how far a running import is; false once it ended. */
    progress: (id: string, progress: { total: number; done: number }, at: number) =>
      updateRunning(id, { ...progress, modifiedOn: at }),

    /**
     * Claims the counting of a running import's entries: sets `countedOn` only if it is unset, so of two runs
     * (a retry) exactly one adds the counters. False when another run counted them, or the import ended.
     */
    claimCounting: (id: string, at: number) =>
      writtenUnlessConditionFails(() =>
        entities.naacImport
          .patch({ id })
          .set({ countedOn: at, modifiedOn: at })
          .where(
            ({ status, countedOn }, { eq, notExists }) =>
              `${eq(status, 'PROCESSING')} AND ${notExists(countedOn)}`,
          )
          .go({ originalErr: true }),
      ),

    /** Records how a running import ended; false once it had. */
    finish: (id: string, outcome: ImportOutcome, at: number) =>
      updateRunning(id, { ...outcome, modifiedOn: at }),
  }
}

export type ImportsRepository = ReturnType<typeof createImportsRepository>
