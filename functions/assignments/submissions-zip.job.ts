import { Readable } from 'node:stream'
import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3'
import { attachmentDisposition } from '@campus/files'
import { writeZipToS3 } from '@campus/reports/zip'
import { logger } from '@campus/runtime'
import * as z from 'zod'
import type { AssignmentsRepository } from './assignments.repository'
import type { StoredSubmission, StoredZipExport } from './entities'
import { zipEntriesOf } from './zip-entries'
import type { ZipExportsRepository } from './zip-exports.repository'

/** What the `assignment-submissions-zip` job is started with (zip-exports.service.ts): which request to fulfil. */
export const SubmissionsZipInputSchema = z.strictObject({
  assignmentId: z.string().min(1),
  requestId: z.string().min(1),
})

export type SubmissionsZipInput = z.infer<typeof SubmissionsZipInputSchema>

/** Where a request's zip is kept: under `exports/`, which the exports bucket expires after 30 days. */
export const submissionsZipObjectKey = (request: Pick<StoredZipExport, 'assignmentId' | 'id'>) =>
  `exports/assignments/${request.assignmentId}/${request.id}.zip`

/** Progress is recorded about this many times over a zip (and never more often than once a file). */
const PROGRESS_STEPS = 20

/** A reason the page shows: the zip cannot be built as things are. */
class ZipRefused extends Error {}

/** Thrown from the progress callback when the request no longer runs, to stop writing (and abort the upload). */
class ZipReplaced extends Error {
  constructor() {
    super('The zip was replaced or ended while it was written')
  }
}

const isMissing = (error: unknown) =>
  error instanceof Error &&
  (error.name === 'NoSuchKey' ||
    error.name === 'NotFound' ||
    (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404)

/** Who a submission is, as the reason of a failed zip names them. */
const whose = (submission: StoredSubmission) =>
  submission.registerNo ? `${submission.studentName} (${submission.registerNo})` : submission.studentName

/**
 * Builds a requested zip of an assignment's submissions in the exports bucket: reads the submissions (one Query
 * of the assignment's partition), then streams each student's file from the attachments bucket into the zip,
 * one at a time (`writeZipToS3`), recording progress every few files, then READY with where the zip is, or FAILED
 * with a reason the page shows (a file missing from storage names its student). A request that is no longer the
 * assignment's running zip (it ended, or a newer one replaced it) is left alone, so a repeated start does no harm.
 */
export async function runSubmissionsZip(
  deps: {
    requests: ZipExportsRepository
    assignments: AssignmentsRepository
    s3: S3Client
    attachmentsBucket: string
    exportsBucket: string
    now: () => number
  },
  input: SubmissionsZipInput,
) {
  const { requestId } = input
  const request = await deps.requests.find({ assignmentId: input.assignmentId }, { consistent: true })
  if (!request || request.id !== requestId) return { requestId, skipped: true, reason: 'REPLACED' }
  if (request.status !== 'PROCESSING') return { requestId, skipped: true, reason: request.status }

  /** A submission's file as a stream, opened when its turn in the zip comes. */
  async function open(submission: StoredSubmission): Promise<Readable> {
    try {
      const { Body } = await deps.s3.send(
        new GetObjectCommand({ Bucket: deps.attachmentsBucket, Key: submission.file.fileKey }),
      )
      if (Body instanceof Readable) return Body
      throw new Error(`The file of ${submission.studentId} came back as no Node stream`)
    } catch (error) {
      if (!isMissing(error)) throw error
      throw new ZipRefused(
        `The file ${submission.file.fileName} of ${whose(submission)} is missing from storage, so the zip could not be built.`,
      )
    }
  }

  try {
    const { assignment, submissions } = await deps.assignments.withSubmissions(request.assignmentId)
    if (!assignment) throw new ZipRefused('The assignment was deleted.')
    const entries = zipEntriesOf(submissions)
    const total = entries.length
    if (!total) throw new ZipRefused('The submissions were withdrawn: there is nothing to zip.')
    const every = Math.ceil(total / PROGRESS_STEPS)
    const key = submissionsZipObjectKey(request)
    const written = await writeZipToS3({
      s3: deps.s3,
      bucket: deps.exportsBucket,
      key,
      contentDisposition: attachmentDisposition(request.fileName),
      entries: entries.map(({ name, store, submission }) => ({
        name,
        store,
        date: new Date(submission.submittedOn),
        open: () => open(submission),
      })),
      onEntry: async (done) => {
        // Below `total` until the record says READY, so the page never shows every file done without a link.
        if (done === total || done % every !== 0) return
        if (!(await deps.requests.progress(request, { done, total }))) throw new ZipReplaced()
      },
    })
    const ready = await deps.requests.finish(request, {
      status: 'READY',
      done: total,
      total,
      objectKey: key,
      bytes: written.bytes,
      finishedOn: deps.now(),
    })
    if (!ready) return { requestId, skipped: true, reason: 'REPLACED' }
    return { requestId, status: 'READY', files: total, bytes: written.bytes }
  } catch (error) {
    if (error instanceof ZipReplaced) return { requestId, skipped: true, reason: 'REPLACED' }
    if (!(error instanceof ZipRefused))
      logger.error('Submissions zip failed', { requestId, assignmentId: request.assignmentId, error })
    const reason = error instanceof ZipRefused ? error.message : 'The zip could not be built. Try again.'
    await deps.requests.finish(request, { status: 'FAILED', reason, finishedOn: deps.now() })
    return { requestId, status: 'FAILED', reason }
  }
}
