import * as z from 'zod'

/**
 * What the assignments API and its screens share (the request schemas are the domain's own,
 * functions/assignments/routes/schemas.ts): the submission setting and the legacy deadline format.
 */

/** Whether students may upload a submission (they see Upload only for Enable). */
export const AssignmentSubmissionSchema = z.enum(['Enable', 'Disable'], {
  error: 'submission is Enable or Disable',
})
export type AssignmentSubmission = z.infer<typeof AssignmentSubmissionSchema>

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const

/** The deadline format's example, as refusals name it. */
export const DEADLINE_EXAMPLE = '05-Mar-2021'

/**
 * A deadline as the legacy client sends it, `dd-MMM-yyyy` (e.g. `05-Mar-2021`), checked to be a real date.
 */
export const AssignmentDeadlineSchema = z
  .string({ error: 'Deadline is required' })
  .trim()
  .refine((text) => parseDeadline(text) !== undefined, `Use a deadline like ${DEADLINE_EXAMPLE}`)

/** The calendar day of a `dd-MMM-yyyy` deadline, or undefined when it is not a real date. */
export function parseDeadline(text: string): { year: number; month: number; day: number } | undefined {
  const match = /^(\d{2})-([A-Z][a-z]{2})-(\d{4})$/.exec(text)
  if (!match) return undefined
  const day = Number(match[1])
  const month = MONTHS.indexOf(match[2] as (typeof MONTHS)[number]) + 1
  const year = Number(match[3])
  if (month === 0 || day < 1) return undefined
  // Day 0 of the next month is the last day of this one; UTC keeps the check free of the viewer's time zone.
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate()
  return day <= daysInMonth ? { year, month, day } : undefined
}

/** A calendar day (`yyyy-mm-dd`, as date pickers give it) as the legacy deadline text, `dd-MMM-yyyy`. */
export function deadlineText(isoDay: string): string {
  const [year = '', month = '', day = ''] = isoDay.split('-')
  return `${day.padStart(2, '0')}-${MONTHS[Number(month) - 1] ?? ''}-${year}`
}
