import { afterEach, describe, expect, it, vi } from 'vitest'
import type { JobDefinition } from '@campus/http'
import { nextRun, startScheduler } from './scheduler'

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

describe('startScheduler', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('runs scheduled jobs at their time and never an on-demand job', async () => {
    vi.useFakeTimers()
    vi.setSystemTime(Date.UTC(2026, 10, 21, 12, 0)) // 17:30 in Kolkata
    const registry: JobDefinition[] = [
      {
        name: 'nightly',
        description: '',
        schedule: { minute: '0', hour: '2' },
        tables: {},
        buckets: {},
        settings: [],
        run: () => Promise.resolve({}),
      },
      {
        name: 'on-demand',
        description: '',
        tables: {},
        buckets: {},
        settings: [],
        run: () => Promise.resolve({}),
      },
    ]
    const run = vi.fn(() => Promise.resolve())
    const stop = startScheduler(run, registry)

    await vi.advanceTimersByTimeAsync(24 * 60 * 60 * 1000)
    stop()

    expect(run.mock.calls).toEqual([['nightly']])
  })
})
