import type { S3Client } from '@aws-sdk/client-s3'
import { logger } from '@campus/runtime'
import { writeWorkbookToS3 } from '@campus/reports'
import { isMonthYear } from '@campus/sms'
import * as z from 'zod'
import { senderScopeOf } from './access-rules'
import type { SmsCountersRepository } from './counters.repository'
import type { MonthlyExportItem } from './entities'
import type { MonthlyExportsRepository } from './monthly-exports.repository'
import { monthSheet, type MonthReader } from './monthly-workbook'
import type { SmsLogRepository } from './sms-log.repository'

/** What the `sms-monthly-export` job is started with (monthly-exports.service.ts): which request to fulfil. */
export const SmsMonthlyExportInputSchema = z.strictObject({
  requestedBy: z.string().min(1),
  monthYear: z.string().refine(isMonthYear, 'monthYear is yyyy-mm'),
  exportId: z.string().min(1),
})

export type SmsMonthlyExportInput = z.infer<typeof SmsMonthlyExportInputSchema>

/** Where a request's workbook is kept: under `exports/`, which the exports bucket expires after 30 days. */
export const monthlyExportObjectKey = (request: Pick<MonthlyExportItem, 'id'>) =>
  `exports/sms/monthly/${request.id}.xlsx`

/** Thrown from the progress callback when the request no longer runs, to stop writing (and abort the upload). */
class ExportReplaced extends Error {
  constructor() {
    super('The export was replaced or ended while it was written')
  }
}

/**
 * Writes a requested month's workbook to the exports bucket with @campus/reports' streaming writer, reading the
 * month as the requester would (their scope, their phone masking), recording progress as it goes, then READY
 * with where the file is, or FAILED with a message the page shows. Progress is measured against the month's
 * counters (messages sent and failed), and stays below 100 until READY. A request that is no longer the
 * caller's running export of the month (it ended, or a newer one replaced it) is left alone, so a repeated
 * start does no harm.
 */
export async function runSmsMonthlyExport(
  deps: {
    requests: MonthlyExportsRepository
    log: SmsLogRepository
    counters: SmsCountersRepository
    s3: S3Client
    bucket: string
    now: () => number
  },
  input: SmsMonthlyExportInput,
) {
  const { exportId } = input
  const request = await deps.requests.find(input, { consistent: true })
  if (!request || request.id !== exportId) return { exportId, skipped: true, reason: 'REPLACED' }
  if (request.status !== 'PROCESSING') return { exportId, skipped: true, reason: request.status }
  const reader: MonthReader = { userId: request.requestedBy, userType: request.requesterType }
  const counted = await deps.counters.month(request.monthYear, senderScopeOf(reader))
  const expected = Math.max(counted.smsCount + counted.smsFailCount, 1)
  let shown = 0
  try {
    const written = await writeWorkbookToS3({
      s3: deps.s3,
      bucket: deps.bucket,
      key: monthlyExportObjectKey(request),
      sheets: [monthSheet(deps.log, reader, request.monthYear)],
      progressEvery: Math.max(100, Math.ceil(expected / 20)),
      onProgress: async (rows) => {
        // Below 100 until the record says READY, so the page never shows 100% without a link. Messages still
        // queued are not in the counters, so the rows may pass the estimate.
        const progress = Math.min(99, Math.floor((rows / expected) * 100))
        if (progress <= shown) return
        shown = progress
        if (!(await deps.requests.progress(request, { progress }))) throw new ExportReplaced()
      },
    })
    const ready = await deps.requests.finish(request, {
      status: 'READY',
      progress: 100,
      rows: written.rows,
      objectKey: written.key,
      finishedOn: deps.now(),
    })
    if (!ready) return { exportId, skipped: true, reason: 'REPLACED' }
    return { exportId, status: 'READY', rows: written.rows, bytes: written.bytes }
  } catch (error) {
    if (error instanceof ExportReplaced) return { exportId, skipped: true, reason: 'REPLACED' }
    logger.error('SMS monthly export failed', { exportId, monthYear: request.monthYear, error })
    const message =
      error instanceof Error && 'status' in error ? error.message : 'The export failed. Try again.'
    await deps.requests.finish(request, { status: 'FAILED', error: message, finishedOn: deps.now() })
    return { exportId, status: 'FAILED', error: message }
  }
}
