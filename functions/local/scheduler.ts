import type { JobDefinition } from '@campus/http'
import { isScheduled, JOB_TIME_ZONE, type ScheduledJob } from '../jobs/catalog'

/** Minutes the time zone is ahead of UTC at `at` (e.g. 330 for Asia/Kolkata). */
function offsetMinutes(timeZone: string, at: number) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(at)
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value)
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'))
  return Math.round((wall - Math.floor(at / 60_000) * 60_000) / 60_000)
}

/** The next instant after `now` when the wall clock in `timeZone` shows `hour:minute`. */
export function nextRun(now: number, hour: number, minute: number, timeZone = JOB_TIME_ZONE) {
  const offset = offsetMinutes(timeZone, now)
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
