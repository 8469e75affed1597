import { describe, expect, it } from 'vitest'
import { cruiseFrom } from './cruise'

/** Every part of the tree that holds code, as the lint and the typecheck see it. */
const TREE = ['packages', 'functions', 'infra', 'web/src', 'tests']

describe('the import graph', () => {
  it('has no circles (imports of types included)', async () => {
    const result = await cruiseFrom(TREE)
    // Each module of a circle reports it, starting from itself: keep one line per circle.
    const cycles = new Map<string, string>()
    for (const violation of result.summary.violations) {
      if (violation.rule.name !== 'no-circular' || !violation.cycle) continue
      const files = [violation.from, ...violation.cycle.map(({ name }) => name)]
      cycles.set([...new Set(files)].sort().join(' '), files.join('\n  -> '))
    }

    expect(result.summary.totalCruised, 'the cruise found the tree').toBeGreaterThan(1_000)
    expect([...cycles.values()], `Import circles:\n${[...cycles.values()].join('\n\n')}`).toEqual([])
  }, 60_000) // Parsing ~1,500 modules with TypeScript takes about 8 s on 2 cores.
})
