const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' })

/** When an announcement or an SMS was made: "25 Nov 2026, 1:55 pm" (the legacy "medium" date). */
export const formatDateTime = (epochMs: number) => dateTime.format(new Date(epochMs))

/** The name a stored file key ends with: `files/2026/11/<id>/timetable.pdf` is "timetable.pdf". */
export const fileNameOf = (fileKey: string) => fileKey.split('/').pop() || fileKey

/** Whether a file shows as a picture on the public page (spec section 2: jpg and jpeg only). */
export const isJpeg = (fileKey: string) => /\.jpe?g$/i.test(fileKey)

const monthFormat = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' })

/** A report month `2026-11` as "November 2026"; anything else as it came. */
export function formatMonthYear(monthYear: string) {
  const match = /^(\d{4})-(\d{2})$/.exec(monthYear)
  if (!match) return monthYear
  return monthFormat.format(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1))
}
