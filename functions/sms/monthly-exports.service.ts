import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3'
import { getSignedUrl } from '@aws-sdk/s3-request-presigner'
import { AppError, badRequest, forbidden, type Caller, type Principal } from '@campus/core'
import { newId, startJobRequest } from '@campus/db'
import type { JobStarter } from '@campus/runtime'
import { isMonthYear } from '@campus/sms'
import { isSmsStaff } from './access-rules'
import type { AuditTrail } from './audit-trail'
import type { MonthlyExportItem } from './entities'
import type { MonthlyExportsRepository } from './monthly-exports.repository'

/** The job that writes a requested month's workbook (manifest.ts, monthly-export.job.ts). */
export const SMS_MONTHLY_EXPORT_JOB = 'sms-monthly-export'

/** How long a download link works. */
const DOWNLOAD_LINK_SECONDS = 300

/** What an export that stalled (@campus/db's JOB_STALLED_AFTER_MS) is answered with; a new one replaces it. */
const STALLED_MESSAGE = 'The export did not finish. Try again.'

/** The exports bucket deletes workbooks under `exports/` 30 days after they are written (the storage stack). */
export const EXPORT_KEPT_MS = 30 * 24 * 60 * 60 * 1000
const DELETED_MESSAGE = 'The workbook was deleted after 30 days. Export the month again.'

/** The workbook's name when downloaded, as it always was. */
export const monthlyExportFileName = (monthYear: string) => `SMS ${monthYear}.xlsx`

/** A month's export as the page polls it; `downloadUrl` and `expiresOn` once READY, `error` once FAILED. */
export interface MonthlyExport {
  id: string
  monthYear: string
  status: MonthlyExportItem['status']
  progress: number
  fileName: string
  createdOn: number
  rows?: number
  downloadUrl?: string
  expiresOn?: number
  error?: string
}

function monthOrRefuse(monthYear: string) {
  if (!isMonthYear(monthYear))
    throw badRequest('SMS_MONTH_INVALID', `"${monthYear}" is not a month; give it as yyyy-mm (2026-11).`)
  return monthYear
}

/**
 * The monthly SMS workbooks, built in the background (ARCHITECTURE.md section 6): a request is recorded as
 * PROCESSING and handed to the jobs runner (a one-time schedule on AWS, in-process locally), which writes the
 * workbook to the exports bucket with the messages the caller may see; the page polls the request for its
 * progress and, once READY, gets a short-lived presigned link. Each caller has their own export of a month.
 */
export function createMonthlyExportsService(deps: {
  requests: MonthlyExportsRepository
  audit: AuditTrail
  s3: S3Client
  bucket: string
  startJob: JobStarter
}) {
  async function present(item: MonthlyExportItem): Promise<MonthlyExport> {
    const { id, monthYear, status, progress, fileName, createdOn, rows, error } = item
    const shown: MonthlyExport = {
      id,
      monthYear,
      status,
      progress,
      fileName,
      createdOn,
      ...(rows === undefined ? {} : { rows }),
      ...(error === undefined ? {} : { error }),
    }
    const now = Date.now()
    if (deps.requests.isStalled(item, now)) return { ...shown, status: 'FAILED', error: STALLED_MESSAGE }
    if (status !== 'READY' || !item.objectKey) return shown
    if ((item.finishedOn ?? createdOn) < now - EXPORT_KEPT_MS)
      return { ...shown, status: 'FAILED', error: DELETED_MESSAGE }
    const downloadUrl = await getSignedUrl(
      deps.s3,
      new GetObjectCommand({
        Bucket: deps.bucket,
        Key: item.objectKey,
        ResponseContentDisposition: `attachment; filename="${fileName}"`,
      }),
      { expiresIn: DOWNLOAD_LINK_SECONDS },
    )
    return { ...shown, downloadUrl, expiresOn: now + DOWNLOAD_LINK_SECONDS * 1000 }
  }

  return {
    /**
     * Starts an export of the month's SMS the caller may see (every message for the administrator, their own
     * for others), unless one of theirs is running: then that one is answered and nothing starts. Audited.
     */
    async request(caller: Caller, monthYear: string): Promise<MonthlyExport> {
      const { actor } = caller
      // The route's guard lets only these through; the job reads the log as this user type.
      if (!isSmsStaff(actor.userType))
        throw forbidden('The SMS report is for the administrator, HODs and faculty.')
      const now = Date.now()
      const request: MonthlyExportItem = {
        id: newId(),
        requestedBy: actor.userId,
        requesterType: actor.userType,
        monthYear: monthOrRefuse(monthYear),
        status: 'PROCESSING',
        progress: 0,
        fileName: monthlyExportFileName(monthYear),
        createdOn: now,
      }
      return present(
        await startJobRequest(deps.requests, request, {
          recorded: () =>
            deps.audit(caller, {
              entity: 'smsExport',
              id: request.id,
              action: 'REQUEST',
              after: { monthYear },
            }),
          start: () =>
            deps.startJob({
              job: SMS_MONTHLY_EXPORT_JOB,
              requestedBy: request.requestedBy,
              monthYear,
              exportId: request.id,
            }),
          notStarted: () => ({
            status: 'FAILED',
            error: 'The export could not be started. Try again.',
            finishedOn: Date.now(),
          }),
        }),
      )
    },

    /** The caller's latest export of the month, or a 404 when they never asked for one. One GetItem. */
    async latest(actor: Principal, monthYear: string): Promise<MonthlyExport> {
      const found = await deps.requests.find({
        requestedBy: actor.userId,
        monthYear: monthOrRefuse(monthYear),
      })
      if (!found)
        throw new AppError(
          404,
          'SMS_EXPORT_NOT_FOUND',
          `You have not exported ${monthYear} yet: POST /api/sms/excelReport/monthly/${monthYear} starts it.`,
        )
      return present(found)
    },
  }
}

export type MonthlyExportsService = ReturnType<typeof createMonthlyExportsService>
