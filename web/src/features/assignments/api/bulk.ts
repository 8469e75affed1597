import useSWR, { type SWRResponse } from 'swr'
import { call } from '@/lib/api-client'
import type { ApiError } from '@/lib/api-error'
import { assignmentsApi } from './assignments'

/**
 * The two calls that act on a whole assignment's class: a zip of every submission, built in the background
 * (`POST|GET /api/assignment/{id}/zip`), and a reminder to those who have not submitted
 * (`POST /api/assignment/{id}/remind`).
 */

export const startZip = (id: string) =>
  call(assignmentsApi.api.assignment[':id'].zip.$post({ param: { id } }))

/** Where the zip of an assignment's submissions stands: NONE, PROCESSING (done of total), READY or FAILED. */
export type ZipState = Awaited<ReturnType<typeof startZip>>

/** What a reminder did: students reminded, SMS queued, and when. */
export type Reminded = Awaited<ReturnType<typeof remindMissing>>

/** How often the zip's progress is read while it is built. */
const POLL_MS = 2000

/** Where the zip stands; read again every two seconds while it is being built. */
export const useZipState = (id: string): SWRResponse<ZipState, ApiError> =>
  useSWR<ZipState, ApiError>(
    ['assignments', 'zip', id],
    () => call(assignmentsApi.api.assignment[':id'].zip.$get({ param: { id } })),
    { refreshInterval: (latest) => (latest?.status === 'PROCESSING' ? POLL_MS : 0) },
  )

/** Reminds the students who have not submitted, by announcement and, with `sms`, by SMS. */
export const remindMissing = (id: string, sms: boolean) =>
  call(
    assignmentsApi.api.assignment[':id'].remind.$post({ param: { id }, json: { sms: sms ? 'YES' : 'NO' } }),
  )
