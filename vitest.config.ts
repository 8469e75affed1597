import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

/**
 * Test files share their worker's modules instead of importing zod, hono, the AWS SDK and aws-cdk-lib afresh
 * each (vitest's per-file isolation): no test changes shared state it does not put back. On two cores this
 * took the unit tier from 39 s to 10 s, integration from 4.8 to 3.1 minutes and infra from 27 s to 14 s.
 */
const SHARED_MODULES = { isolate: false } as const

// One runner, three tiers. Integration tests share one s3rver that the global setup starts; each file has a
// dynalite of its own (packages/testing/src/file-dynamo.ts).
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on CI's two. Both cores run test files.
    maxWorkers: 2,
    reporters: ['default', './tests/summary-reporter.ts'],
    env: { POWERTOOLS_LOG_LEVEL: 'SILENT' },
    projects: [
      {
        // The web app's own alias (web/vite.config.ts), for its modules under test.
        resolve: { alias: { '@': fileURLToPath(new URL('./web/src', import.meta.url)) } },
        test: {
          name: 'unit',
          ...SHARED_MODULES,
          include: [
            'packages/**/*.test.ts',
            'functions/**/*.test.ts',
            'tests/**/*.test.ts',
            'web/src/**/*.test.ts',
          ],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
        },
      },
      {
        test: {
          name: 'integration',
          ...SHARED_MODULES,
          include: ['**/*.int.test.ts'],
          exclude: ['**/node_modules/**'],
          globalSetup: ['functions/testing/global-setup.ts'],
          // Each file's own dynalite, in its worker: one shared one in the main process kept one core busy
          // while both workers waited (17 minutes for the run, against 5 with one per file).
          setupFiles: ['packages/testing/src/file-dynamo.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'infra',
          ...SHARED_MODULES,
          include: ['infra/**/*.test.ts'],
          exclude: ['**/node_modules/**'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
})
