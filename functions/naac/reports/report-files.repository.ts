import type { NaacEntities, ReportKind, StoredReportFile } from '../entities'

/** Report workbooks' records (entities.ts `reportFile`); the builds are report-runs.repository.ts'. */
export function createReportFilesRepository(entities: NaacEntities) {
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
  }
}

export type ReportFilesRepository = ReturnType<typeof createReportFilesRepository>
