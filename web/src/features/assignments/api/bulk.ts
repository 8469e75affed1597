import type { ExportSource } from '@/components/exports/export-job-button'
import type { ExportJob } from '@/components/exports/export-job'
import { call } from '@/lib/api-client'
import { assignmentsApi } from './assignments'

/**
 * The two calls that act on a whole assignment's class: a zip of every submission, built in the background
 * (`POST|GET /api/assignment/{id}/zip`), and a reminder to those who have not submitted
 * (`POST /api/assignment/{id}/remind`).
 */

/** Where the zip of an assignment's submissions stands: NONE, PROCESSING (done of total), READY or FAILED. */
type ZipState = Awaited<ReturnType<typeof readZip>>

const readZip = (id: string) => call(assignmentsApi.api.assignment[':id'].zip.$get({ param: { id } }))

const asExportJob = ({ status, done, total, fileName, url, reason }: ZipState): ExportJob => ({
  status,
  done,
  total,
  fileName,
  downloadUrl: url,
  reason,
})

/** Starts the zip of every submission, or answers the one being built. */
export const startZip = async (id: string) =>
  asExportJob(await call(assignmentsApi.api.assignment[':id'].zip.$post({ param: { id } })))

/**
 * The zip of an assignment's submissions: one for all who manage the assignment, so it shows as it stands
 * when the page opens, and is read every two seconds while it is built.
 */
export const zipSource = (id: string): ExportSource => ({
  mode: 'shared',
  key: ['assignments', 'zip', id],
  status: async () => asExportJob(await readZip(id)),
  pollMs: 2000,
})

/** What a reminder did: students reminded, SMS queued, and when. */
export type Reminded = Awaited<ReturnType<typeof remindMissing>>

/** Reminds the students who have not submitted, by announcement and, with `sms`, by SMS. */
export const remindMissing = (id: string, sms: boolean) =>
  call(
    assignmentsApi.api.assignment[':id'].remind.$post({ param: { id }, json: { sms: sms ? 'YES' : 'NO' } }),
  )
