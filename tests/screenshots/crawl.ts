import { join } from 'node:path'
import type { Locator } from '@playwright/test'
import type { FormStart } from './plan'
import { routeOf } from './routes'
import { type DrivenPage, headingOf, open, settle, shoot } from './shoot'

/** How many links deep the crawl goes from a menu entry: list, its detail, the detail's own pages. */
const MAX_DEPTH = 3

/** One screen of the gallery: where it was opened from and where it landed, and its shots. */
export interface Screen {
  readonly slug: string
  readonly name: string
  /** Where it landed (path and query), shot at every width. */
  readonly address: string
  /** Its declared route pattern. */
  readonly route: string
  /** Other addresses that led here (a section's index, a redirect). */
  readonly openedFrom: string[]
  /** The menu entry (start) it was reached from, for ordering the gallery. */
  readonly start: number
  /** The form that opens it, when no link does. */
  readonly form?: FormStart
}

/** Where the crawl starts: an address, or a form to fill in. */
export type Start = string | FormStart

interface Visit {
  readonly address: string
  readonly form?: FormStart
  readonly depth: number
  readonly start: number
}

const addressOf = (url: string) => {
  const { pathname, search } = new URL(url)
  return pathname + search
}

/** The same-origin page addresses the links under `scope` point to, in page order. */
async function linksIn(scope: Locator, origin: string) {
  const hrefs = await scope.evaluateAll((anchors) =>
    anchors.flatMap((anchor) => (anchor instanceof HTMLAnchorElement ? [anchor.href] : [])),
  )
  return hrefs.filter((href) => new URL(href).origin === origin).map(addressOf)
}

/** Opens `address`, or fills in the form and moves on from it; then waits for the page to settle. */
async function reach(driven: DrivenPage, address: string, form?: FormStart) {
  await open(driven, address)
  await settle(driven)
  if (!form) return
  for (const [label, value] of Object.entries(form.fill)) await driven.page.getByLabel(label).fill(value)
  await driven.page.getByRole('button', { name: form.submit }).click()
  await driven.page.waitForURL((url) => addressOf(url.href) !== address)
  await settle(driven)
}

/** A file name for a route: its static segments and parameter names, `home` for `/`. */
function slugOf(route: string) {
  const words = route
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.replace(/^:/, '').replace(/\?$/, ''))
  return (
    words
      .join('-')
      .toLowerCase()
      .replace(/[^a-z0-9-]/g, '') || 'home'
  )
}

/** The side menu's entries and the account menu's pages (profile, password) of a signed-in page. */
export async function signedInStarts({ page }: DrivenPage, origin: string) {
  const menu = await linksIn(page.getByRole('navigation', { name: 'Main menu' }).locator('a[href]'), origin)
  await page
    .getByRole('banner')
    .getByRole('button', { name: /account menu$/ })
    .click()
  const account = await linksIn(page.getByRole('menu').locator('a[href]'), origin)
  await page.keyboard.press('Escape')
  return [...menu, ...account]
}

/**
 * Opens each start address and, breadth first, the links on its page (sub-navigation, a list's first row, a
 * detail's pages) up to MAX_DEPTH, one page per declared route; shoots each new screen at this context's width.
 * `content` is where a page's own links are (the shell's content, not its menu or footer).
 */
export async function crawl(
  driven: DrivenPage,
  options: {
    origin: string
    starts: readonly Start[]
    routes: readonly string[]
    content: string
    folder: string
    width: number
  },
): Promise<Screen[]> {
  const { page } = driven
  const { origin } = options
  const screens = new Map<string, Screen>()
  const seen = new Set<string>()
  const queue: Visit[] = options.starts.map((begin, start) =>
    typeof begin === 'string'
      ? { address: begin, depth: 0, start }
      : { address: begin.address, form: begin, depth: 0, start },
  )
  const queued = new Set(
    queue.flatMap(({ address, form }) => (form ? [] : [routeOf(options.routes, address)])),
  )

  for (const visit of queue) {
    const route = routeOf(options.routes, visit.address)
    // A form's own page is shot, or not, as a page of its own; where the form leads is checked below.
    if (!visit.form) {
      if (route === undefined || seen.has(route)) continue
      seen.add(route)
    }
    await reach(driven, visit.address, visit.form)
    const address = addressOf(page.url())
    const landed = routeOf(options.routes, address)
    if (landed === undefined) {
      console.warn(`  ${visit.address}: lands on ${address}, no built screen`)
      continue
    }
    const known = screens.get(landed)
    if (known) {
      known.openedFrom.push(visit.address)
      continue
    }
    seen.add(landed)
    const screen: Screen = {
      slug: slugOf(landed),
      name: await headingOf(driven),
      address,
      route: landed,
      openedFrom: visit.address === address ? [] : [visit.address],
      start: visit.start,
      ...(visit.form ? { form: visit.form } : {}),
    }
    screens.set(landed, screen)
    await shoot(driven, join(options.folder, `${screen.slug}-${options.width}.png`))
    console.log(`  ${screen.name} (${address})`)

    if (visit.depth >= MAX_DEPTH) continue
    for (const link of await linksIn(page.locator(options.content).locator('a[href]'), origin)) {
      const linked = routeOf(options.routes, link)
      if (linked === undefined || seen.has(linked) || queued.has(linked)) continue
      queued.add(linked)
      queue.push({ address: link, depth: visit.depth + 1, start: visit.start })
    }
  }
  // Each menu entry's screens together, in the menu's order.
  return [...screens.values()].sort((a, b) => a.start - b.start)
}

/** Shoots the screens another width found, at this page's width. */
export async function replay(driven: DrivenPage, screens: readonly Screen[], folder: string, width: number) {
  for (const screen of screens) {
    await reach(driven, screen.form?.address ?? screen.address, screen.form)
    await shoot(driven, join(folder, `${screen.slug}-${width}.png`))
  }
}
