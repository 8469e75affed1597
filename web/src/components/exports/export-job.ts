import { ApiError } from '@/lib/api-error'

/**
 * A file the server builds in the background (a zip of submissions, a month's SMS workbook, a feedback
 * workbook), as the export button shows it. Each feature reads its own answer into this shape.
 */
export interface ExportJob {
  /** NONE before anyone asked for one (a shared zip), then PROCESSING, and READY or FAILED. */
  status: 'NONE' | 'PROCESSING' | 'READY' | 'FAILED'
  /** How far it has come, when the server counts what it has done (files zipped of the submissions). */
  done?: number
  total?: number
  /** How far it has come, 0 to 100, when the server says so itself. */
  percent?: number
  fileName?: string
  /** A short-lived link to the file, once READY. */
  downloadUrl?: string
  /** Why it FAILED, in the server's words. */
  reason?: string
}

/** The job's progress as a whole percentage: the server's own, else done of total, else 0. */
export function percentOf(job: Pick<ExportJob, 'done' | 'total' | 'percent'>): number {
  if (job.percent !== undefined) return job.percent
  return job.total ? Math.round(((job.done ?? 0) / job.total) * 100) : 0
}

/** Whether an error will not change by asking again (a 4xx: the job is gone, or not the reader's). */
export const isRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status >= 400 && error.status < 500

/** What went wrong with an export, and whether it was the start (the job never began) or the build. */
export interface ExportFailure {
  stage: 'start' | 'build'
  message: string
}

/**
 * Why an export shows as failed, if it does: the start was refused; the build FAILED; or its status could not
 * be read, when that will not change (a refusal) or nothing was read before it. A blip once progress has
 * come back is not shown: SWR asks again while the bar stays.
 * @param fallback the words when the server gave none: per stage
 */
export function exportFailure(
  {
    job,
    startError,
    readError,
  }: { job: ExportJob | undefined; startError: unknown; readError: ApiError | undefined },
  fallback: { start: string; build: string },
): ExportFailure | undefined {
  if (startError)
    return { stage: 'start', message: startError instanceof ApiError ? startError.message : fallback.start }
  if (job?.status === 'FAILED') return { stage: 'build', message: job.reason ?? fallback.build }
  if (readError && (!job || isRefusal(readError))) return { stage: 'build', message: readError.message }
  return undefined
}
