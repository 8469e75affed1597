import type { Page } from '@playwright/test'
import { ACCOUNTS, expect, openMenu, ROLES, test } from './support'

/**
 * No screen shows an internal id where a person expects a name. DEMO_ID matches the demo data's ids
 * (packages/testing/src/demo-college.ts and the domains' seeds) and generated ones (24 hex digits from
 * newId, 20-character feedback target ids). What people really use, such as register numbers (CSE23001),
 * phone numbers and the demo circular's public link, does not match.
 */
const DEMO_ID = new RegExp(
  [
    String.raw`\b(?:grp|ay|reg)-[a-z]+-\d{4}(?:-[a-z])?\b`,
    String.raw`\b(?:dept|fd|fac)-[a-z]+\b`,
    String.raw`\bst-(?:non-)?teaching\b`,
    String.raw`\brs-[a-z]+-[a-z]+\d+\b`,
    String.raw`\buser-(?:admin|custom|naac-inputter|(?:hod|faculty|student)-[a-z0-9]+)\b`,
    String.raw`\b(?:sv-[a-z]+-(?:mid|end)|fq-[a-z]+(?:-[a-z]+)?|ft-(?:event|course))\b`,
    String.raw`\b(?:evt|ann|cm)-demo-[a-z0-9-]+\b`,
    String.raw`\b[0-9a-f]{24}\b`,
    // base64url, with a digit, a capital and a small letter: not a word.
    String.raw`\b(?=[\w-]{0,19}\d)(?=[\w-]{0,19}[A-Z])(?=[\w-]{0,19}[a-z])[\w-]{20}\b`,
  ].join('|'),
  'g',
)

/** Waits until the screen has loaded what it shows: no request in flight, the header's indicator idle. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle')
  // Generous: the machine running the browser tests may be busy.
  await expect(page.getByTestId('loading-indicator')).toHaveAttribute('data-loading', 'false', {
    timeout: 30_000,
  })
}

/** The demo ids visible in the page's main area once it has loaded. */
async function idsShown(page: Page) {
  await settled(page)
  return (await page.getByRole('main').innerText()).match(DEMO_ID) ?? []
}

/**
 * Signs in and opens the home page with `GET /api/user/home` answered as the server answers it, changed: to show
 * records whose names are gone.
 */
async function openChangedHome(
  page: Page,
  signIn: (email: string) => Promise<string>,
  email: string,
  change: (home: Record<string, unknown>) => void,
) {
  const token = await signIn(email)
  const home = (await (await page.request.get('/api/user/home', { params: { token } })).json()) as Record<
    string,
    unknown
  >
  change(home)
  await page.route('**/api/user/home*', (route) => route.fulfill({ json: home }))
  await page.goto('/')
}

type Figure = { key: string; value: unknown }
type Department = { id: string; name: string; years: { id: string; label: string; students: number }[] }

test.describe('names, not ids', () => {
  test.beforeEach(() => test.setTimeout(60_000))

  test('the student home names the group', async ({ page, signIn }) => {
    await signIn(ACCOUNTS.STUDENT, '/')
    await settled(page)
    const group = page.getByTestId('home-figures').locator('[data-figure=group]')
    await expect(group).toHaveText(/^Group\s*A$/)
    expect(await idsShown(page)).toEqual([])
  })

  test('the student home says a group that is gone is unknown', async ({ page, signIn }) => {
    await openChangedHome(page, signIn, ACCOUNTS.STUDENT, (home) => {
      const group = (home.figures as Figure[]).find(({ key }) => key === 'group')
      if (group) group.value = 'grp-cse-1999-z'
    })
    await settled(page)
    const group = page.getByTestId('home-figures').locator('[data-figure=group]')
    await expect(group).toHaveText(/^Group\s*Unknown group$/)
  })

  test('the custom user’s home names the faculty department and the faculty of each NAAC role', async ({
    page,
    signIn,
  }) => {
    await signIn(ACCOUNTS.CUSTOM, '/')
    await settled(page)
    const roles = page.getByRole('region', { name: 'Your accreditation roles' })
    await expect(roles).toContainText('AUTHORIZER for faculty department Engineering')
    await expect(roles).toContainText(
      'Report rights AUTHORIZED for faculty Faculty of Engineering and Technology',
    )
    expect(await idsShown(page)).toEqual([])
  })

  test('the custom user’s home says a faculty department or faculty that is gone is unknown', async ({
    page,
    signIn,
  }) => {
    await openChangedHome(page, signIn, ACCOUNTS.CUSTOM, (home) => {
      home.naacRoles = [{ facultyDeptId: 'fd-gone', role: 'INPUTTER' }]
      home.naacReports = [{ facultyId: 'fac-gone', rights: 'AUTHORIZED' }]
    })
    await settled(page)
    const roles = page.getByRole('region', { name: 'Your accreditation roles' })
    await expect(roles).toContainText('INPUTTER for faculty department Unknown faculty department')
    await expect(roles).toContainText('Report rights AUTHORIZED for faculty Unknown faculty')
    expect(await idsShown(page)).toEqual([])
  })

  test('the HOD home names departments and years no one’s record names', async ({ page, signIn }) => {
    // The head counts give the id when no record names a department or year: as for a department nobody is
    // in yet, a student saved without a year label, or records since deleted.
    await openChangedHome(page, signIn, ACCOUNTS.HOD, (home) => {
      const departments = home.departments as Department[]
      for (const department of departments) {
        department.name = department.id
        for (const year of department.years) year.label = year.id
      }
      departments.push({
        ...departments[0]!,
        id: 'dept-gone',
        name: 'dept-gone',
        years: [{ id: 'ay-gone-2001', label: 'ay-gone-2001', students: 3 }],
      })
    })
    await settled(page)
    const table = page.getByRole('region', { name: 'Departments', exact: true })
    await expect(table).toContainText('B.E. - Computer Science and Engineering')
    await expect(table).toContainText(/2023 - 2027: \d+/)
    await expect(table).toContainText('Unknown department')
    await expect(table).toContainText('Unknown academic year: 3')
    expect(await idsShown(page)).toEqual([])
  })

  for (const role of ROLES) {
    test(`no ${role} menu page shows a demo id`, async ({ page, signIn }, testInfo) => {
      test.setTimeout(180_000)
      await signIn(ACCOUNTS[role], '/')
      const menu = await openMenu(page, testInfo)
      await expect(menu.getByRole('link', { name: 'Home' })).toBeVisible()
      const paths = await menu
        .locator('a:not([target=_blank])')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
      expect(paths.length).toBeGreaterThan(1)
      for (const path of paths) {
        await page.goto(path)
        expect(await idsShown(page), path).toEqual([])
      }
    })
  }
})
