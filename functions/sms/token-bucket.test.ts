import { describe, expect, it } from 'vitest'
import { tokenBucket } from './token-bucket'

/** A clock that only moves when the bucket sleeps. */
const fakeClock = () => {
  let time = 0
  const sleeps: number[] = []
  return {
    now: () => time,
    sleep: (ms: number) => {
      sleeps.push(ms)
      time += ms
      return Promise.resolve()
    },
    sleeps,
    elapsed: () => time,
  }
}

describe('tokenBucket', () => {
  it('lets the first send go at once and spaces the rest at the rate', async () => {
    const clock = fakeClock()
    const bucket = tokenBucket({ perSecond: 10, ...clock })
    for (let n = 0; n < 21; n++) await bucket.take()
    // 21 sends at 10 a second: the last leaves 2 seconds after the first.
    expect(clock.elapsed()).toBe(2000)
    expect(clock.sleeps.every((ms) => Math.abs(ms - 100) < 1e-9)).toBe(true)
  })

  it('serves callers waiting at once one after another, never two in one slot', async () => {
    const clock = fakeClock()
    const bucket = tokenBucket({ perSecond: 5, ...clock })
    const leftAt: number[] = []
    await Promise.all(Array.from({ length: 6 }, () => bucket.take().then(() => leftAt.push(clock.now()))))
    expect(leftAt).toEqual([0, 200, 400, 600, 800, 1000])
  })

  it('does not save up idle time into a burst', async () => {
    const clock = fakeClock()
    const bucket = tokenBucket({ perSecond: 2, ...clock })
    await bucket.take()
    await clock.sleep(10_000)
    const before = clock.now()
    await bucket.take()
    await bucket.take()
    expect(clock.now() - before).toBe(500)
  })

  it('refuses a rate of zero', () => {
    expect(() => tokenBucket({ perSecond: 0 })).toThrow('above zero')
  })
})
