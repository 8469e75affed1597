import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import ExcelJS from 'exceljs'
import { ACCOUNTS, choose, expect, test, seriousViolations } from './support'

/**
 * The NAAC reports (functions/naac/README.md, "Reports"): custom@campus.local is AUTHORIZED for the demo
 * faculty's reports (functions/identity/seed.ts); its entries are GENERAL (functions/naac/seed.ts).
 */
const REPORTER = ACCOUNTS.CUSTOM
const FACULTY_NAME = 'Faculty of Engineering and Technology'
const TYPE = 'GENERAL'
const REFUSAL = 'Sorry ! only AUTHORIZED Users has view rights.'

/** Building workbooks and merging PDFs are background jobs; two browsers share two cores. */
const JOB_TIMEOUT = { timeout: 90_000 }

/** Opens NAAC → Report as the reporter, on the GENERAL faculty view of the demo faculty. */
async function openReport(page: Page, signIn: (email: string, path?: string) => Promise<string>) {
  await signIn(REPORTER, '/naac')
  await page.getByRole('navigation', { name: 'NAAC' }).getByRole('link', { name: 'Report' }).click()
  await expect(page.getByRole('heading', { name: 'NAAC Report', level: 1 })).toBeVisible()
  await choose(page, 'Template Type', TYPE)
  // Report users start on the faculty they are AUTHORIZED for.
  await expect(page.getByRole('combobox', { name: 'Faculty' })).toHaveValue(FACULTY_NAME)
}

/** The templates of the faculty view (a phone shows them as cards: widths.spec.ts). */
const templateItems = (page: Page) =>
  page.getByRole('table', { name: `${FACULTY_NAME} templates` }).getByRole('row')

test.describe('NAAC reports', () => {
  // Background builds and merges, several sign-ins: more than the default 30 seconds on a busy machine.
  test.setTimeout(180_000)

  test('an AUTHORIZED user downloads the faculty workbook and merges the attachments', async ({
    page,
    signIn,
  }) => {
    await openReport(page, signIn)
    await expect(templateItems(page).filter({ hasText: 'Faculty development programmes' })).toBeVisible()

    // Not built yet on a fresh college: built through the screen (another viewport may be building it already).
    const download = page.getByRole('link', { name: 'Consolidated workbook' })
    const built = page.getByTestId('workbook-built')
    await expect(built).toContainText(TYPE)
    if ((await built.textContent())?.includes('not built yet'))
      await page.getByRole('button', { name: 'Build now' }).click()
    await expect(download).toBeVisible(JOB_TIMEOUT)
    await expect(built).toContainText('built on')

    const downloaded = page.waitForEvent('download')
    await download.click()
    const workbook = await downloaded
    expect(workbook.suggestedFilename()).toMatch(/\.xlsx$/)
    const path = await workbook.path()
    // A zip (an .xlsx is one) starts with PK.
    expect((await readFile(path)).subarray(0, 2).toString('latin1')).toBe('PK')
    const book = new ExcelJS.Workbook()
    await book.xlsx.readFile(path)
    expect(book.worksheets.length).toBeGreaterThan(0)
    const headers = (book.worksheets[0]?.getRow(1).values as unknown[]).slice(1, 4)
    expect(headers).toEqual(['S.No', 'Faculty', 'Department'])

    // Merge: every template's attachments in the faculty, in the background, then the titles show the files.
    await page.getByRole('button', { name: 'Merge', exact: true }).click()
    await expect(page.getByText('Merge Processing ...')).toBeVisible()
    await expect(page.getByText('Merge Completed.')).toBeVisible(JOB_TIMEOUT)

    // The consolidated attachment of a template: its faculty merge has completed.
    const item = templateItems(page).filter({ hasText: 'Faculty development programmes' })
    await item
      .getByRole('button', { name: 'View the consolidated attachment of Faculty development programmes' })
      .click()
    const dialog = page.getByRole('dialog', { name: 'Consolidated attachment' })
    await expect(dialog.getByText(`Faculty-wise consolidated attachment (${FACULTY_NAME})`)).toBeVisible()
    await expect(dialog.getByText('Completed').first()).toBeVisible()
    await expect(dialog.getByRole('button', { name: /^Merge request: / }).first()).toBeEnabled()
  })

  test('someone without report rights has no Report, and is refused at its address', async ({
    page,
    signIn,
  }) => {
    await signIn(ACCOUNTS.FACULTY, '/naac/home')
    await expect(page.getByRole('heading', { name: 'NAAC', level: 1 })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Report', exact: true })).toHaveCount(0)
    await page.goto('/naac/report')
    await expect(page.getByText(REFUSAL)).toBeVisible()
    await expect(page.getByRole('tab')).toHaveCount(0)
  })

  test('the report screen has no serious accessibility problems', async ({ page, signIn }) => {
    await openReport(page, signIn)
    await expect(templateItems(page).filter({ hasText: 'Faculty development programmes' })).toBeVisible()
    await expect(page.getByTestId('workbook-built')).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(await seriousViolations(page), 'faculty').toEqual([])

    await page
      .getByRole('button', { name: 'View the consolidated attachment of Faculty development programmes' })
      .click()
    const dialog = page.getByRole('dialog', { name: 'Consolidated attachment' })
    await expect(dialog.getByText('Status :').first()).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(await seriousViolations(page), 'consolidated attachment').toEqual([])
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)

    await page.getByRole('tab', { name: 'Pre-check' }).click()
    await choose(page, 'Criteria', 'Criterion 1')
    await expect(page.getByTestId('precheck-summary')).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(await seriousViolations(page), 'pre-check').toEqual([])
  })
})
