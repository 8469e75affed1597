import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3'
import { getSignedUrl } from '@aws-sdk/s3-request-presigner'
import { type Caller, conflict, notFound } from '@campus/core'
import { jobRequestKey, newId, startJobRequest } from '@campus/db'
import { attachmentDisposition, CONTENT_TYPES } from '@campus/files'
import type { JobStarter } from '@campus/runtime'
import { assertMayManageAssignment } from './access-rules'
import type { AssignmentsRepository } from './assignments.repository'
import type { AuditTrail } from './audit-trail'
import type { StoredSubmission, StoredZipExport } from './entities'
import type { SubmissionsZip } from './routes/zip-schemas'
import { zipFileName } from './zip-entries'
import type { ZipExportsRepository } from './zip-exports.repository'

/** The job that builds a requested zip (manifest.ts, submissions-zip.job.ts). */
export const SUBMISSIONS_ZIP_JOB = 'assignment-submissions-zip'

/** How long a download link works. */
const DOWNLOAD_LINK_SECONDS = 300

/** What a zip that stalled (@campus/db's JOB_STALLED_AFTER_MS) is answered with; a new request replaces it. */
const STALLED_REASON = 'The zip did not finish. Ask for it again.'

/** The exports bucket deletes what is under `exports/` 30 days after it is written (the storage stack). */
export const ZIP_KEPT_MS = 30 * 24 * 60 * 60 * 1000
const DELETED_REASON = 'The zip was deleted after 30 days. Ask for it again.'

/** What a zip holds, as a key: each student's submitted file. The same files give the same key. */
export const zipSourceOf = (submissions: readonly Pick<StoredSubmission, 'studentId' | 'file'>[]) =>
  jobRequestKey(
    ...submissions
      .map((submission) => `${submission.studentId}:${submission.file.fileKey}:${submission.file.versionId}`)
      .sort(),
  )

/**
 * One zip of every submission to an assignment, built in the background (ARCHITECTURE.md section 6, as the
 * monthly SMS workbook): a request is recorded as PROCESSING and handed to the jobs runner (a one-time schedule
 * on AWS, in process locally), which streams each submitted file into a zip in the exports bucket; the page polls
 * the request for its progress and, once READY, gets a short-lived presigned link. Staff who manage the
 * assignment share its one zip.
 */
export function createZipExportsService(deps: {
  assignments: AssignmentsRepository
  requests: ZipExportsRepository
  audit: AuditTrail
  s3: S3Client
  /** The exports bucket: this function only presigns downloads from it. */
  bucket: string
  startJob: JobStarter
  now?: () => number
}) {
  const now = deps.now ?? Date.now

  async function present(item: StoredZipExport): Promise<SubmissionsZip> {
    const { status, done, total, fileName, requestedOn, reason } = item
    const shown: SubmissionsZip = { status, done, total, fileName, requestedOn }
    const at = now()
    if (deps.requests.isStalled(item, at)) return { ...shown, status: 'FAILED', reason: STALLED_REASON }
    if (status === 'PROCESSING') return shown
    if (status === 'FAILED') return { ...shown, reason: reason ?? STALLED_REASON }
    // READY is always recorded with its key; the bucket has deleted it once it is 30 days old.
    if (!item.objectKey || (item.finishedOn ?? requestedOn) < at - ZIP_KEPT_MS)
      return { ...shown, status: 'FAILED', reason: DELETED_REASON }
    const url = await getSignedUrl(
      deps.s3,
      new GetObjectCommand({
        Bucket: deps.bucket,
        Key: item.objectKey,
        ResponseContentDisposition: attachmentDisposition(fileName),
        ResponseContentType: CONTENT_TYPES.zip,
      }),
      { expiresIn: DOWNLOAD_LINK_SECONDS },
    )
    return { ...shown, url }
  }

  return {
    /**
     * `POST /api/assignment/{id}/zip`: starts a zip of every submission unless one of the assignment is running,
     * or a READY one of the same files is fresh (then that one is answered and nothing starts): one Query of
     * the assignment's partition (its submissions with it), then the conditional put. Audited.
     */
    async request(caller: Caller, id: string): Promise<SubmissionsZip> {
      const { assignment, submissions } = await deps.assignments.withSubmissions(id)
      if (!assignment) throw notFound('Assignment', id)
      assertMayManageAssignment(caller.actor, assignment)
      if (!submissions.length)
        throw conflict(
          'NO_SUBMISSIONS',
          'Nobody has submitted anything to this assignment yet: there is nothing to zip.',
        )
      const at = now()
      const request: StoredZipExport = {
        id: newId(),
        assignmentId: id,
        status: 'PROCESSING',
        done: 0,
        total: submissions.length,
        fileName: zipFileName(assignment.title),
        requestedBy: caller.actor.userId,
        requestedOn: at,
        builtFrom: zipSourceOf(submissions),
      }
      return present(
        await startJobRequest(deps.requests, request, {
          recorded: () =>
            deps.audit(caller, {
              entity: 'assignment',
              id,
              action: 'ZIP',
              after: { requestId: request.id, total: request.total, fileName: request.fileName },
            }),
          start: () => deps.startJob({ job: SUBMISSIONS_ZIP_JOB, assignmentId: id, requestId: request.id }),
          notStarted: () => ({
            status: 'FAILED',
            reason: 'The zip could not be started. Try again.',
            finishedOn: now(),
          }),
        }),
      )
    },

    /**
     * `GET /api/assignment/{id}/zip`: the assignment's latest zip, or NONE when nobody asked for one. Two
     * GetItems at once.
     */
    async latest(caller: Caller, id: string): Promise<SubmissionsZip> {
      const [assignment, request] = await Promise.all([
        deps.assignments.find(id),
        deps.requests.find({ assignmentId: id }),
      ])
      if (!assignment) throw notFound('Assignment', id)
      assertMayManageAssignment(caller.actor, assignment)
      return request ? present(request) : { status: 'NONE', done: 0, total: 0 }
    },
  }
}

export type ZipExportsService = ReturnType<typeof createZipExportsService>
