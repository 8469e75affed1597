import { describe, expect, it } from 'vitest'
import { longestFittingRun, pagesThatFit, startsNewPart } from './pdf-part-plan'

const MB = 1_000_000

describe('startsNewPart', () => {
  it('writes the part first only when it has pages and the source would take it over the limit', () => {
    expect(startsNewPart({ pages: 0, bytes: 0 }, 9 * MB, 5 * MB)).toBe(false)
    expect(startsNewPart({ pages: 2, bytes: 4 * MB }, 1 * MB, 5 * MB)).toBe(false)
    expect(startsNewPart({ pages: 2, bytes: 4 * MB }, 1 * MB + 1, 5 * MB)).toBe(true)
  })
})

describe('pagesThatFit', () => {
  it('takes as many pages as the room left holds, at most those remaining', () => {
    expect(pagesThatFit({ pages: 0, bytes: 0 }, 1 * MB, 12, 5 * MB)).toBe(5)
    expect(pagesThatFit({ pages: 3, bytes: 2.5 * MB }, 1 * MB, 12, 5 * MB)).toBe(2)
    expect(pagesThatFit({ pages: 0, bytes: 0 }, 1 * MB, 3, 5 * MB)).toBe(3)
  })

  it('puts one page bigger than a part into an empty part, and none into a full one', () => {
    expect(pagesThatFit({ pages: 0, bytes: 0 }, 7 * MB, 4, 5 * MB)).toBe(1)
    expect(pagesThatFit({ pages: 1, bytes: 4.5 * MB }, 1 * MB, 4, 5 * MB)).toBe(0)
    expect(pagesThatFit({ pages: 1, bytes: 6 * MB }, 1 * MB, 4, 5 * MB)).toBe(0)
  })
})

/** A part whose pages weigh `sizes`: a run's saved size is theirs plus a header, as a saved PDF's is. */
function partOf(sizes: number[], header = 1_000) {
  const tried: number[] = []
  const measure = (count: number) => {
    tried.push(count)
    const bytes = header + sizes.slice(0, count).reduce((sum, size) => sum + size, 0)
    return Promise.resolve({ bytes, value: `first ${count}` })
  }
  const whole = { bytes: header + sizes.reduce((sum, size) => sum + size, 0), value: 'whole' }
  return { tried, measure, whole }
}

describe('longestFittingRun', () => {
  it('finds the longest first run within the limit, whatever the pages weigh', async () => {
    for (const sizes of [
      [2, 2, 2, 2].map((size) => size * MB),
      [0.5, 3, 0.5, 0.5, 2, 1].map((size) => size * MB),
      Array.from({ length: 200 }, (_, index) => ((index * 7919) % 97) * 1_000),
    ]) {
      const { measure, whole } = partOf(sizes)
      const limit = 5 * MB
      const run = await longestFittingRun(sizes.length, whole, limit, measure)
      const sizeOf = (count: number) => 1_000 + sizes.slice(0, count).reduce((sum, size) => sum + size, 0)
      expect(run.fits).toBe(true)
      expect(run.bytes).toBe(sizeOf(run.count))
      expect(run.bytes).toBeLessThanOrEqual(limit)
      if (run.count < sizes.length) expect(sizeOf(run.count + 1)).toBeGreaterThan(limit)
      expect(run.value).toBe(`first ${run.count}`)
    }
  })

  it("tries the limit's share of the whole first, and saves about log2(pages) times", async () => {
    const sizes = Array.from({ length: 1_000 }, () => 10_000)
    const { tried, measure, whole } = partOf(sizes)
    const run = await longestFittingRun(sizes.length, whole, 5 * MB, measure)
    expect(tried[0]).toBe(Math.floor((1_000 * 5 * MB) / whole.bytes))
    expect(run.count).toBe(499)
    expect(tried.length).toBeLessThanOrEqual(Math.ceil(Math.log2(1_000)) + 1)
  })

  it('answers a first page bigger than the limit alone, not fitting', async () => {
    const { measure, whole } = partOf([7 * MB, 1 * MB, 1 * MB])
    await expect(longestFittingRun(3, whole, 5 * MB, measure)).resolves.toEqual({
      count: 1,
      fits: false,
      bytes: 7 * MB + 1_000,
      value: 'first 1',
    })
  })

  it('answers a lone page over the limit with the whole part, saving nothing more', async () => {
    const { tried, measure, whole } = partOf([6 * MB])
    await expect(longestFittingRun(1, whole, 5 * MB, measure)).resolves.toEqual({
      count: 1,
      fits: false,
      bytes: whole.bytes,
      value: 'whole',
    })
    expect(tried).toEqual([])
  })
})
