import type { S3Client } from '@aws-sdk/client-s3'
import type { Principal } from '@campus/core'
import { writeWorkbookToS3, type SheetSpec } from '@campus/reports'
import type { ExportRequestItem } from './entities'
import type { ExportRequestsRepository } from './export-requests.repository'
import { classSheets, rowCount, staffSheets, subjectWiseSheets, surveyWiseSheets } from './export-sheets'
import type { SurveyReportsService } from './survey-reports.service'

/** Who a workbook is read as: the scope and confidentiality rules need only these of a principal. */
export type Reader = Pick<Principal, 'userId' | 'userType' | 'departmentIds' | 'headedDepartmentIds'>

/** A workbook's sheets, read as `reader` would read the report on screen. */
export async function sheetsFor(
  reports: SurveyReportsService,
  reader: Reader,
  request: Pick<ExportRequestItem, 'kind' | 'surveyId' | 'staffId'>,
): Promise<SheetSpec[]> {
  const actor = { ...reader, email: '', name: '', roles: [], rollType: [] } as Principal
  switch (request.kind) {
    case 'SubjectWise':
      return subjectWiseSheets(await reports.subjectWise(actor, request.surveyId!))
    case 'FeedbackSurvey':
      return surveyWiseSheets(await reports.surveyWise(actor, request.surveyId!))
    case 'class_feedback_report':
      return classSheets(await reports.byClass(actor, request.surveyId!))
    case 'staff_feedback_report':
      return staffSheets(await reports.staff(actor, request.staffId!))
  }
}

/** Where an export's workbook is kept in the exports bucket (which expires old exports). */
export const exportObjectKey = (request: { id: string; fileName: string }) =>
  `exports/feedback/${request.id}/${request.fileName}`

/**
 * Writes a requested workbook to the exports bucket, recording progress as it goes, then READY with where the
 * file is, or FAILED with a message the page shows. A request that is no longer PROCESSING is left alone, so a
 * repeated start does no harm; the writes are conditional on it still running.
 */
export async function runFeedbackExport(
  deps: { requests: ExportRequestsRepository; reports: SurveyReportsService; s3: S3Client; bucket: string },
  exportId: string,
) {
  const { requests } = deps
  const request = await requests.find({ id: exportId })
  if (!request) throw new Error(`Export ${exportId} not found`)
  if (request.status !== 'PROCESSING') return { exportId, status: request.status, skipped: true }
  try {
    const sheets = await sheetsFor(deps.reports, request.requester as Reader, request)
    const total = Math.max(rowCount(sheets), 1)
    let shown = 0
    const written = await writeWorkbookToS3({
      s3: deps.s3,
      bucket: deps.bucket,
      key: exportObjectKey(request),
      sheets,
      progressEvery: Math.max(100, Math.ceil(total / 20)),
      onProgress: async (rows) => {
        // Below 100 until the record says READY, so the page never shows 100% without a link.
        const progress = Math.min(99, Math.floor((rows / total) * 100))
        if (progress <= shown) return
        shown = progress
        await requests.progress(request, { progress })
      },
    })
    await requests.finish(request, {
      status: 'READY',
      progress: 100,
      rows: written.rows,
      objectKey: written.key,
    })
    return { exportId, status: 'READY', rows: written.rows }
  } catch (error) {
    const message =
      error instanceof Error && 'status' in error ? error.message : 'The export failed. Try again.'
    await requests.finish(request, { status: 'FAILED', error: message })
    return { exportId, status: 'FAILED', error: message }
  }
}
