import { mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium, type Browser } from '@playwright/test'
import { DEBIAN_CHROMIUM, DESKTOP_SCREEN, PHONE_SCREEN } from '../chromium'
import { crawl, replay, signedInStarts, type Screen, type Start } from './crawl'
import { galleryMarkdown, type GallerySection } from './gallery'
import { EXTRA_STARTS, type Folder, FORM_STARTS, PUBLIC, PUBLIC_STARTS, SIGNED_IN } from './plan'
import { startPortal } from './portal'
import { declaredRoutes } from './routes'
import { drive, open, settle } from './shoot'

/**
 * `npm run screenshots`: every built screen of the SPA for each role, at 1280 px and on a 390 px phone, on the
 * demo data, into docs/screens (PNGs and a README gallery). The screens are found in the app itself: each
 * role's side menu and account menu, and the links on those pages a few levels deep (routes.ts, crawl.ts).
 */
const ROOT = join(import.meta.dirname, '../..')
const TARGET = join(ROOT, 'docs/screens')
// Written next to the data folder, then swapped in whole: a failed run leaves the old gallery as it was.
const STAGING = join(ROOT, '.data/screens-staging')
const PASSWORD = 'Campus@123'

const launch = () => chromium.launch(DEBIAN_CHROMIUM)

async function signIn(baseUrl: string, email: string) {
  const response = await fetch(`${baseUrl}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  })
  if (!response.ok) throw new Error(`Sign-in of ${email}: HTTP ${response.status}`)
  return ((await response.json()) as { token: string }).token
}

/**
 * One role at both widths: found and shot at 1280 px; the same pages on the phone are shot while the next role
 * is found (the returned `phone`), since most of a shot is waiting for the page.
 */
async function shootRole(
  browser: Browser,
  baseUrl: string,
  routes: readonly string[],
  role: { folder: Folder; email?: string },
): Promise<{ screens: Screen[]; phone: Promise<void> }> {
  const folder = join(STAGING, role.folder)
  mkdirSync(folder, { recursive: true })
  // The session cookies, as the sign-in page leaves them (docs/adr/0034): the token's HttpOnly.
  const cookies = role.email
    ? [
        { name: 'campus_session', value: await signIn(baseUrl, role.email), url: baseUrl, httpOnly: true },
        { name: 'campus_signed_in', value: '1', url: baseUrl },
      ]
    : []

  const desktop = await browser.newContext({ ...DESKTOP_SCREEN, baseURL: baseUrl })
  await desktop.addCookies(cookies)
  const found = drive(await desktop.newPage())
  let starts: Start[] = PUBLIC_STARTS
  if (role.email) {
    await open(found, '/')
    await settle(found)
    starts = [
      ...(await signedInStarts(found, baseUrl)),
      ...(EXTRA_STARTS[role.folder] ?? []),
      ...(FORM_STARTS[role.folder] ?? []),
    ]
  }
  const content = role.email ? '#content' : 'body'
  const screens = await crawl(found, { origin: baseUrl, starts, routes, content, folder, width: 1280 })
  await desktop.close()

  const phone = (async () => {
    const context = await browser.newContext({ ...PHONE_SCREEN, baseURL: baseUrl })
    await context.addCookies(cookies)
    await replay(drive(await context.newPage()), screens, folder, 390)
    await context.close()
  })()
  // Awaited with the others at the end; marked handled now, so a failure waits for that instead of crashing.
  phone.catch(() => {})
  return { screens, phone }
}

function sizeOf(folder: string): { files: number; bytes: number } {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.png'))
    .reduce(
      (total, file) => ({ files: total.files + 1, bytes: total.bytes + statSync(join(folder, file)).size }),
      { files: 0, bytes: 0 },
    )
}

const started = Date.now()
const routes = await declaredRoutes()
const portal = await startPortal()
let browser: Browser | undefined
try {
  browser = await launch()
  rmSync(STAGING, { recursive: true, force: true })
  const sections: GallerySection[] = []
  const phones: Promise<void>[] = []
  for (const role of [...SIGNED_IN, PUBLIC]) {
    console.log(`${role.title}:`)
    const email = 'email' in role ? role.email : undefined
    const { screens, phone } = await shootRole(browser, portal.baseUrl, routes, {
      folder: role.folder,
      email,
    })
    sections.push({ ...role, screens })
    phones.push(phone)
  }
  await Promise.all(phones)
  writeFileSync(join(STAGING, 'README.md'), galleryMarkdown(sections))
  rmSync(TARGET, { recursive: true, force: true })
  renameSync(STAGING, TARGET)
  const { files, bytes } = sizeOf(TARGET)
  const seconds = Math.round((Date.now() - started) / 1000)
  console.log(`Wrote ${files} PNGs (${(bytes / 1024 / 1024).toFixed(1)} MB) to docs/screens in ${seconds} s.`)
} finally {
  await browser?.close()
  await portal.stop()
}
