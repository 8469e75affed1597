import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { ACCOUNTS, expect, test, openAccountMenu } from './support'

/** WCAG 2.1 AA rules; the budget is no serious or critical violation. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

test.describe('accessibility', () => {
  test('the sign-in page', async ({ page }) => {
    await page.goto('/login')
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })

  test('home, profile and search pages', async ({ page, signIn }) => {
    await signIn(ACCOUNTS.HOD)
    await page.goto('/')
    await expect(page.getByTestId('home-figures')).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])

    await page.goto('/manage-student/search/Student 1')
    await expect(page.getByRole('link', { name: 'Student 1', exact: true })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])

    await page.getByRole('link', { name: 'Student 1', exact: true }).click()
    await expect(page.getByText('CSE23001')).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])

    await openAccountMenu(page)
    await page.getByRole('menuitem', { name: 'View Profile' }).click()
    await expect(page.getByRole('heading', { name: 'Experience' })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })
})

test.describe('accessibility of the academic and people screens', () => {
  // axe walks every node: a page of 200 students takes it a while on a busy machine.
  test.setTimeout(90_000)
  const screens: [string, string][] = [
    ['/manage-staff', 'Manage staff'],
    ['/manage-student', 'Manage students'],
    ['/manageDepartment', 'Manage Department'],
    ['/faculty', 'Faculties'],
    ['/academic/home/dept-cse', 'Manage Academic Year'],
    ['/academicadmin', 'Move students'],
    ['/manage-subject', 'Manage subjects'],
  ]
  for (const [path, heading] of screens) {
    test(`${heading} (${path})`, async ({ page, signIn }) => {
      await signIn(ACCOUNTS.ADMIN)
      await page.goto(path)
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible()
      await page.waitForLoadState('networkidle')
      expect(await seriousViolations(page)).toEqual([])
    })
  }

  test('the import dialog', async ({ page, signIn }) => {
    await signIn(ACCOUNTS.ADMIN)
    await page.goto('/manage-student')
    await page.getByRole('button', { name: 'Import from Excel' }).click()
    await expect(page.getByRole('dialog', { name: 'Import students from Excel' })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })
})
