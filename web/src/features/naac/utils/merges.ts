import type { JobStatus } from './job-status'

/** Where the merges asked for at once stand: how many have ended, and how. */
export interface MergesState {
  finished: boolean
  completed: number
  failed: number
  total: number
}

/**
 * The state of merges from each one's latest request. A request that cannot be found was not recorded, so it
 * will not finish: it counts as failed.
 */
export function mergesState(latest: readonly ({ status: JobStatus } | null)[]): MergesState {
  const completed = latest.filter((request) => request?.status === 'COMPLETED').length
  const failed = latest.filter((request) => !request || request.status === 'FAILED').length
  return { finished: completed + failed === latest.length, completed, failed, total: latest.length }
}
