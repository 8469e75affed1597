import { zoneOffsetMinutes } from '@campus/core'
import type { JobDefinition } from '@campus/http'
import { isScheduled, JOB_TIME_ZONE, type ScheduledJob } from '../jobs/catalog'

/** The next instant after `now` when the wall clock in `timeZone` shows `hour:minute`. */
export function nextRun(now: number, hour: number, minute: number, timeZone = JOB_TIME_ZONE) {
  const offset = zoneOffsetMinutes(timeZone, now)
  const wallNow = new Date(now + offset * 60_000)
  let candidate =
    Date.UTC(wallNow.getUTCFullYear(), wallNow.getUTCMonth(), wallNow.getUTCDate(), hour, minute) -
    offset * 60_000
  if (candidate <= now) candidate += 24 * 60 * 60 * 1000
  return candidate
}

/**
 * Runs each scheduled job daily at its time in the college's time zone, as EventBridge Scheduler does on
 * AWS, by calling the same job function. On-demand jobs (no schedule) are left to whoever starts them.
 * Returns a function that stops it.
 */
export function startScheduler(run: (job: string) => Promise<void>, registry: readonly JobDefinition[]) {
  const timers = new Map<string, NodeJS.Timeout>()
  const schedule = (job: ScheduledJob) => {
    const delay = nextRun(Date.now(), Number(job.schedule.hour), Number(job.schedule.minute)) - Date.now()
    const timer = setTimeout(() => {
      void run(job.name).finally(() => schedule(job))
    }, delay)
    timer.unref()
    timers.set(job.name, timer)
  }
  registry.filter(isScheduled).forEach(schedule)
  return () => timers.forEach((timer) => clearTimeout(timer))
}
