const dateFormats = new Map<string, Intl.DateTimeFormat>()

/** A date as the portal shows it everywhere: "21 Nov 2026"; in another locale, its words ("21 நவ., 2026"). */
export function formatDate(epochMs: number | undefined, locale = 'en-IN') {
  if (epochMs === undefined) return '—'
  let format = dateFormats.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' })
    dateFormats.set(locale, format)
  }
  return format.format(new Date(epochMs))
}

const pad = (value: number) => String(value).padStart(2, '0')

/** A date in the legacy screens' dd-MM-yyyy form (events, the event feedback form), in the browser's zone. */
export function formatDayMonthYear(epochMs: number) {
  const date = new Date(epochMs)
  return `${pad(date.getDate())}-${pad(date.getMonth() + 1)}-${date.getFullYear()}`
}
