const pad = (value: number) => String(value).padStart(2, '0')

/** A date as the feedback form shows an event's: dd-MM-yyyy, in the browser's time zone. */
export function formatDayMonthYear(epochMs: number) {
  const date = new Date(epochMs)
  return `${pad(date.getDate())}-${pad(date.getMonth() + 1)}-${date.getFullYear()}`
}
