import type { Page } from '@playwright/test'
import { ACCOUNTS, choose, expect, expectNoSidewaysScroll, isPhone, test } from './support'

/**
 * The screens people open on a phone fit every width (playwright.config.ts runs these at 1280, 1024 and 390 px):
 * nothing scrolls sideways, and a phone shows cards where wider screens show tables. The workflows themselves
 * (tests/e2e/<feature>.spec.ts) run at desktop width.
 */
const NAAC_HOME = '/naac/home/fd-engineering/fac-engineering/1/GENERAL'
const NAAC_TEMPLATE = 'Programmes introduced with approval'
const FACULTY_NAME = 'Faculty of Engineering and Technology'

/** Opens `path` and waits for its level-one heading before measuring the page. */
async function open(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path)
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible()
}

test.describe('screens fit every width', { tag: '@width' }, () => {
  test.setTimeout(90_000)

  test("a student's pages", async ({ page, signIn }, testInfo) => {
    await signIn(ACCOUNTS.STUDENT)
    await open(page, '/', /^Welcome/)
    await expectNoSidewaysScroll(page)

    await open(page, '/feedBack/mySurveys', 'My surveys')
    await expect(page.getByRole('listitem').first()).toBeVisible()
    await expectNoSidewaysScroll(page)

    // Assignments: cards on a phone, a table on wider screens.
    await open(page, '/assignment/studentView', 'Assignment')
    const assignments = isPhone(testInfo)
      ? page.getByRole('list', { name: 'Assignments' }).getByRole('listitem')
      : page.getByRole('row')
    await expect(assignments.filter({ hasText: 'Problem set 1: matrices' })).toBeVisible()
    await expectNoSidewaysScroll(page)

    await open(page, '/coursematerial/studentCourseMaterial', 'Course Material')
    await choose(page, 'Subject', 'Engineering Mathematics I')
    await expect(page.getByRole('article').first()).toBeVisible()
    await expectNoSidewaysScroll(page)

    await open(page, '/announcement/home', 'Received announcements')
    await expect(page.getByRole('button', { name: 'Lab record submission' })).toBeVisible()
    await expectNoSidewaysScroll(page)
  })

  test('the pages opened without signing in', async ({ page }) => {
    await open(page, '/login', 'Sign in')
    await expectNoSidewaysScroll(page)
    await open(page, '/feedback-form/ft-course/sv-cse-end/OTHERS', 'FEEDBACK FORM')
    await expectNoSidewaysScroll(page)
    await page.goto('/m/DemoCircular-CSE-2023a')
    await expect(page.getByRole('heading', { name: 'Internal assessment schedule', level: 1 })).toBeVisible()
    await expectNoSidewaysScroll(page)
  })

  test("a faculty member's assignments and course material", async ({ page, signIn }) => {
    await signIn(ACCOUNTS.FACULTY)
    await open(page, '/assignment/home', 'Sent Assignment')
    await expectNoSidewaysScroll(page)
    await open(page, '/assignment/compose', 'Compose Assignment')
    await expectNoSidewaysScroll(page)
    await open(page, '/coursematerial/home', 'Course Material')
    await expect(page.getByRole('region', { name: 'Engineering Mathematics I' })).toBeVisible()
    await expectNoSidewaysScroll(page)
  })

  test("the NAAC inputter's templates, entries and entry form", async ({ page, signIn }) => {
    await signIn('inputter@campus.local', NAAC_HOME)
    // A template's counters: in its table row, or on its card on a phone.
    const template = page.getByRole('row').or(page.getByRole('listitem')).filter({ hasText: NAAC_TEMPLATE })
    await expect(template.locator('[data-counter="submitted"]')).toBeVisible({ timeout: 30_000 })
    await expectNoSidewaysScroll(page)

    await page.getByRole('link', { name: NAAC_TEMPLATE }).click()
    await expect(page.getByRole('heading', { name: NAAC_TEMPLATE, level: 1 })).toBeVisible()
    await expectNoSidewaysScroll(page)
    await page.getByRole('link', { name: 'Create' }).click()
    await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible()
    await expectNoSidewaysScroll(page)
  })

  test('the NAAC report', async ({ page, signIn }, testInfo) => {
    await signIn(ACCOUNTS.CUSTOM, '/naac/report')
    await expect(page.getByRole('heading', { name: 'NAAC Report', level: 1 })).toBeVisible()
    await choose(page, 'Template Type', 'GENERAL')
    // The faculty's templates: cards on a phone, a table on wider screens.
    const templates = isPhone(testInfo)
      ? page.getByRole('list', { name: `${FACULTY_NAME} templates` }).getByRole('listitem')
      : page.getByRole('table', { name: `${FACULTY_NAME} templates` }).getByRole('row')
    await expect(templates.filter({ hasText: 'Faculty development programmes' })).toBeVisible()
    await expectNoSidewaysScroll(page)
    await page.getByRole('tab', { name: 'Pre-check' }).click()
    await choose(page, 'Criteria', 'Criterion 1')
    await expect(page.getByTestId('precheck-summary')).toBeVisible()
    await expectNoSidewaysScroll(page)
  })
})
