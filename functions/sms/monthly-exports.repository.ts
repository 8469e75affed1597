import { conflict } from '@campus/core'
import { isConditionalFailure, writtenUnlessConditionFails } from '@campus/db'
import type { MonthlyExportItem, SmsEntities } from './entities'

/** Which export: a caller's month. */
export interface MonthlyExportKey {
  requestedBy: string
  monthYear: string
}

/** How an export ended: READY with its workbook, or FAILED with the message the page shows. */
export type MonthlyExportOutcome =
  | { status: 'READY'; progress: 100; rows: number; objectKey: string; finishedOn: number }
  | { status: 'FAILED'; error: string; finishedOn: number }

/** A put that lost to a running export this many times in a row gives up (each loss means one just finished). */
const CREATE_ATTEMPTS = 3

/**
 * The monthly workbook exports (`SMSEXPORT#<userId>#<yyyy-mm>` / `EXPORT`): one item per caller and month, the
 * latest request. Its job's writes are conditional on the request's id and on it still running, so a request
 * that replaced a stalled one is never touched by the stalled one's job.
 */
export function createMonthlyExportsRepository(entities: SmsEntities) {
  const record = () => entities.monthlyExport
  const keyOf = ({ requestedBy, monthYear }: MonthlyExportKey) => ({ requestedBy, monthYear })

  const find = async (key: MonthlyExportKey, consistent = false) =>
    (await record().get(keyOf(key)).go({ consistent })).data ?? undefined

  /** One conditional update of a running request, by its id: false once it is replaced or has ended. */
  const updateRunning = (
    request: MonthlyExportItem,
    changes: Partial<Omit<MonthlyExportItem, 'id' | 'requestedBy' | 'monthYear'>>,
  ) =>
    writtenUnlessConditionFails(() =>
      record()
        .patch(keyOf(request))
        .set(changes)
        .where(({ id, status }, { eq }) => `${eq(id, request.id)} AND ${eq(status, 'PROCESSING')}`)
        .go(),
    )

  return {
    /** The caller's latest export of the month: one GetItem. */
    find,

    /**
     * Records `request` as the caller's export of the month unless one of theirs is still running: one
     * conditional put, which replaces an export that ended, or one still PROCESSING but started before
     * `stalledBefore` (its job died). When one is running, it is answered instead and nothing is written.
     */
    async createUnlessRunning(
      request: MonthlyExportItem,
      stalledBefore: number,
    ): Promise<{ created: true } | { created: false; running: MonthlyExportItem }> {
      for (let attempt = 1; attempt <= CREATE_ATTEMPTS; attempt++) {
        try {
          await record()
            .put(request)
            .where(
              ({ status, createdOn }, { notExists, ne, lt }) =>
                `${notExists(status)} OR ${ne(status, 'PROCESSING')} OR ${lt(createdOn, stalledBefore)}`,
            )
            .go()
          return { created: true }
        } catch (error) {
          if (!isConditionalFailure(error)) throw error
        }
        const running = await find(request, true)
        if (running?.status === 'PROCESSING' && running.createdOn >= stalledBefore)
          return { created: false, running }
        // It ended between the put and the read: the next put takes its place.
      }
      throw conflict(
        'SMS_EXPORT_BUSY',
        `Your export of ${request.monthYear} keeps changing as this one starts. Try again in a moment.`,
      )
    },

    /** Records how far a running export is; false when it no longer runs (replaced, or ended). */
    progress: (request: MonthlyExportItem, progress: number) => updateRunning(request, { progress }),

    /** Records how a running export ended; false when it no longer runs (replaced, or ended). */
    finish: (request: MonthlyExportItem, outcome: MonthlyExportOutcome) => updateRunning(request, outcome),
  }
}

export type MonthlyExportsRepository = ReturnType<typeof createMonthlyExportsRepository>
