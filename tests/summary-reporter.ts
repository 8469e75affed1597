import type { Reporter, TestModule } from 'vitest/node'

/**
 * Ends the run with one plain line, `Tests: N passed, N failed, N skipped`, after vitest's own summary, so
 * CI and people reading a log find the counts in one place.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: readonly TestModule[]) {
    const counts = { passed: 0, failed: 0, skipped: 0 }
    for (const testModule of testModules) {
      for (const test of testModule.children.allTests()) {
        const state = test.result().state
        if (state === 'passed') counts.passed += 1
        else if (state === 'failed') counts.failed += 1
        else counts.skipped += 1
      }
    }
    process.stdout.write(
      `\nTests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped\n`,
    )
  }
}
