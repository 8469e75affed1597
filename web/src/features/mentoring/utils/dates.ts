/** Mentoring's display formats (legacy-client 5.13): dates `MMM/dd/yyyy`, comment times `MMM/dd/yyyy hh:mm`. */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const pad = (value: number) => String(value).padStart(2, '0')

/** A stored date (epoch ms, as a number or the legacy string) as an instant; undefined when it names none. */
export function toEpochMs(value: string | number | undefined | null) {
  if (value === undefined || value === null || value === '') return undefined
  const ms = typeof value === 'number' ? value : Number(value)
  return Number.isFinite(ms) ? ms : undefined
}

/** "Nov/29/2026", or "---" when there is no date. */
export function formatMentorDate(value: string | number | undefined | null) {
  const ms = toEpochMs(value)
  if (ms === undefined) return '---'
  const date = new Date(ms)
  return `${MONTHS[date.getMonth()] ?? ''}/${pad(date.getDate())}/${date.getFullYear()}`
}

/** "Nov/29/2026 02:45": the legacy 12-hour clock. */
export function formatCommentDate(value: string | number | undefined | null) {
  const ms = toEpochMs(value)
  if (ms === undefined) return '---'
  const date = new Date(ms)
  return `${formatMentorDate(ms)} ${pad(date.getHours() % 12 || 12)}:${pad(date.getMinutes())}`
}
