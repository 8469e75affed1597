import { createJobRequests } from '@campus/db'
import type { ExportRequestItem, FeedbackEntities } from './entities'

/**
 * Export requests (`EXPORT#<id>` / `EXPORT`): what the page polls while the export job writes the workbook, kept
 * by @campus/db's job requests. Each request has an item of its own, so none waits for another.
 */
export const createExportRequestsRepository = (entities: FeedbackEntities) =>
  createJobRequests({
    entity: () => entities.exportRequest,
    keyOf: ({ id }: Pick<ExportRequestItem, 'id'>) => ({ id }),
    requestId: 'id',
    startedOn: 'createdOn',
  })

export type ExportRequestsRepository = ReturnType<typeof createExportRequestsRepository>
