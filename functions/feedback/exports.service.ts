import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3'
import { getSignedUrl } from '@aws-sdk/s3-request-presigner'
import {
  DOWNLOAD_FILE_NAMES,
  forbidden,
  notFound,
  type CreateFeedbackExport,
  type FeedbackExport,
  type FeedbackExportKind,
  type Principal,
  xlsxFileName,
  type Caller,
} from '@campus/core'
import { jobRequestKey, startJobRequest, stripKeys } from '@campus/db'
import type { JobStarter } from '@campus/runtime'
import type { AuditTrail } from './audit-trail'
import type { ExportRequestItem } from './entities'
import type { ExportRequestsRepository } from './export-requests.repository'
import { assertManages } from './access-rules'
import type { SurveysService } from './surveys.service'

/** The job that writes a requested workbook (see export-job.ts). */
export const FEEDBACK_EXPORT_JOB = 'feedback-export'

/** How long a download link works. */
const DOWNLOAD_LINK_SECONDS = 300

/**
 * What an export that stalled (@campus/db's JOB_STALLED_AFTER_MS) is answered with: the page offers to try
 * again, rather than waiting for ever.
 */
const STALLED_MESSAGE = 'The export did not finish. Try again.'

export const EXPORT_FILE_NAMES: Record<FeedbackExportKind, string> = {
  SubjectWise: xlsxFileName(DOWNLOAD_FILE_NAMES.subjectWise),
  FeedbackSurvey: xlsxFileName(DOWNLOAD_FILE_NAMES.feedbackSurvey),
  staff_feedback_report: DOWNLOAD_FILE_NAMES.staffFeedbackReport,
  class_feedback_report: DOWNLOAD_FILE_NAMES.classFeedbackReport,
}

/** Who asked for an export, as the job needs to apply the same scope and confidentiality rules. */
export const requesterOf = (actor: Principal) => ({
  userId: actor.userId,
  userType: actor.userType,
  departmentIds: actor.departmentIds,
  headedDepartmentIds: actor.headedDepartmentIds ?? [],
})

/**
 * An export's id: the same for identical requests (the workbook, and who asks, whose scope and confidentiality
 * rules the job reads with), so they share one request and one job (export-requests.repository.ts).
 */
export const exportIdOf = (input: CreateFeedbackExport, requester: ReturnType<typeof requesterOf>) =>
  jobRequestKey(
    'feedback-export',
    input.kind,
    input.surveyId,
    input.staffId,
    requester.userId,
    requester.userType,
    [...requester.departmentIds].sort().join(','),
    [...requester.headedDepartmentIds].sort().join(','),
  )

/**
 * On-demand Excel exports. A request is recorded as PROCESSING and handed to the jobs runner (a one-time
 * schedule on AWS, in-process locally); the page polls the record for progress and, once READY, gets a
 * short-lived presigned link. Identical requests while one runs, or just after it is READY, are answered with
 * that one and start nothing. Only whoever asked for an export can read it.
 */
export function createExportsService(deps: {
  requests: ExportRequestsRepository
  surveys: SurveysService
  audit: AuditTrail
  s3: S3Client
  bucket: string
  startJob: JobStarter
}) {
  async function find(actor: Principal, id: string) {
    const data = await deps.requests.find({ id })
    // Someone else's export is not found, rather than forbidden: its existence is theirs to know.
    if (!data || data.createdBy !== actor.userId) throw notFound('Export', id)
    return data
  }

  async function present(item: ExportRequestItem): Promise<FeedbackExport> {
    const { objectKey, requester: _requester, ...shown } = stripKeys(item) as ExportRequestItem
    if (deps.requests.isStalled(item, Date.now()))
      return { ...shown, status: 'FAILED', error: STALLED_MESSAGE }
    if (item.status !== 'READY' || !objectKey) return shown
    const downloadUrl = await getSignedUrl(
      deps.s3,
      new GetObjectCommand({
        Bucket: deps.bucket,
        Key: objectKey,
        ResponseContentDisposition: `attachment; filename="${item.fileName}"`,
      }),
      { expiresIn: DOWNLOAD_LINK_SECONDS },
    )
    return { ...shown, downloadUrl }
  }

  return {
    async request(caller: Caller, input: CreateFeedbackExport): Promise<FeedbackExport> {
      const { actor } = caller
      if (input.kind === 'staff_feedback_report') {
        if (actor.userType === 'FACULTY' && actor.userId !== input.staffId)
          throw forbidden('Staff may export only their own feedback report.')
      } else {
        if (actor.userType === 'FACULTY')
          throw forbidden('Only the administrator and HODs export survey reports.')
        assertManages(actor, await deps.surveys.find(input.surveyId!))
      }
      const requester = requesterOf(actor)
      const request: ExportRequestItem = {
        id: exportIdOf(input, requester),
        kind: input.kind,
        ...(input.surveyId ? { surveyId: input.surveyId } : {}),
        ...(input.staffId ? { staffId: input.staffId } : {}),
        status: 'PROCESSING',
        progress: 0,
        fileName: EXPORT_FILE_NAMES[input.kind],
        requester,
        createdOn: Date.now(),
        createdBy: actor.userId,
      }
      return present(
        await startJobRequest(deps.requests, request, {
          recorded: () =>
            deps.audit(caller, { entity: 'export', id: request.id, action: 'REQUEST', after: input }),
          start: () => deps.startJob({ job: FEEDBACK_EXPORT_JOB, exportId: request.id }),
          notStarted: () => ({ status: 'FAILED', error: 'The export could not be started. Try again.' }),
        }),
      )
    },

    get: async (actor: Principal, id: string) => present(await find(actor, id)),
  }
}

export type ExportsService = ReturnType<typeof createExportsService>
