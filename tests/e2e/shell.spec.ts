import { ACCOUNTS, expect, isNarrow, openMenu, test } from './support'

// The side menu is beside the page on wide screens and a drawer below 1200 px: about width.
test.describe('side menu', { tag: '@width' }, () => {
  test('shows the role menu and filters it by label, ignoring case', async ({ page, signIn }, testInfo) => {
    await signIn(ACCOUNTS.ADMIN, '/')
    const menu = await openMenu(page, testInfo)
    await expect(menu.getByRole('link')).toHaveText([
      'Home',
      'Manage Department',
      'Faculties',
      'Manage Academic Year',
      'Manage Subjects',
      'Manage Staff',
      'Manage Students',
      'Move Students',
      'Events',
      'Announcement',
      'Course Material',
      'NAAC',
      'Feedback',
      'Manage Mentor',
      'College settings',
      'Manage SMS Quota',
      /API reference/,
    ])
    await menu.getByPlaceholder('Find menu items...').fill('cOLLEGE')
    await expect(menu.getByRole('link')).toHaveText(['College settings'])
    await menu.getByPlaceholder('Find menu items...').fill('nothing like this')
    await expect(menu.getByText('No menu items match')).toBeVisible()
  })

  test('internal entries stay in the app; external ones open in a new tab', async ({
    page,
    signIn,
  }, testInfo) => {
    await signIn(ACCOUNTS.ADMIN, '/')
    const menu = await openMenu(page, testInfo)
    const external = menu.getByRole('link', { name: /API reference/ })
    await expect(external).toHaveAttribute('target', '_blank')
    await expect(external).toHaveAttribute('rel', /noopener/)
    await menu.getByRole('link', { name: 'College settings' }).click()
    await expect(page).toHaveURL('/college-settings')
    await expect(page.getByRole('heading', { name: 'College settings' })).toBeVisible()
  })

  test('collapses below 1200 px: the overlay or the header button closes it', async ({
    page,
    signIn,
  }, testInfo) => {
    await signIn(ACCOUNTS.FACULTY, '/')
    const toggle = page.getByRole('button', { name: 'Toggle menu' })
    const menu = page.getByRole('navigation', { name: 'Main menu' })
    if (!isNarrow(testInfo)) {
      // Wide screens show it beside the page; the button hides and shows it.
      await expect(menu).toBeInViewport()
      await toggle.click()
      await expect(menu).not.toBeInViewport()
      await toggle.click()
      await expect(menu).toBeInViewport()
      return
    }
    await expect(menu).toHaveCount(0)
    await toggle.click()
    await expect(menu).toBeVisible()
    const overlay = page.locator('.mantine-Drawer-overlay')
    await expect(overlay).toBeVisible()
    await overlay.click({ position: { x: 370, y: 400 } })
    await expect(menu).toHaveCount(0)
    await toggle.click()
    await expect(menu).toBeVisible()
    await toggle.click()
    await expect(menu).toHaveCount(0)
    await toggle.click()
    await page.getByRole('button', { name: 'Close menu' }).click()
    await expect(menu).toHaveCount(0)
  })
})

test.describe('footer and college pages', () => {
  test('links home, feedback and the college pages, with a copyright line', async ({ page, signIn }) => {
    await signIn(ACCOUNTS.STUDENT, '/')
    const footer = page.getByRole('navigation', { name: 'Footer' })
    await expect(footer.getByRole('link')).toHaveText([
      'Home',
      'Feedback',
      'Contact us',
      'Privacy policy',
      'Terms of service',
    ])
    await expect(page.getByText(/© \d{4} Campus Demo College of Engineering/)).toBeVisible()
    await footer.getByRole('link', { name: 'Privacy policy' }).click()
    await expect(page.getByRole('heading', { name: 'Privacy policy' })).toBeVisible()
    await expect(page.getByTestId('college-page-text')).toContainText('personal data')
  })

  test('an administrator edits the terms of service and everyone sees the new text', async ({
    page,
    signIn,
  }, testInfo) => {
    await signIn(ACCOUNTS.ADMIN, '/college-settings')
    const terms = `Terms for ${testInfo.project.name}: use the portal for college work only.`
    await page.getByLabel('Terms of service').fill(terms)
    // The saved response, not the one-second toast, which a busy machine can miss between polls.
    const saved = page.waitForResponse(
      (response) => response.url().includes('/api/college') && response.request().method() !== 'GET',
    )
    await page.getByRole('button', { name: 'Save' }).click()
    expect((await saved).ok()).toBe(true)
    await page.context().clearCookies()
    await page.goto('/terms-of-service')
    await expect(page.getByTestId('college-page-text')).toHaveText(terms)
  })
})

test.describe('toasts and the loading indicator', () => {
  test('a toast shows at the top centre and goes after about a second', async ({ page, signIn }) => {
    await signIn(ACCOUNTS.ADMIN, '/college-settings')
    const toast = page.locator('.mantine-Notification-root', { hasText: 'College settings saved' })
    await page.getByRole('button', { name: 'Save' }).click()
    // Counted and measured in one step in the page: on a busy machine the one-second toast can be gone
    // between two separate Playwright calls.
    const seen = await page.waitForFunction((text) => {
      const toasts = [...document.querySelectorAll('.mantine-Notification-root')].filter((node) =>
        node.textContent?.includes(text),
      )
      const rect = toasts[0]?.getBoundingClientRect()
      return rect && { count: toasts.length, box: { x: rect.x, y: rect.y, width: rect.width } }
    }, 'College settings saved')
    const { count, box } = (await seen.jsonValue()) as {
      count: number
      box: { x: number; y: number; width: number }
    }
    expect(count).toBe(1)
    const viewport = page.viewportSize()
    expect(box && viewport).toBeTruthy()
    if (box && viewport) {
      expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(8)
      expect(box.y).toBeLessThan(80)
    }
    await expect(toast).toHaveCount(0, { timeout: 3000 })
  })

  test('the same message from two failing calls is shown once', async ({ page, signIn }) => {
    await signIn(ACCOUNTS.HOD)
    const busy = { error: { code: 'UNAVAILABLE', message: 'The portal is busy. Try again in a moment.' } }
    // The home figures and the account load together; both fail with the same message.
    for (const path of ['/api/user/home', '/api/user/singleUser']) {
      await page.route(
        (url) => url.pathname === path,
        (route) => route.fulfill({ status: 503, json: busy }),
      )
    }
    const failed = ['/api/user/home', '/api/user/singleUser'].map((path) =>
      page.waitForResponse((response) => new URL(response.url()).pathname === path),
    )
    await page.goto('/')
    await Promise.all(failed)
    await expect(page.getByText('The home page figures could not be loaded')).toBeVisible()
    await expect(page.locator('.mantine-Notification-root', { hasText: busy.error.message })).toHaveCount(1)
  })

  test('the loading indicator shows while a request is in flight', async ({ page, signIn }) => {
    await signIn(ACCOUNTS.HOD)
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(
      (url) => url.pathname === '/api/user/home',
      async (route) => {
        await held
        await route.continue()
      },
    )
    await page.goto('/')
    const indicator = page.getByTestId('loading-indicator')
    await expect(indicator).toHaveAttribute('data-loading', 'true')
    release()
    await expect(page.getByTestId('home-figures')).toBeVisible()
    await expect(indicator).toHaveAttribute('data-loading', 'false')
  })
})
