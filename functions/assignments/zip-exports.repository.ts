import { conflict } from '@campus/core'
import { isConditionalFailure, writtenUnlessConditionFails } from '@campus/db'
import type { AssignmentsEntities, StoredZipExport } from './entities'

/** How a zip ended: READY with where it is, or FAILED with the reason the page shows. */
export type ZipOutcome =
  | { status: 'READY'; done: number; total: number; objectKey: string; bytes: number; finishedOn: number }
  | { status: 'FAILED'; reason: string; finishedOn: number }

/** A put that lost to a running zip this many times in a row gives up (each loss means one just ended). */
const CREATE_ATTEMPTS = 3

/**
 * The zips of assignments' submissions (`ZIP#<assignmentId>` / `ZIP`): one item per assignment, its latest
 * request. The job's writes are conditional on the request's id and on it still running, so a request that
 * replaced a stalled one is never touched by the stalled one's job.
 */
export function createZipExportsRepository(entities: AssignmentsEntities) {
  const find = async (assignmentId: string, consistent = false): Promise<StoredZipExport | undefined> =>
    (await entities.zipExport.get({ assignmentId }).go({ consistent })).data ?? undefined

  /** One conditional update of a running request, by its id: false once it is replaced or has ended. */
  const updateRunning = (
    request: StoredZipExport,
    changes: Partial<Omit<StoredZipExport, 'id' | 'assignmentId'>>,
  ) =>
    writtenUnlessConditionFails(() =>
      entities.zipExport
        .patch({ assignmentId: request.assignmentId })
        .set(changes)
        .where(({ id, status }, { eq }) => `${eq(id, request.id)} AND ${eq(status, 'PROCESSING')}`)
        .go(),
    )

  return {
    /** The assignment's latest zip: one GetItem. */
    find,

    /**
     * Records `request` as the assignment's zip unless one is still running: one conditional put, which
     * replaces a zip that ended, or one still PROCESSING but requested before `stalledBefore` (its job died).
     * When one is running, it is answered instead and nothing is written.
     */
    async createUnlessRunning(
      request: StoredZipExport,
      stalledBefore: number,
    ): Promise<{ created: true } | { created: false; running: StoredZipExport }> {
      for (let attempt = 1; attempt <= CREATE_ATTEMPTS; attempt++) {
        try {
          await entities.zipExport
            .put(request)
            .where(
              ({ status, requestedOn }, { notExists, ne, lt }) =>
                `${notExists(status)} OR ${ne(status, 'PROCESSING')} OR ${lt(requestedOn, stalledBefore)}`,
            )
            .go()
          return { created: true }
        } catch (error) {
          if (!isConditionalFailure(error)) throw error
        }
        const running = await find(request.assignmentId, true)
        if (running?.status === 'PROCESSING' && running.requestedOn >= stalledBefore)
          return { created: false, running }
        // It ended between the put and the read: the next put takes its place.
      }
      throw conflict(
        'ZIP_BUSY',
        'The zip of this assignment keeps changing as this one starts. Try again in a moment.',
      )
    },

    /** Records how far a running zip is; false when it no longer runs (replaced, or ended). */
    progress: (request: StoredZipExport, done: number, total: number) =>
      updateRunning(request, { done, total }),

    /** Records how a running zip ended; false when it no longer runs (replaced, or ended). */
    finish: (request: StoredZipExport, outcome: ZipOutcome) => updateRunning(request, outcome),
  }
}

export type ZipExportsRepository = ReturnType<typeof createZipExportsRepository>
