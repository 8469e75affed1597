import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

// One runner, three tiers. Integration tests share one dynalite + s3rver pair that the global setup starts.
export default defineConfig({
  test: {
    // The pinned SDK supports Node 20 (Lambda runs 22); its upgrade notice would repeat in every worker.
    reporters: ['default', './tests/summary-reporter.ts'],
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true', POWERTOOLS_LOG_LEVEL: 'SILENT' },
    projects: [
      {
        // The web app's own alias (web/vite.config.ts), for its modules under test.
        resolve: { alias: { '@': fileURLToPath(new URL('./web/src', import.meta.url)) } },
        test: {
          name: 'unit',
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
          include: ['**/*.int.test.ts'],
          exclude: ['**/node_modules/**'],
          globalSetup: ['functions/testing/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'infra',
          include: ['infra/**/*.test.ts'],
          exclude: ['**/node_modules/**'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
})
