import { conflict } from '@campus/core'
import { createJobRequests } from '@campus/db'
import type { MonthlyExportItem, SmsEntities } from './entities'

/** Which export: a caller's month. */
export type MonthlyExportKey = Pick<MonthlyExportItem, 'requestedBy' | 'monthYear'>

/**
 * The monthly workbook exports (`SMSEXPORT#<userId>#<yyyy-mm>` / `EXPORT`): one item per caller and month, the
 * latest request, kept by @campus/db's job requests. Its job's writes are conditional on the request's id and on
 * it still running, so a request that replaced a stalled one is never touched by the stalled one's job.
 */
export const createMonthlyExportsRepository = (entities: SmsEntities) =>
  createJobRequests({
    entity: () => entities.monthlyExport,
    keyOf: ({ requestedBy, monthYear }: MonthlyExportKey) => ({ requestedBy, monthYear }),
    requestId: 'id',
    startedOn: 'createdOn',
    busy: ({ monthYear }) =>
      conflict(
        'SMS_EXPORT_BUSY',
        `Your export of ${monthYear} keeps changing as this one starts. Try again in a moment.`,
      ),
  })

export type MonthlyExportsRepository = ReturnType<typeof createMonthlyExportsRepository>
