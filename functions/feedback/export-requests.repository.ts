import type { ExportRequestItem, FeedbackEntities } from './entities'
import { idKeyedRecords } from '@campus/db'

/** Export requests (`EXPORT#<id>` / `EXPORT`): what the page polls while the export job writes the workbook. */
export function createExportRequestsRepository(entities: FeedbackEntities) {
  return {
    ...idKeyedRecords<ExportRequestItem>(() => entities.exportRequest),

    /** Records that the export failed, with the message the page shows. */
    async markFailed(id: string, error: string) {
      await entities.exportRequest.patch({ id }).set({ status: 'FAILED', error }).go()
    },
  }
}

export type ExportRequestsRepository = ReturnType<typeof createExportRequestsRepository>
