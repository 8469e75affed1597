import {
  ACCOUNTS,
  ROLES,
  SESSION_COOKIE,
  expect,
  isPhone,
  openMenu,
  ownAccount,
  test,
  type Role,
  openAccountMenu,
  sessionCookies,
  webLogin,
} from './support'

const SEARCH_PLACEHOLDER = 'Register number, name, phone, email or parent phone'

/** What the account dropdown shows besides name and email, per role (spec section 2). */
const DETAILS: Record<Role, RegExp[]> = {
  ADMIN: [],
  HOD: [/Department: Computer Science and Engineering/],
  FACULTY: [/Department: /],
  CUSTOM: [/Department: /],
  STUDENT: [/B\.E\. - Computer Science and Engineering/, /RegNo: CSE23001/, /AccYear: /],
}
const PROFILE_ITEM: Record<Role, string | undefined> = {
  ADMIN: undefined,
  HOD: 'View Profile',
  FACULTY: 'Faculty Profile',
  STUDENT: 'My Profile',
  CUSTOM: undefined,
}

test.describe('header and account menu', () => {
  // On a phone the search box moves into the menu drawer: about width.
  for (const role of ROLES) {
    test(
      `${role}: search box, account details, role badge and menu items`,
      { tag: '@width' },
      async ({ page, signIn }, testInfo) => {
        await signIn(ACCOUNTS[role], '/')
        const header = page.getByRole('banner')
        await expect(header.getByRole('link', { name: 'Home' })).toBeVisible()

        // Only HOD and FACULTY search students; on a phone the box sits at the top of the menu drawer.
        const searchAllowed = role === 'HOD' || role === 'FACULTY'
        if (isPhone(testInfo) && searchAllowed) {
          await openMenu(page, testInfo)
          await expect(page.getByPlaceholder(SEARCH_PLACEHOLDER)).toBeVisible()
          await page.keyboard.press('Escape')
        } else {
          await expect(page.getByPlaceholder(SEARCH_PLACEHOLDER)).toHaveCount(searchAllowed ? 1 : 0)
        }

        await openAccountMenu(page)
        const details = page.getByTestId('user-details')
        await expect(details).toContainText(ACCOUNTS[role])
        for (const line of DETAILS[role]) await expect(details).toContainText(line)
        const items = page.getByRole('menuitem')
        const expected = [PROFILE_ITEM[role], 'Change Password', 'Sign Out'].filter(Boolean)
        await expect(items).toHaveText(expected as string[])
      },
    )
  }

  test('role badges differ in colour by user type', async ({ page, signIn }) => {
    const colours = new Set<string>()
    for (const role of ROLES) {
      await page.context().clearCookies()
      await signIn(ACCOUNTS[role], '/')
      const badge = page.getByRole('banner').locator(`[data-user-type="${role}"]`)
      colours.add(await badge.evaluate((element) => getComputedStyle(element).backgroundColor))
    }
    expect(colours.size).toBe(ROLES.length)
  })

  test(
    'an HOD searches students from the header and opens a profile',
    { tag: '@width' },
    async ({ page, signIn }, testInfo) => {
      await signIn(ACCOUNTS.HOD, '/')
      if (isPhone(testInfo)) await openMenu(page, testInfo)
      await page.getByPlaceholder(SEARCH_PLACEHOLDER).fill('CSE23001')
      await page.getByRole('button', { name: 'Search' }).click()
      await expect(page).toHaveURL('/manage-student/search/CSE23001')
      await expect(page.getByRole('heading', { name: 'Students matching “CSE23001”' })).toBeVisible()
      await page.getByRole('link', { name: 'Student 1', exact: true }).click()
      await expect(page.getByRole('heading', { name: 'Student 1', exact: true })).toBeVisible()
      await expect(page.getByText('CSE23001')).toBeVisible()
    },
  )

  test('a faculty member finds a student by parent phone', async ({ page, signIn }) => {
    const token = await signIn(ACCOUNTS.FACULTY)
    const found = await page.request.get('/api/user', {
      params: { filter: 'email eq student5@campus.local', token },
    })
    const student = (await found.json()) as { parentPhone: string }[]
    const parentPhone = student[0]?.parentPhone ?? ''
    await page.goto(`/manage-student/search/${parentPhone}`)
    await expect(page.getByRole('link', { name: 'Student 5', exact: true })).toBeVisible()
  })

  test('View Profile opens the HOD staff profile without the shell', async ({ page, signIn }) => {
    await signIn(ACCOUNTS.HOD, '/')
    await openAccountMenu(page)
    await page.getByRole('menuitem', { name: 'View Profile' }).click()
    await expect(page).toHaveURL(/\/manage-staff\/staff-profile-view\/.+/)
    await expect(page.getByRole('heading', { name: 'Dr. Meena Raghavan' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Experience' })).toBeVisible()
    await expect(page.getByRole('banner')).toHaveCount(0)
  })

  test('a user changes their password and stays signed in', async ({ page, signIn }, testInfo) => {
    const email = ownAccount(testInfo, 'faculty', 4)
    await signIn(email, '/change-password')
    await page.getByLabel('Current password').fill('Campus@123')
    await page.getByLabel(/^New password\s*\*?$/).fill('Changed1pass')
    await page.getByLabel('New password again').fill('Changed1pass')
    await page.getByRole('button', { name: 'Change password' }).click()
    await expect(page.getByText('Password changed')).toBeVisible()
    // The fresh token replaced the cookie: the next screen still loads.
    await page.goto('/')
    await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible()
    const signInAgain = await page.request.post('/api/user/login', {
      data: { email, password: 'Changed1pass' },
    })
    expect(signInAgain.status()).toBe(200)
  })

  test('Sign Out clears the session and returns to sign-in', async ({ page, context, baseURL }) => {
    // A session of its own: signing out ends it, and the worker's shared one must live on.
    const token = await webLogin(page.request, ACCOUNTS.FACULTY)
    await context.addCookies(sessionCookies(token, baseURL ?? ''))
    await page.goto('/')
    await openAccountMenu(page)
    await page.getByRole('menuitem', { name: 'Sign Out' }).click()
    await expect(page).toHaveURL('/login')
    expect((await context.cookies()).find((entry) => entry.name === SESSION_COOKIE)).toBeUndefined()
    // The old token no longer works on the server either.
    expect((await page.request.get('/api/user/singleUser', { params: { token } })).status()).toBe(401)
  })

  test('a request that gets 401 returns to sign-in, then back', async ({ page, context, baseURL }) => {
    await context.addCookies(sessionCookies('expired.or.forged', baseURL ?? ''))
    await page.goto('/change-password')
    await expect(page).toHaveURL('/login?next=%2Fchange-password')
    await expect(page.getByText('Your session has ended. Sign in to continue.')).toBeVisible()
  })
})
