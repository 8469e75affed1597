import { readFile } from 'node:fs/promises'
import {
  ACCOUNTS,
  DEMO_PASSWORD,
  ROLES,
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
    test(`${role} signs in, gets the token cookie and sends it in the Authorization header`, async ({
      page,
      context,
    }) => {
      const apiCalls: { url: URL; authorization: string | undefined }[] = []
      page.on('request', (request) => {
        const url = new URL(request.url())
        if (url.pathname.startsWith('/api/'))
          apiCalls.push({ url, authorization: request.headers()['authorization'] })
      })
      await page.goto('/login')
      // Only the sign-in view: no header, menu or footer of the shell.
      await expect(page.getByRole('banner')).toHaveCount(0)
      await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0)

      await fillSignInForm(page, ACCOUNTS[role], DEMO_PASSWORD)
      await expect(page).toHaveURL('/')
      await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible()
      await expect(page.getByTestId('home-figures')).toBeVisible()
      await expect(page.getByRole('banner').locator(`[data-user-type="${role}"]`)).toBeVisible()

      const cookie = (await context.cookies()).find((entry) => entry.name === 'token')
      expect(cookie?.value).toBeTruthy()
      const afterSignIn = apiCalls.filter(
        ({ url }) => !['/api/user/login', '/api/college'].includes(url.pathname),
      )
      expect(afterSignIn.length).toBeGreaterThan(0)
      for (const { url, authorization } of afterSignIn) {
        expect(authorization, url.pathname).toBe(`Bearer ${cookie?.value}`)
        // The token never travels in a URL, where access logs and browser history would keep it.
        expect(url.search, url.pathname).not.toContain(cookie?.value ?? '')
        expect(url.searchParams.has('token'), url.pathname).toBe(false)
      }
    })
  }

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
    expect((await context.cookies()).find((entry) => entry.name === 'token')).toBeUndefined()
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
