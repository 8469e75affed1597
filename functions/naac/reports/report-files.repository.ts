import { writtenUnlessConditionFails } from '@campus/db'
import type { NaacEntities, ReportKind, StoredReportFile, StoredReportRun } from '../entities'
import { STALLED_AFTER_MS } from './stalled'

/** Report workbooks' records and the latest build (entities.ts `reportFile`, `reportRun`). */
export function createReportFilesRepository(entities: NaacEntities) {
  const updateRun = (id: string, changes: Partial<Omit<StoredReportRun, 'slot' | 'id'>>) =>
    writtenUnlessConditionFails(() =>
      entities.reportRun
        .patch({ slot: 'LATEST' })
        .set(changes)
        .where((run, { eq }) => `${eq(run.id, id)} AND ${eq(run.status, 'PROCESSING')}`)
        .go({ originalErr: true }),
    )

  return {
    /** One GetItem. */
    find: async (kind: ReportKind, scope: string): Promise<StoredReportFile | undefined> =>
      (await entities.reportFile.get({ kind, scope }).go()).data ?? undefined,

    /** One Query of the kind's partition, optionally under a scope prefix. */
    async list(kind: ReportKind, scopePrefix = ''): Promise<StoredReportFile[]> {
      const query = entities.reportFile.query.byKind({ kind })
      const { data } = await (scopePrefix ? query.begins({ scope: scopePrefix }) : query).go({ pages: 'all' })
      return data
    },

    /** Records a built workbook, keeping when it was first built. */
    async put(record: Omit<StoredReportFile, 'createdOn'>, existing: StoredReportFile | undefined) {
      await entities.reportFile.put({ ...record, createdOn: existing?.createdOn ?? record.modifiedOn }).go()
    },

    /** One GetItem; consistent when a wait must see the job's last write. */
    latestRun: async (consistent = false): Promise<StoredReportRun | undefined> =>
      (await entities.reportRun.get({ slot: 'LATEST' }).go({ consistent })).data ?? undefined,

    /**
     * Starts a build: one conditional put that succeeds unless a build is PROCESSING and not stalled, so of
     * concurrent starts one wins. False when one runs.
     */
    startRun: (run: Omit<StoredReportRun, 'slot'>) =>
      writtenUnlessConditionFails(() =>
        entities.reportRun
          .put({ ...run, slot: 'LATEST' })
          .where(
            ({ status, startedOn }, { ne, lt, notExists }) =>
              `${notExists(status)} OR ${ne(status, 'PROCESSING')} OR ${lt(startedOn, run.startedOn - STALLED_AFTER_MS)}`,
          )
          .go({ originalErr: true }),
      ),

    /** Records how far the build is; false once it ended or another replaced it. */
    runProgress: (id: string, progress: Pick<StoredReportRun, 'done' | 'total' | 'rebuilt' | 'unchanged'>) =>
      updateRun(id, progress),

    finishRun: (
      id: string,
      outcome: Pick<StoredReportRun, 'status' | 'done' | 'total' | 'rebuilt' | 'unchanged' | 'finishedOn'> & {
        reason?: string
      },
    ) => updateRun(id, outcome),
  }
}

export type ReportFilesRepository = ReturnType<typeof createReportFilesRepository>
