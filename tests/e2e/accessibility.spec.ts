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
