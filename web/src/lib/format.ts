const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' })

/** A date as the portal shows it everywhere: "21 Nov 2026". */
export const formatDate = (epochMs: number | undefined) =>
  epochMs === undefined ? '—' : dateFormat.format(new Date(epochMs))

const pad = (value: number) => String(value).padStart(2, '0')

/** A date in the legacy screens' dd-MM-yyyy form (events, the event feedback form), in the browser's zone. */
export function formatDayMonthYear(epochMs: number) {
  const date = new Date(epochMs)
  return `${pad(date.getDate())}-${pad(date.getMonth() + 1)}-${date.getFullYear()}`
}
