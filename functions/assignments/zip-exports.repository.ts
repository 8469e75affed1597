import { conflict } from '@campus/core'
import { createJobRequests } from '@campus/db'
import type { AssignmentsEntities, StoredZipExport } from './entities'

/**
 * The zips of assignments' submissions (`ZIP#<assignmentId>` / `ZIP`): one item per assignment, its latest
 * request, kept by @campus/db's job requests. The job's writes are conditional on the request's id and on it
 * still running, so a request that replaced a stalled one is never touched by the stalled one's job.
 */
export const createZipExportsRepository = (entities: AssignmentsEntities) =>
  createJobRequests({
    entity: () => entities.zipExport,
    keyOf: ({ assignmentId }: Pick<StoredZipExport, 'assignmentId'>) => ({ assignmentId }),
    requestId: 'id',
    startedOn: 'requestedOn',
    busy: () =>
      conflict(
        'ZIP_BUSY',
        'The zip of this assignment keeps changing as this one starts. Try again in a moment.',
      ),
  })

export type ZipExportsRepository = ReturnType<typeof createZipExportsRepository>
