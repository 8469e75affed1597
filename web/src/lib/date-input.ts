/** Date inputs (`<input type="date">`) hold yyyy-MM-dd; these read and write that in the browser's time zone. */

const pad = (value: number) => String(value).padStart(2, '0')

/** The value a date input holds for an instant: yyyy-MM-dd, in the browser's time zone. */
export function toDateInput(epochMs: number) {
  const date = new Date(epochMs)
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** The year, month (1 to 12) and day a date input names, or undefined when it names none. */
function dateInputParts(value: string) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return undefined
  const [, year = 0, month = 1, day = 1] = match.map(Number)
  return { year, month, day }
}

/** The start of the day a date input names, in the browser's time zone; undefined when it names none. */
export function fromDateInput(value: string) {
  const parts = dateInputParts(value)
  return parts && new Date(parts.year, parts.month - 1, parts.day).getTime()
}

/**
 * The last millisecond of the day a date input names, in the browser's time zone, or undefined when it names
 * none: a survey closing "on" a day still takes answers all that day.
 */
export function endOfDateInput(value: string) {
  const parts = dateInputParts(value)
  if (!parts) return undefined
  const end = new Date(parts.year, parts.month - 1, parts.day, 23, 59, 59, 999)
  // new Date rolls 2026-02-31 over to March; a day that does not exist is no date.
  return end.getDate() === parts.day ? end.getTime() : undefined
}
