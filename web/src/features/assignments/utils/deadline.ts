import { deadlineText, parseDeadline } from '@campus/core'
import type { TFunction } from 'i18next'

/**
 * Deadlines are calendar days in the college's time zone: a student may submit until the end of that day
 * there (functions/assignments/deadline.ts). The compose form checks the day before sending; the server
 * checks again.
 */

/** The college's time zone, where deadlines end at midnight. */
const COLLEGE_TIME_ZONE = 'Asia/Kolkata'

/** Today's date in the college (`yyyy-mm-dd`), whatever the browser's zone. */
export const collegeToday = (now = Date.now()) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: COLLEGE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now)

/** What is wrong with a chosen deadline day: none given (or no real day), or a day already past. */
export type DeadlineProblem = 'required' | 'passed'

/** Why a chosen deadline day (`yyyy-mm-dd`) cannot be used, or undefined when it can (today is allowed). */
export function deadlineProblem(isoDay: string, now = Date.now()): DeadlineProblem | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDay) || !parseDeadline(deadlineText(isoDay))) return 'required'
  // yyyy-mm-dd texts compare as the days they name.
  return isoDay < collegeToday(now) ? 'passed' : undefined
}

/** A deadline problem as the form says it (the legacy compose screen's messages, word for word). */
export const deadlineMessage = (problem: DeadlineProblem, t: TFunction<'assignments'>) =>
  problem === 'passed' ? t('draft.deadlinePassed') : t('draft.deadlineRequired')

/** A stored deadline (`dd-MMM-yyyy`) as a date input's value (`yyyy-mm-dd`); '' when it is not a date. */
export function isoDayOf(deadLine: string) {
  const day = parseDeadline(deadLine)
  if (!day) return ''
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${day.year}-${pad(day.month)}-${pad(day.day)}`
}
