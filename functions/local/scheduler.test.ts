import { describe, expect, it } from 'vitest'
import { nextRun } from './scheduler'

describe('nextRun in Asia/Kolkata (UTC+5:30)', () => {
  it('is later the same day when that time has not come yet', () => {
    const now = Date.UTC(2026, 10, 21, 12, 0) // 17:30 in Kolkata
    expect(new Date(nextRun(now, 18, 0, 'Asia/Kolkata')).toISOString()).toBe('2026-11-21T12:30:00.000Z')
  })

  it('is the next day when that time has passed', () => {
    const now = Date.UTC(2026, 10, 21, 12, 0)
    expect(new Date(nextRun(now, 1, 30, 'Asia/Kolkata')).toISOString()).toBe('2026-11-21T20:00:00.000Z')
  })
})
