import AxeBuilder from '@axe-core/playwright'
import {
  test as base,
  expect,
  type APIRequestContext,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test'

/** Every demo account's password (functions/local/seed). */
export const DEMO_PASSWORD = 'Campus@123'

export const ACCOUNTS = {
  ADMIN: 'admin@campus.local',
  HOD: 'hod.cse@campus.local',
  FACULTY: 'faculty1@campus.local',
  STUDENT: 'student1@campus.local',
  CUSTOM: 'custom@campus.local',
} as const
export type Role = keyof typeof ACCOUNTS
export const ROLES = Object.keys(ACCOUNTS) as Role[]

const PROJECTS = ['desktop-1280', 'laptop-1024', 'phone-390']

/**
 * Tests that change an account (lock it, disable it, change its password) take their own demo account per
 * viewport project, so the three projects never trip over each other: `kind` + first, + first + 1, + first + 2
 * (e.g. faculty10, faculty11, faculty12 @campus.local).
 */
export function ownAccount(testInfo: TestInfo, kind: 'faculty' | 'student', first: number) {
  const index = PROJECTS.indexOf(testInfo.project.name)
  if (index < 0) throw new Error(`No account for project ${testInfo.project.name}`)
  return `${kind}${first + index}@campus.local`
}

/** Below 1200 px the side menu is collapsed behind the header's menu button. */
export const isNarrow = (testInfo: TestInfo) => testInfo.project.name !== 'desktop-1280'
export const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'phone-390'

/** Signs in as the legacy client and tools do: the token comes in the body, and no session cookie is set. */
export async function apiLogin(request: APIRequestContext, email: string, password = DEMO_PASSWORD) {
  const response = await request.post('/api/user/login', { data: { email, password } })
  expect(response.status(), `sign-in of ${email}`).toBe(200)
  return ((await response.json()) as { token: string }).token
}

/** The web app's session cookies (packages/http/src/session-cookie.ts): the token, HttpOnly, and a marker. */
export const SESSION_COOKIE = 'campus_session'
const SIGNED_IN_COOKIE = 'campus_signed_in'
/** The header the web app sends on every call (web/src/lib/session.ts). */
export const WEB_CLIENT_HEADERS = { 'X-Requested-With': 'campus-portal' }

/**
 * Signs in as the web app does: the API answers with the HttpOnly session cookie, which a request context of
 * a browser context (`page.request`, `context.request`) keeps for its pages. Returns the cookie's token, for
 * API calls that send it as `?token=`.
 */
export async function webLogin(request: APIRequestContext, email: string, password = DEMO_PASSWORD) {
  const response = await request.post('/api/user/login', {
    data: { email, password },
    headers: WEB_CLIENT_HEADERS,
  })
  expect(response.status(), `sign-in of ${email}`).toBe(200)
  const setCookies = response
    .headersArray()
    .filter(({ name }) => name.toLowerCase() === 'set-cookie')
    .map(({ value }) => value)
  const token = setCookies
    .map((cookie) => new RegExp(`^${SESSION_COOKIE}=([^;]+)`).exec(cookie)?.[1])
    .find(Boolean)
  expect(token, `the session cookie of ${email}`).toBeTruthy()
  return token ?? ''
}

/** The cookies a browser holds after the web app signed in with `token`, for `context.addCookies`. */
export const sessionCookies = (token: string, url: string) => [
  { name: SESSION_COOKIE, value: token, url, httpOnly: true, sameSite: 'Strict' as const },
  { name: SIGNED_IN_COOKIE, value: '1', url, sameSite: 'Strict' as const },
]

export async function fillSignInForm(page: Page, login: string, password: string) {
  await page.getByLabel('Email or register number').fill(login)
  await page.locator('input[type=password]').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/** Opens the sign-in page and signs in through its form. */
export async function signInWithForm(page: Page, login: string, password = DEMO_PASSWORD) {
  await page.goto('/login')
  await fillSignInForm(page, login, password)
}

/** The user record with this email, as an administrator's token reads it. */
export async function userByEmail<User>(request: APIRequestContext, token: string, email: string) {
  const found = await request.get('/api/user', { params: { filter: `email eq ${email}`, token } })
  const [user] = (await found.json()) as User[]
  return user
}

/** Opens the header's account menu (name, role badge, profile items, Sign Out). */
export async function openAccountMenu(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /account menu$/ })
    .click()
}

/** The side menu: the navbar on wide screens, the drawer (opened here) below 1200 px. */
export async function openMenu(page: Page, testInfo: TestInfo) {
  if (isNarrow(testInfo)) await page.getByRole('button', { name: 'Toggle menu' }).click()
  const menu = page.getByRole('navigation', { name: 'Main menu' })
  await expect(menu).toBeVisible()
  return menu
}

/** How the web app reports a string it has none for (missingKeyHandler in web/src/lib/i18n/index.ts). */
const MISSING_STRING = 'No string for '

export const test = base.extend<
  {
    /**
     * Signs in through the API as the web app does and puts the session cookies in the browser (the token's
     * HttpOnly; docs/adr/0034); then opens `path`, when given. Returns the token, for API calls. The worker's
     * session of that account is reused (a test that ends a session signs in with `webLogin` instead).
     */
    signIn: (email: string, path?: string) => Promise<string>
    /** Fails a test whose pages asked for a string that has none (lib/i18n reports it in the console). */
    stringsFound: void
  },
  {
    /** The worker's session token of each account it signed in as: one sign-in (a scrypt hash) per account. */
    sessions: Map<string, string>
  }
>({
  // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
  // eslint-disable-next-line no-empty-pattern
  sessions: [async ({}, use) => use(new Map()), { scope: 'worker' }],
  stringsFound: [
    async ({ page }, use) => {
      const missing: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error' && message.text().startsWith(MISSING_STRING))
          missing.push(message.text())
      })
      await use()
      expect(missing).toEqual([])
    },
    { auto: true },
  ],
  signIn: async ({ page, baseURL, sessions }, use) => {
    await use(async (email, path) => {
      const token = sessions.get(email) ?? (await webLogin(page.request, email))
      sessions.set(email, token)
      await page.context().addCookies(sessionCookies(token, baseURL ?? ''))
      if (path !== undefined) await page.goto(path)
      return token
    })
  },
})

export { expect }

/**
 * The page's serious and critical accessibility violations under the WCAG 2.1 AA rules, one line each (rule
 * and elements): the budget every screen keeps is none.
 */
export async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

/** The page fits its window: nothing is wider than the screen, so a phone never scrolls sideways. */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0)
}

/** Picks an option of a Mantine select: the options open in a portal, outside any dialog. */
export async function choose(scope: Page | Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click()
  const page = 'page' in scope ? scope.page() : scope
  await page.getByRole('option', { name: option, exact: true }).click()
}

/**
 * A table row's action by its name, ready to click: its button or link; or, where a narrow screen folds the
 * row's actions into a menu (web/src/components/ui/row-actions.tsx), that menu's item, once the menu is open.
 */
export async function rowAction(row: Locator, name: string) {
  const menu = row.getByRole('button', { name: /^Actions for / })
  const direct = row.getByRole('button', { name }).or(row.getByRole('link', { name }))
  await expect(menu.or(direct).first()).toBeVisible()
  if (!(await menu.isVisible())) return direct
  await menu.click()
  return row.page().getByRole('menuitem', { name, exact: true })
}
