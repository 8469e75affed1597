const pad = (value: number) => String(value).padStart(2, '0')

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
