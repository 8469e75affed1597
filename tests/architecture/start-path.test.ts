import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { ICruiseResult } from 'dependency-cruiser'
import { describe, expect, it } from 'vitest'
import { cruiseFrom, loadsAtRunTime, REPO_ROOT } from './cruise'

/**
 * Where code starts outside the tests: `npm start`, and each Lambda. Node loads every domain's manifest by
 * folder (functions/manifests.ts) and CDK generates the jobs Lambda's entry from the manifests and each queue's
 * from its consumer module (infra/lambda-bundling.ts); those paths are computed, so they are entries here.
 */
function startEntries(): string[] {
  const folders = readdirSync(join(REPO_ROOT, 'functions'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules')
    .map((entry) => entry.name)
  const domainFiles = folders.flatMap((folder) =>
    readdirSync(join(REPO_ROOT, 'functions', folder))
      .filter((file) => file === 'handler.ts' || file === 'manifest.ts' || file.endsWith('.consumer.ts'))
      .map((file) => `functions/${folder}/${file}`),
  )
  return ['functions/local/main.ts', ...domainFiles].filter((file) => existsSync(join(REPO_ROOT, file)))
}

/** What only tests may load: the test runner, the shared test helpers, test files and testing folders. */
const TEST_CODE = [
  /^vitest$/,
  /^vitest\//,
  /^@vitest\//,
  /^@campus\/testing(\/|$)/,
  /\.test\.tsx?$/,
  /(^|\/)testing\//,
]
const isTestCode = (name: string) => TEST_CODE.some((pattern) => pattern.test(name))

/**
 * Walks the run-time imports (static and `import()`) breadth first from the entries. Returns every module
 * reached and, for each piece of test code among them, the shortest chain of imports from an entry to it.
 */
function walk(result: ICruiseResult, entries: readonly string[]) {
  const modules = new Map(result.modules.map((module) => [module.source, module]))
  const cameFrom = new Map<string, string | undefined>(entries.map((entry) => [entry, undefined]))
  const queue = [...entries]
  const chains: string[][] = []
  const chainTo = (last: string) => {
    const chain = [last]
    for (let at = cameFrom.get(last); at !== undefined; at = cameFrom.get(at)) chain.unshift(at)
    return chain
  }

  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    for (const dependency of modules.get(next)?.dependencies ?? []) {
      if (!loadsAtRunTime(dependency) || cameFrom.has(dependency.resolved)) continue
      cameFrom.set(dependency.resolved, next)
      // The import as written names packages (vitest, @campus/testing); the resolved path names files.
      if (isTestCode(dependency.module) || isTestCode(dependency.resolved))
        chains.push(chainTo(dependency.resolved))
      else queue.push(dependency.resolved)
    }
  }
  return { reached: new Set(cameFrom.keys()), chainsToTestCode: chains }
}

describe('the start path', () => {
  const entries = startEntries()

  it('has the entries it is about', () => {
    expect(entries).toContain('functions/local/main.ts')
    expect(entries).toContain('functions/jobs/handler.ts')
    expect(entries).toContain('functions/queues/handler.ts')
    expect(entries.filter((entry) => entry.endsWith('/manifest.ts')).length).toBeGreaterThan(5)
    expect(entries.filter((entry) => entry.endsWith('.consumer.ts')).length).toBeGreaterThan(0)
  })

  it('imports no test runner, test helper or test file from npm start or any Lambda entry', async () => {
    const result = await cruiseFrom(entries)
    const { reached, chainsToTestCode } = walk(result, entries)

    // The manifests load each domain's app and seed with `import()`: the walk must have followed them.
    const lazyModules = entries
      .filter((entry) => entry.endsWith('/manifest.ts'))
      .flatMap((manifest) => ['app.ts', 'seed.ts'].map((file) => manifest.replace('manifest.ts', file)))
      .filter((file) => existsSync(join(REPO_ROOT, file)))
    expect(
      lazyModules.filter((file) => !reached.has(file)),
      'modules the walk missed',
    ).toEqual([])
    expect(
      chainsToTestCode,
      `Test code on the start path:\n${chainsToTestCode.map((chain) => chain.join('\n  -> ')).join('\n\n')}`,
    ).toEqual([])
  }, 60_000) // Parsing the ~500 modules the entries reach takes a few seconds on 2 cores.
})
