import type { LimitWindow } from './form-answers.repository'
import { limitWindow } from './keys'

const MINUTE_MS = 60 * 1000
const HOUR_MS = 60 * MINUTE_MS

/** How many answers an event's form takes per address per hour and per QR code per minute (settings.ts). */
export interface EventAnswerLimits {
  perAddressPerHour: number
  perQrPerMinute: number
}

/**
 * The address an answer is counted under: an IPv4 address as it is (an IPv4-mapped IPv6 one as its IPv4), an
 * IPv6 address by its /64, as one device or home is given a whole /64 and could otherwise answer from each of
 * its addresses in turn.
 */
export function addressBucket(address: string): string {
  const bare = address.split('%')[0]!.toLowerCase()
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare)
  if (mapped) return mapped[1]!
  if (!bare.includes(':')) return bare
  const [head = '', tail] = bare.split('::')
  const headGroups = head ? head.split(':') : []
  const tailGroups = tail ? tail.split(':') : []
  const zeros = Array.from({ length: Math.max(0, 8 - headGroups.length - tailGroups.length) }, () => '0')
  const groups = [...headGroups, ...zeros, ...tailGroups].slice(0, 4)
  return `${groups.map((group) => (parseInt(group, 16) || 0).toString(16)).join(':')}::/64`
}

/** The clock window (`2026-11-25T13` for an hour, `2026-11-25T13:05` for a minute, UTC) an instant falls in. */
const windowOf = (at: number, length: number) => new Date(at).toISOString().slice(0, length)

/**
 * The two counts an event answer must fit in (docs/adr/0033): the answers from its address to the form this
 * clock hour, and through its QR code (the signed form token) this clock minute. Each count's item expires a
 * window after its own.
 */
export function eventAnswerWindows(
  address: string,
  formToken: string,
  now: number,
  limits: EventAnswerLimits,
): LimitWindow[] {
  const hourEnd = (Math.floor(now / HOUR_MS) + 1) * HOUR_MS
  const minuteEnd = (Math.floor(now / MINUTE_MS) + 1) * MINUTE_MS
  return [
    {
      window: limitWindow.address(addressBucket(address), windowOf(now, 13)),
      expiresAt: Math.floor((hourEnd + HOUR_MS) / 1000),
      limit: limits.perAddressPerHour,
    },
    {
      window: limitWindow.qr(formToken, windowOf(now, 16)),
      expiresAt: Math.floor((minuteEnd + MINUTE_MS) / 1000),
      limit: limits.perQrPerMinute,
    },
  ]
}
