import type { Page } from '@playwright/test'
import { ACCOUNTS, choose, expect, test } from './support'

const CSE = 'B.E. - Computer Science and Engineering'

/** The next people-list request that tests membership of this department (`in=departmentid eq …`). */
const listRequestFor = (page: Page, departmentId: string) =>
  page.waitForRequest((request) => {
    const url = new URL(request.url())
    return (
      url.pathname === '/api/user' &&
      url.searchParams.getAll('in').includes(`departmentid eq ${departmentId}`)
    )
  })

test.describe('people lists open on the HOD’s own departments', () => {
  // Lists of 200 students on a busy 2-core machine can pass the default 30 seconds.
  test.setTimeout(60_000)
  for (const { path, table } of [
    { path: '/manage-student', table: 'Students' },
    { path: '/manage-staff', table: 'Staff' },
  ]) {
    test(`${path} opens on Computer Science for its HOD, and others only by choosing`, async ({
      page,
      signIn,
    }) => {
      const opening = listRequestFor(page, 'dept-cse')
      await signIn(ACCOUNTS.HOD, path)
      await opening
      await expect(page.getByRole('combobox', { name: 'Department', exact: true })).toHaveValue(CSE)
      const rows = page.getByRole('table', { name: table }).getByRole('row')
      await expect(rows.nth(1)).toBeVisible()

      const chosen = listRequestFor(page, 'dept-ece')
      await choose(page, 'Department', 'B.E. - Electronics and Communication Engineering')
      await chosen
      await expect(page.getByRole('combobox', { name: 'Department', exact: true })).toHaveValue(
        'B.E. - Electronics and Communication Engineering',
      )
      await expect(rows.nth(1)).toBeVisible()
    })
  }

  test('the administrator’s lists open on every department', async ({ page, signIn }) => {
    const opening = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/user')
    await signIn(ACCOUNTS.ADMIN, '/manage-student')
    expect(new URL((await opening).url()).searchParams.getAll('in')).toEqual([])
    await expect(page.getByRole('combobox', { name: 'Department', exact: true })).toHaveValue('')
  })
})

test.describe('the footer’s Feedback link', () => {
  test('leads a student to their surveys', async ({ page, signIn }) => {
    await signIn(ACCOUNTS.STUDENT, '/')
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Feedback' }).click()
    await expect(page).toHaveURL('/feedBack/mySurveys')
    await expect(page.getByRole('heading', { name: 'My surveys' })).toBeVisible()
  })

  test('leads staff to the question bank and templates', async ({ page, signIn }) => {
    await signIn(ACCOUNTS.FACULTY, '/')
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Feedback' }).click()
    await expect(page).toHaveURL(/\/feedBack/)
    await expect(page.getByRole('heading', { name: 'Questions' })).toBeVisible()
  })

  test('is left out where the reader has no feedback screen', async ({ page, signIn }) => {
    await signIn(ACCOUNTS.CUSTOM, '/')
    const footer = page.getByRole('navigation', { name: 'Footer' })
    await expect(footer.getByRole('link', { name: 'Home' })).toBeVisible()
    await expect(footer.getByRole('link', { name: 'Feedback' })).toHaveCount(0)
    await page.context().clearCookies()
    await page.goto('/privacy-policy')
    await expect(page.getByRole('heading', { name: 'Privacy policy' })).toBeVisible()
    await expect(footer.getByRole('link', { name: 'Feedback' })).toHaveCount(0)
    await expect(footer.getByRole('link', { name: 'Contact us' })).toBeVisible()
  })
})
