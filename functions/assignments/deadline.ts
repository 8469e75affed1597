import { deadlineText, parseDeadline, zoneOffsetMinutes } from '@campus/core'

/**
 * Deadlines. The legacy client sends a calendar day (`dd-MMM-yyyy`); a student may submit until the end of that
 * day in the college's time zone (legacy-client.md 5.4 names the old client's defects: it refused today as a
 * deadline, and let uploads run until a year before the deadline).
 */

/** The college's time zone: deadlines end at midnight there. */
export const COLLEGE_TIME_ZONE = 'Asia/Kolkata'

const DAY_MS = 24 * 60 * 60 * 1000

/** The legacy compose screen's message, word for word. */
export const DEADLINE_PASSED_MESSAGE = 'Deadline should not be less than current date'

/** The calendar day (`yyyy-mm-dd`) an instant falls on in the college's time zone. */
export function collegeDayOf(at: number, timeZone = COLLEGE_TIME_ZONE): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at)
}

/**
 * The last millisecond of a `dd-MMM-yyyy` day in the college's time zone, or undefined when the text is not a
 * real date.
 */
export function deadlineEnd(deadLine: string, timeZone = COLLEGE_TIME_ZONE): number | undefined {
  const day = parseDeadline(deadLine)
  if (!day) return undefined
  const nextMidnightUtc = Date.UTC(day.year, day.month - 1, day.day) + DAY_MS
  return nextMidnightUtc - zoneOffsetMinutes(timeZone, nextMidnightUtc) * 60_000 - 1
}

/**
 * Whether a submission at `now` is on time, late (in the window the college allows after the deadline), or
 * too late to be taken.
 */
export function submissionTiming(
  deadlineAt: number,
  now: number,
  lateDays: number,
): 'ON_TIME' | 'LATE' | 'CLOSED' {
  if (now <= deadlineAt) return 'ON_TIME'
  return now <= deadlineAt + lateDays * DAY_MS ? 'LATE' : 'CLOSED'
}

/** The deadline text (`dd-MMM-yyyy`) of the college day `days` after the instant `from`. */
export const deadlineDaysFrom = (days: number, from: number) =>
  deadlineText(collegeDayOf(from + days * DAY_MS))
