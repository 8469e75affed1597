import type { LaunchOptions } from '@playwright/test'

/**
 * Debian's Chromium, as the browser tests and the screenshot gallery launch it: Playwright's own browser
 * download cannot work here.
 */
export const DEBIAN_CHROMIUM = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
} satisfies LaunchOptions

/** The wide screen and the phone every screen must work on (the tablet width is the tests' own, 1024 px). */
export const DESKTOP_SCREEN = { viewport: { width: 1280, height: 800 } } as const
export const PHONE_SCREEN = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const
