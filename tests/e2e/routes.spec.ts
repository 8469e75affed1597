import { ACCOUNTS, expect, test } from './support'

test.describe('routes', () => {
  test('a section not built yet says so honestly, inside the shell', async ({ page, signIn }) => {
    await signIn(ACCOUNTS.HOD)
    for (const section of ['obe', 'attendance', 'time-table']) {
      await page.goto(`/${section}`)
      await expect(page.getByTestId('not-available')).toContainText(`The ${section} part of the portal`)
      await expect(page.getByRole('banner')).toBeVisible()
    }
  })

  test('an unknown address gets a page-not-found inside the shell', async ({ page, signIn }) => {
    await signIn(ACCOUNTS.HOD)
    for (const address of ['/no-such-page', '/manage-staff/no-such-screen']) {
      await page.goto(address)
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
    }
  })

  test('old-style prefixes map to the pages they stand for, without the shell', async ({ page, signIn }) => {
    const token = await signIn(ACCOUNTS.ADMIN)
    const hod = (await (
      await page.request.get('/api/user', { params: { filter: 'email eq hod.cse@campus.local', token } })
    ).json()) as { id: string }[]
    const hodId = hod[0]?.id ?? ''

    const cases: [string, RegExp][] = [
      ['/m/abc123', /\/view-sms\/abc123$/],
      ['/p/42', /\/proforma-view\/42$/],
      [`/s/${hodId}`, new RegExp(`/manage-staff/staff-profile-view/${hodId}$`)],
      ['/client/view-sms/xyz', /\/view-sms\/xyz$/],
      ['/client/feedback-form/t1/r1/EVENTS', /\/feedback-form\/t1\/r1\/EVENTS$/],
      ['/admission/apply', /\/admission\/apply$/],
      ['/student-application/new', /\/student-application\/new$/],
      ['/feedBack/feedbackSucess', /\/feedBack\/feedbackSucess$/],
    ]
    for (const [from, to] of cases) {
      await page.goto(from)
      await expect(page, from).toHaveURL(to)
      await expect(page.getByRole('banner'), from).toHaveCount(0)
      await expect(page.getByRole('navigation', { name: 'Main menu' }), from).toHaveCount(0)
    }
    await page.goto(`/s/${hodId}`)
    await expect(page.getByRole('heading', { name: 'Dr. Meena Raghavan' })).toBeVisible()
  })

  test('without a session, a shell page goes to sign-in and back after it', async ({ page }) => {
    await page.goto('/manage-student/search/CSE')
    await expect(page).toHaveURL('/login?next=%2Fmanage-student%2Fsearch%2FCSE')
    await page.getByLabel('Email or register number').fill(ACCOUNTS.FACULTY)
    await page.locator('input[type=password]').fill('Campus@123')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL('/manage-student/search/CSE')
  })
})
