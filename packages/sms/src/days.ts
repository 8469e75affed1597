/**
 * The college's days and months, which the SMS log is kept by. Browser-safe (Intl only): the log screen picks a
 * day and the API files each message under the same one.
 */

/**
 * The college's time zone: a message belongs to the day (and month) it was queued on there. The same zone as
 * the jobs' schedules (functions/jobs/catalog.ts), named here because packages see no domain.
 */
export const SMS_TIME_ZONE = 'Asia/Kolkata'

const dateParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: SMS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** `yyyy-mm-dd` of the instant `ms` in the college's time zone: any instant of a day names that day. */
export function smsDayOf(ms: number): string {
  const parts = Object.fromEntries(dateParts.formatToParts(ms).map(({ type, value }) => [type, value]))
  return `${parts.year}-${parts.month}-${parts.day}`
}

/** `yyyy-mm` of the instant `ms` in the college's time zone. */
export const smsMonthOf = (ms: number) => smsDayOf(ms).slice(0, 7)

const MONTH_YEAR = /^(\d{4})-(0[1-9]|1[0-2])$/

/** Whether `value` is a month as the monthly report names it: `yyyy-mm`. */
export const isMonthYear = (value: string) => MONTH_YEAR.test(value)

/** Every day (`yyyy-mm-dd`) of a `yyyy-mm` month, first to last. */
export function daysOfMonth(monthYear: string): string[] {
  const match = MONTH_YEAR.exec(monthYear)
  if (!match) throw new Error(`"${monthYear}" is not a month (yyyy-mm).`)
  const [, year = '', month = ''] = match
  const length = new Date(Date.UTC(Number(year), Number(month), 0)).getUTCDate()
  return Array.from({ length }, (_, index) => `${monthYear}-${String(index + 1).padStart(2, '0')}`)
}
