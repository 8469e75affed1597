import { useEffect, useRef } from 'react'
import useSWR, { useSWRConfig } from 'swr'
import useSWRMutation from 'swr/mutation'
import type { ApiError } from '@/lib/api-error'

/** How often a job being built is read again, unless its source says otherwise. */
const POLL_MS = 1000

/**
 * How a background job's status is read. A `shared` job is one everyone who may start it sees (the zip of an
 * assignment, the latest report build): it is read at once, whoever started it. An `own` job is the one this
 * page starts (the reader's export of a month): it is read only once started, by what the start answered.
 */
export type JobStatusRead<Job> =
  { mode: 'shared'; status: () => Promise<Job> } | { mode: 'own'; status: (started: Job) => Promise<Job> }

/** Where a background job's status is read, and how often. */
export type ExportJobSource<Job> = JobStatusRead<Job> & {
  /** The SWR key its status is kept under; the start's answer is shown under it at once. */
  key: readonly unknown[]
  /** Whether it is still being built: it is read again every `pollMs` while it is. */
  running: (job: Job) => boolean
  pollMs?: number
  /** How often a finished one is read again (its download links expire); never when left out. */
  refreshMs?: number
  /** Told once when a job seen running here has ended (to save its file, or read what it built). */
  onFinished?: (job: Job) => unknown
}

/** A background job as a screen follows it, and the start of a new one. */
export interface ExportJobState<Job> {
  /** Where it stands; undefined before it is read (or, for an own job, before one is started). */
  job: Job | undefined
  /** Why its status could not be read. */
  error: ApiError | undefined
  isLoading: boolean
  running: boolean
  /**
   * Starts a job with `begin` (the POST) and shows its answer at once. A refusal is kept in `startError`
   * (and a shared job read again: a 409 means one already runs); `onError` and `onSuccess` are told too.
   */
  start: (
    begin: () => Promise<Job>,
    told?: { onSuccess?: (job: Job) => unknown; onError?: (error: unknown) => unknown },
  ) => Promise<void>
  starting: boolean
  startError: unknown
}

/**
 * Follows a background job (an export, a zip, a build, a merge): reads its status with SWR, again every
 * `pollMs` while it runs (a 4xx is not asked again, as the app's SWR config says), and starts one through
 * SWR's mutation, whose answer fills the status at once.
 */
export function useExportJob<Job>(source: ExportJobSource<Job>): ExportJobState<Job> {
  const { key, running, pollMs = POLL_MS, refreshMs = 0, onFinished } = source
  const { mutate } = useSWRConfig()
  const starter = useSWRMutation(key, (_key, { arg: begin }: { arg: () => Promise<Job> }) => begin(), {
    populateCache: true,
    revalidate: false,
    throwOnError: false,
  })
  const started = starter.data
  const poll = useSWR<Job, ApiError>(
    source.mode === 'shared' || started !== undefined ? key : null,
    () => {
      if (source.mode === 'shared') return source.status()
      // The key is null until a job is started, so this is only asked with one.
      if (started === undefined) throw new Error('No export has been started.')
      return source.status(started)
    },
    { refreshInterval: (job) => (job !== undefined && running(job) ? pollMs : refreshMs) },
  )
  const job = poll.data

  const seen = useRef<Job>(undefined)
  useEffect(() => {
    const before = seen.current
    seen.current = job
    if (before !== undefined && running(before) && job !== undefined && !running(job)) void onFinished?.(job)
  }, [job, running, onFinished])

  return {
    job,
    error: poll.error,
    isLoading: poll.isLoading,
    running: job !== undefined && running(job),
    start: async (begin, told) => {
      // A new start forgets the last one's answer and refusal.
      starter.reset()
      await starter.trigger(begin, {
        onSuccess: (answer) => void told?.onSuccess?.(answer),
        onError: (error: unknown) => {
          if (source.mode === 'shared') void mutate(key)
          void told?.onError?.(error)
        },
      })
    },
    starting: starter.isMutating,
    startError: starter.error,
  }
}
