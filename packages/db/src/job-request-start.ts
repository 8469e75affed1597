import type { StartAnswer } from './job-requests'

/** What a service needs of a domain's job requests (createJobRequests) to start one. */
export interface StartableRequests<Item> {
  startOrFindRunning(request: Item): Promise<StartAnswer<Item>>
  finish(request: Item, changes: Partial<Item>): Promise<boolean>
}

/** The steps of a start after the request is recorded. */
export interface StartSteps<Item> {
  /** What else a start records, once the request is (its audit record). */
  recorded?: () => Promise<unknown>
  /** Starts the request's job: a one-time schedule on AWS, in process locally. */
  start: () => Promise<unknown>
  /** How the request ends when its job cannot start (its status, the reason the page shows, when). */
  notStarted: () => Partial<Item>
}

/**
 * A service's start of a job request: records `request` unless one runs (then that one is answered, and
 * nothing is written or started), then `recorded`, then starts the job. A job that cannot start ends the
 * request as `notStarted` says, and that is answered, so the caller may ask again at once.
 * @returns the request to answer: the running one, this one, or this one as it ended
 */
export async function startJobRequest<Item>(
  requests: StartableRequests<NoInfer<Item>>,
  request: Item,
  steps: StartSteps<NoInfer<Item>>,
): Promise<Item> {
  const answer = await requests.startOrFindRunning(request)
  if (!answer.started) return answer.running
  await steps.recorded?.()
  try {
    await steps.start()
  } catch {
    const ended = steps.notStarted()
    await requests.finish(request, ended)
    return { ...request, ...ended }
  }
  return request
}
