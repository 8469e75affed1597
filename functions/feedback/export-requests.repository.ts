import type { ExportRequestItem, FeedbackEntities } from './entities'

/** Export requests (`EXPORT#<id>` / `EXPORT`): what the page polls while the export job writes the workbook. */
export function createExportRequestsRepository(entities: FeedbackEntities) {
  return {
    async find(id: string): Promise<ExportRequestItem | undefined> {
      const { data } = await entities.exportRequest.get({ id }).go()
      return data ?? undefined
    },

    async create(request: ExportRequestItem) {
      await entities.exportRequest.create(request).go()
    },

    /** Records that the export failed, with the message the page shows. */
    async markFailed(id: string, error: string) {
      await entities.exportRequest.patch({ id }).set({ status: 'FAILED', error }).go()
    },
  }
}

export type ExportRequestsRepository = ReturnType<typeof createExportRequestsRepository>
