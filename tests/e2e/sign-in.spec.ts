import { readFile } from 'node:fs/promises'
import {
  ACCOUNTS,
  DEMO_PASSWORD,
  ROLES,
  SESSION_COOKIE,
  apiLogin,
  expect,
  fillSignInForm,
  ownAccount,
  signInWithForm,
  test,
  userByEmail,
} from './support'

test.describe('sign-in page', () => {
  for (const role of ROLES) {
    test(`${role} signs in with an HttpOnly session cookie that no page script can read`, async ({
      page,
      context,
    }) => {
      const apiCalls: { url: URL; headers: Record<string, string> }[] = []
      page.on('request', (request) => {
        const url = new URL(request.url())
        if (url.pathname.startsWith('/api/')) apiCalls.push({ url, headers: request.headers() })
      })
      const signInAnswer = page.waitForResponse((response) => response.url().endsWith('/api/user/login'))
      await page.goto('/login')
      // Only the sign-in view: no header, menu or footer of the shell.
      await expect(page.getByRole('banner')).toHaveCount(0)
      await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0)

      await fillSignInForm(page, ACCOUNTS[role], DEMO_PASSWORD)
      await expect(page).toHaveURL('/')
      await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible()
      await expect(page.getByTestId('home-figures')).toBeVisible()
      await expect(page.getByRole('banner').locator(`[data-user-type="${role}"]`)).toBeVisible()

      // The token is only in the HttpOnly cookie: not in the sign-in answer, not in document.cookie.
      expect(await (await signInAnswer).json()).not.toHaveProperty('token')
      const cookie = (await context.cookies()).find((entry) => entry.name === SESSION_COOKIE)
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' })
      const token = cookie?.value ?? ''
      expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/)
      const scriptCookies = await page.evaluate(() => document.cookie)
      expect(scriptCookies).not.toContain(token)
      expect(scriptCookies).not.toContain(SESSION_COOKIE)
      expect(scriptCookies).not.toMatch(/(^|; )token=/)

      const afterSignIn = apiCalls.filter(
        ({ url }) => !['/api/user/login', '/api/college'].includes(url.pathname),
      )
      expect(afterSignIn.length).toBeGreaterThan(0)
      for (const { url, headers } of afterSignIn) {
        // The browser sends the cookie; the page sends no token of its own, in a header or a URL.
        expect(headers['authorization'], url.pathname).toBeUndefined()
        expect(headers['x-requested-with'], url.pathname).toBe('campus-portal')
        expect(url.search, url.pathname).not.toContain(token)
        expect(url.searchParams.has('token'), url.pathname).toBe(false)
      }
    })
  }

  test('a write the session cookie alone signs in is refused: a cross-site form cannot send the header', async ({
    page,
    signIn,
  }) => {
    await signIn(ACCOUNTS.FACULTY, '/')
    await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible()
    // The browser's cookies go along (page.request shares them), but not the web app's header.
    const forged = await page.request.post('/api/user/logout')
    expect(forged.status()).toBe(403)
    expect(((await forged.json()) as { error: { code: string } }).error.code).toBe('CSRF_HEADER_REQUIRED')
    await page.reload()
    await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible()
  })

  test('a student signs in with a register number', async ({ page }) => {
    await signInWithForm(page, 'CSE23002')
    await expect(page.getByRole('heading', { name: 'Welcome, Student 2' })).toBeVisible()
  })

  test('a wrong password gets a clear message and no session', async ({ page, context }) => {
    await signInWithForm(page, ACCOUNTS.FACULTY, 'not-the-password1')
    await expect(page.getByRole('alert')).toContainText(
      'The email or register number, or the password, is not right.',
    )
    await expect(page).toHaveURL('/login')
    expect((await context.cookies()).find((entry) => entry.name === SESSION_COOKIE)).toBeUndefined()
  })

  test('a locked account is told so, even with the right password', async ({ page }, testInfo) => {
    const email = ownAccount(testInfo, 'faculty', 10)
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await page.request.post('/api/user/login', { data: { email, password: 'wrong-password-1' } })
    }
    await signInWithForm(page, email)
    await expect(page.getByRole('alert')).toContainText('This account is locked')
  })

  test('a disabled account is told to contact the office', async ({ page }, testInfo) => {
    const email = ownAccount(testInfo, 'student', 117)
    const admin = await apiLogin(page.request, ACCOUNTS.ADMIN)
    const student = await userByEmail<{ id: string }>(page.request, admin, email)
    const disabled = await page.request.put(`/api/user/${student?.id}`, {
      params: { token: admin },
      data: { accountStatus: 'DISABLE' },
    })
    expect(disabled.status()).toBe(200)

    await signInWithForm(page, email)
    await expect(page.getByRole('alert')).toContainText('This account is disabled')
  })

  test('a forgotten password is reset with the code sent by SMS', async ({ page }, testInfo) => {
    const email = ownAccount(testInfo, 'faculty', 7)
    await page.goto('/login')
    await page.getByLabel('Email or register number').fill(email)
    await page.getByRole('button', { name: 'Forgot your password?' }).click()
    await page.getByRole('button', { name: 'Send code' }).click()
    // The page cannot say where the code went: the server answers the same for every name.
    await expect(page.getByRole('status').filter({ hasText: 'the code was sent to it' })).toBeVisible()

    // Locally the SMS lands in the outbox file of the server's data folder; the account's phone tells which.
    const admin = await apiLogin(page.request, ACCOUNTS.ADMIN)
    const account = await userByEmail<{ phone?: string }>(page.request, admin, email)
    const outbox = await readFile('.data/e2e/sms-outbox.jsonl', 'utf8')
    const sms = outbox
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { phone: string; text: string })
      .filter((message) => account?.phone && message.phone === account.phone)
      .at(-1)
    const code = /\b(\d{6})\b/.exec(sms?.text ?? '')?.[1] ?? ''
    await page.getByLabel('Code digit 1').pressSequentially(code)
    await page.locator('input[type=password]').fill('NewPassw0rd!')
    await page.getByRole('button', { name: 'Change password' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Your password is changed' })).toBeVisible()
    await fillSignInForm(page, email, 'NewPassw0rd!')
    await expect(page).toHaveURL('/')
  })
})
