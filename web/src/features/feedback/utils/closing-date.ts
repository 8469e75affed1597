const pad = (value: number) => String(value).padStart(2, '0')

/** The value a date input holds for an instant: yyyy-MM-dd, in the browser's time zone. */
export function dateInputOf(epochMs: number) {
  const date = new Date(epochMs)
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/**
 * The last millisecond of the day a date input names, in the browser's time zone, or undefined when it names
 * none: a survey closing "on" a day still takes answers all that day.
 */
export function endOfDateInput(value: string) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return undefined
  const [, year, month, day] = match.map(Number)
  const end = new Date(year ?? 0, (month ?? 1) - 1, day ?? 1, 23, 59, 59, 999)
  // new Date rolls 2026-02-31 over to March; a day that does not exist is no date.
  return end.getDate() === day ? end.getTime() : undefined
}

/**
 * Why a closing date cannot be used, or undefined when it can: it must name a day, today or later. A survey's
 * own closing date, unchanged, is always accepted (moving only its name must not fail on a past date).
 */
export function closingDateProblem(value: string, unchanged?: string) {
  if (value && value === unchanged) return undefined
  const closesOn = endOfDateInput(value)
  if (closesOn === undefined) return 'Choose a closing date'
  if (closesOn <= Date.now()) return 'The closing date must be today or later'
  return undefined
}
