import { createJobRequests } from '@campus/db'
import type { ExportRequestItem, FeedbackEntities } from './entities'

/**
 * How long a written workbook answers an identical request instead of a new job: a burst of clicks (or 50
 * tabs) gets the one workbook, while answers that keep coming in are in the next one asked for after this.
 */
export const EXPORT_FRESH_MS = 2 * 60 * 1000

/**
 * Export requests (`EXPORT#<id>` / `EXPORT`): what the page polls while the export job writes the workbook, kept
 * by @campus/db's job requests. The id is the request's identity (exports.service.ts `exportIdOf`), so identical
 * requests share one item: while its job runs, or for EXPORT_FRESH_MS once READY, they are answered with it and
 * start nothing; different requests never wait for each other.
 */
export const createExportRequestsRepository = (entities: FeedbackEntities) =>
  createJobRequests({
    entity: () => entities.exportRequest,
    keyOf: ({ id }: Pick<ExportRequestItem, 'id'>) => ({ id }),
    requestId: 'id',
    startedOn: 'createdOn',
    fresh: { status: 'READY', ms: EXPORT_FRESH_MS },
  })

export type ExportRequestsRepository = ReturnType<typeof createExportRequestsRepository>
