import type { Page } from '@playwright/test'

const SETTLE_TIMEOUT_MS = 8000
/** How long no request may be in flight before the network counts as idle. */
const QUIET_MS = 400

/** A page the gallery drives: it counts the page's requests in flight, to know when they are done. */
export interface DrivenPage {
  readonly page: Page
  inFlight: number
  lastActivity: number
}

export function drive(page: Page): DrivenPage {
  const driven: DrivenPage = { page, inFlight: 0, lastActivity: Date.now() }
  page.on('request', () => {
    driven.inFlight += 1
    driven.lastActivity = Date.now()
  })
  const finished = () => {
    driven.inFlight -= 1
    driven.lastActivity = Date.now()
  }
  page.on('requestfinished', finished)
  page.on('requestfailed', finished)
  return driven
}

/**
 * Resolves once the page's DOM has changed and then stayed unchanged for `quietMs` (or after `timeoutMs`),
 * after running `start`. Runs in the page: React commits a route once its code and loaders are in, and until
 * then the old screen stays on, so "the DOM changed" is what says the new screen is there.
 */
function domSettled({
  target,
  quietMs,
  timeoutMs,
}: {
  target: string | null
  quietMs: number
  timeoutMs: number
}) {
  // No named functions inside: the page gets this function's text, without the helpers tsx adds for names.
  return new Promise<void>((resolve) => {
    let timer: number | undefined
    const observer = new MutationObserver(() => {
      window.clearTimeout(timer)
      timer = window.setTimeout(() => resolve(observer.disconnect()), quietMs)
    })
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, characterData: true })
    window.setTimeout(() => resolve(observer.disconnect()), timeoutMs)
    if (target === null) timer = window.setTimeout(() => resolve(observer.disconnect()), quietMs)
    else {
      window.history.pushState(null, '', target)
      window.dispatchEvent(new PopStateEvent('popstate'))
    }
  })
}

/**
 * Opens an address. Once the SPA is loaded it moves there through the browser history, as a link does, rather
 * than loading the whole app again: a run takes a fraction of the time.
 */
export async function open({ page }: DrivenPage, address: string) {
  if (!page.url().startsWith('http')) return void (await page.goto(address))
  await page.evaluate(domSettled, { target: address, quietMs: QUIET_MS, timeoutMs: SETTLE_TIMEOUT_MS })
}

async function networkIdle(driven: DrivenPage) {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS
  while (driven.inFlight > 0 || Date.now() - driven.lastActivity < QUIET_MS) {
    if (Date.now() > deadline) return console.warn(`  ${driven.page.url()}: the network did not go idle`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/**
 * Waits until the page shows its data: no request in flight, no Mantine loader or skeleton on screen, the DOM
 * still, fonts in.
 * A page that keeps polling or loading is shot as it is after the timeout, with a warning.
 */
export async function settle(driven: DrivenPage) {
  await networkIdle(driven)
  await driven.page
    .waitForFunction(
      () =>
        ![...document.querySelectorAll('.mantine-Loader-root, .mantine-Skeleton-root[data-visible]')].some(
          (element) => element.checkVisibility(),
        ),
      undefined,
      { timeout: SETTLE_TIMEOUT_MS },
    )
    .catch(() => console.warn(`  ${driven.page.url()}: still loading`))
  // What the data renders, and Mantine's transitions, done.
  await driven.page.evaluate(domSettled, { target: null, quietMs: QUIET_MS, timeoutMs: SETTLE_TIMEOUT_MS })
  await driven.page.evaluate(() => document.fonts.ready)
}

/** A shot of the page from its top: whole when it is short, else its first two screens' height. */
export async function shoot({ page }: DrivenPage, file: string) {
  const { width, height } = page.viewportSize() ?? { width: 1280, height: 800 }
  // No focus ring left by the crawl's own clicks (the account menu's button).
  await page.evaluate(() => {
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur()
  })
  const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight)
  await page.screenshot({
    path: file,
    fullPage: true,
    clip: { x: 0, y: 0, width, height: Math.min(pageHeight, 2 * height) },
    animations: 'disabled',
    caret: 'hide',
  })
}

/** The page's heading: its first h1 (the screen's title), else the document title. */
export async function headingOf({ page }: DrivenPage) {
  const heading = page.locator('h1').first()
  const text = (await heading.count()) ? await heading.innerText() : await page.title()
  return text.replace(/\s+/g, ' ').trim() || 'Untitled'
}
