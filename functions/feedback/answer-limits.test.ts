import { describe, expect, it } from 'vitest'
import { addressBucket, eventAnswerWindows } from './answer-limits'

describe('the windows an event answer is counted in (docs/adr/0033)', () => {
  it.each([
    ['49.37.1.2', '49.37.1.2'],
    ['::ffff:49.37.1.2', '49.37.1.2'],
    ['2401:4900:1c2a:77::5', '2401:4900:1c2a:77::/64'],
    ['2401:4900:1C2A:0077:aaaa:bbbb:cccc:dddd', '2401:4900:1c2a:77::/64'],
    ['2401:4900::1', '2401:4900:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('counts %s as %s', (address, bucket) => {
    expect(addressBucket(address)).toBe(bucket)
  })

  it('counts by address per clock hour and by QR code per clock minute, each expiring a window later', () => {
    const at = Date.UTC(2026, 10, 28, 13, 5, 30)
    const [byAddress, byQr] = eventAnswerWindows('49.37.1.2', 'abc.def', at, {
      perAddressPerHour: 300,
      perQrPerMinute: 120,
    })
    expect(byAddress).toEqual({
      window: 'ADDRESS#49.37.1.2#2026-11-28T13',
      expiresAt: Date.UTC(2026, 10, 28, 15) / 1000,
      limit: 300,
    })
    expect(byQr).toEqual({
      window: 'QR#abc.def#2026-11-28T13:05',
      expiresAt: Date.UTC(2026, 10, 28, 13, 7) / 1000,
      limit: 120,
    })
  })
})
