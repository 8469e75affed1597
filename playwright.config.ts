import { defineConfig, devices } from '@playwright/test'
import { DEBIAN_CHROMIUM, DESKTOP_SCREEN, PHONE_SCREEN } from './tests/chromium'

// The browser tests drive Debian's Chromium against one `npm start` server on a fresh data folder. Every test
// runs at desktop width; the ones about width (tagged @width: the shell and side menu, wide tables, phone cards,
// pages that must not scroll sideways) run at 1024 and 390 px as well. Long jobs (zips, merges, workbooks) are
// proven in integration tests; here a browser checks their button, progress and link. Playwright's own browser
// download cannot work here. E2E_BASE_URL points them at a server already running instead (one shared server
// while developing).
const PORT = 3210
const EXISTING_SERVER = process.env.E2E_BASE_URL
const E2E_BASE_URL = EXISTING_SERVER ?? `http://127.0.0.1:${PORT}`

/** The tests about width, which run at every width (`test('…', { tag: '@width' }, …)`). */
const WIDTH_TAG = /@width/

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: DEBIAN_CHROMIUM,
}

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    // Screenshots only of what failed; the gallery of every screen is its own command (npm run screenshots).
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'desktop-1280', use: { ...chromium, ...DESKTOP_SCREEN } },
    {
      name: 'laptop-1024',
      grep: WIDTH_TAG,
      use: { ...chromium, viewport: { width: 1024, height: 768 } },
    },
    { name: 'phone-390', grep: WIDTH_TAG, use: { ...chromium, ...PHONE_SCREEN } },
  ],
  webServer: EXISTING_SERVER
    ? undefined
    : {
        command: 'rm -rf .data/e2e && npm start',
        env: { PORT: String(PORT), DATA_DIR: '.data/e2e', LOG_LEVEL: 'WARN' },
        url: `${E2E_BASE_URL}/api/college`,
        timeout: 120_000,
        reuseExistingServer: false,
        stdout: 'ignore',
        stderr: 'pipe',
      },
})
