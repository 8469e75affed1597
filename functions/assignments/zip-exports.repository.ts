import { conflict } from '@campus/core'
import { createJobRequests } from '@campus/db'
import type { AssignmentsEntities, StoredZipExport } from './entities'

/**
 * How long a READY zip answers a request for the same files instead of a new build. Shorter than the 30 days
 * the bucket keeps it (ZIP_KEPT_MS); a zip of the same files is the same zip, so a day saves every rebuild a
 * class's staff would ask for.
 */
export const ZIP_FRESH_MS = 24 * 60 * 60 * 1000

/**
 * The zips of assignments' submissions (`ZIP#<assignmentId>` / `ZIP`): one item per assignment, its latest
 * request, kept by @campus/db's job requests. A request while one runs, or while a READY one of the same files
 * (`builtFrom`) is fresh, is answered with it and builds nothing. The job's writes are conditional on the
 * request's id and on it still running, so a request that replaced a stalled one is never touched by the
 * stalled one's job.
 */
export const createZipExportsRepository = (entities: AssignmentsEntities) =>
  createJobRequests({
    entity: () => entities.zipExport,
    keyOf: ({ assignmentId }: Pick<StoredZipExport, 'assignmentId'>) => ({ assignmentId }),
    requestId: 'id',
    startedOn: 'requestedOn',
    fresh: { status: 'READY', ms: ZIP_FRESH_MS, sameAs: 'builtFrom' },
    busy: () =>
      conflict(
        'ZIP_BUSY',
        'The zip of this assignment keeps changing as this one starts. Try again in a moment.',
      ),
  })

export type ZipExportsRepository = ReturnType<typeof createZipExportsRepository>
