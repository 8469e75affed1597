/**
 * Session times are stored as the legacy time picker wrote them, `hh:mm AM` / `hh:mm PM`. The form uses the
 * browser's own time input (Mantine has no time picker without @mantine/dates), which speaks 24-hour `HH:mm`.
 */

/** `14:05` → `02:05 PM`; anything else → empty. */
export function toMeridianTime(clock: string): string {
  const match = /^(\d{2}):(\d{2})/.exec(clock)
  if (!match) return ''
  const hours = Number(match[1])
  const meridian = hours < 12 ? 'AM' : 'PM'
  const twelve = hours % 12 === 0 ? 12 : hours % 12
  return `${String(twelve).padStart(2, '0')}:${match[2]} ${meridian}`
}

/** `2:05 PM` or `02:05PM` → `14:05`; anything else → empty. */
export function toClockTime(meridianTime: string | undefined): string {
  const match = /^(\d{1,2}):(\d{2}) ?(AM|PM)$/i.exec(meridianTime?.trim() ?? '')
  if (!match) return ''
  const hours = (Number(match[1]) % 12) + (match[3]?.toUpperCase() === 'PM' ? 12 : 0)
  return `${String(hours).padStart(2, '0')}:${match[2]}`
}
