const pad = (value: number) => String(value).padStart(2, '0')

/** An event's date as the events screens show it: dd-MM-yyyy, in the browser's time zone. */
export function formatEventDate(epochMs: number) {
  const date = new Date(epochMs)
  return `${pad(date.getDate())}-${pad(date.getMonth() + 1)}-${date.getFullYear()}`
}

/** The value a date input holds for an instant: yyyy-MM-dd, in the browser's time zone. */
export function toDateInput(epochMs: number) {
  const date = new Date(epochMs)
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** The start of the day a date input names, in the browser's time zone; undefined when it names none. */
export function fromDateInput(value: string) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return undefined
  const [, year, month, day] = match.map(Number)
  return new Date(year ?? 0, (month ?? 1) - 1, day ?? 1).getTime()
}
