/**
 * The SMS log's days and statuses. A day is the college's day (Asia/Kolkata, as the sms domain counts them),
 * whatever the browser's zone, so "25 Nov" here is "25 Nov" on the server.
 */
export const COLLEGE_TIME_ZONE = 'Asia/Kolkata'

/** Noon on the day a date input names, in the college's zone (06:30 UTC): well inside that day. */
export function collegeDayInstant(dateInput: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateInput)
  if (!match) return undefined
  const [, year = 0, month = 1, day = 1] = match.map(Number)
  const instant = Date.UTC(year, month - 1, day, 6, 30)
  // 2026-02-31 would roll over into March: a day that does not exist is no day.
  return new Date(instant).getUTCDate() === day ? instant : undefined
}

/** Today in the college's zone, as a date input holds it (yyyy-MM-dd). */
export const collegeToday = (now = Date.now()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: COLLEGE_TIME_ZONE }).format(now)

/** A log entry's status (legacy-client 5.6): P queued, S sent, F failed. */
export type SmsStatus = 'P' | 'S' | 'F'

/** The log's filter: every status (A, "Show all") or one, in the order the filter lists them. */
export const STATUS_FILTERS = ['A', 'F', 'P', 'S'] as const

export type StatusFilter = (typeof STATUS_FILTERS)[number]

/** Entries shown a page, and read from the server a request (legacy-client 5.6). */
export const SMS_PAGE = 10
export const SMS_FETCH = 25

/** How many server reads of {@link SMS_FETCH} a page of {@link SMS_PAGE} needs, counting from the first. */
export const readsForPage = (page: number) => Math.ceil((page * SMS_PAGE) / SMS_FETCH)
