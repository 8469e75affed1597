import type { Locator } from '@playwright/test'
import { ACCOUNTS, expect, isPhone, rowAction, test, seriousViolations } from './support'

/** A wide list, and what a screen of each width must show of its first row. */
interface WideTable {
  path: string
  account: string
  /** The table's accessible name. */
  table: string
  /** The header of the column that names a row. */
  nameHeader: string
  /** Whether a row has a status badge. */
  status: boolean
  /** The header of the column that holds the row's actions, the last one. */
  actionsHeader: string
  /** The secondary columns' headers: a phone (390 px) leaves them out. */
  secondary: string[]
}

const TABLES: WideTable[] = [
  {
    path: '/manage-student',
    account: ACCOUNTS.ADMIN,
    table: 'Students',
    nameHeader: 'Name',
    status: true,
    actionsHeader: 'Actions',
    secondary: ['Reg. No.', 'Email', 'Phone', 'Degree - Department', 'Academic year', 'Group'],
  },
  {
    path: '/manage-staff',
    account: ACCOUNTS.ADMIN,
    table: 'Staff',
    nameHeader: 'Name',
    status: true,
    actionsHeader: 'Actions',
    secondary: ['Email', 'Phone', 'Role', 'Departments', 'Staff type'],
  },
  {
    path: '/naac/template',
    account: ACCOUNTS.ADMIN,
    table: 'GENERAL templates',
    nameHeader: 'Title',
    status: false,
    actionsHeader: 'Edit',
    secondary: ['#', 'Description', 'Json File', 'Version', 'Position', 'Criteria'],
  },
  {
    path: '/assignment/home',
    account: ACCOUNTS.FACULTY,
    table: 'Sent assignments',
    nameHeader: 'Assignment',
    status: false,
    actionsHeader: 'Actions',
    secondary: ['#', 'Subject', 'Date', 'Deadline', 'Attachment', 'Modified On'],
  },
  {
    path: '/academic/home/dept-cse',
    account: ACCOUNTS.ADMIN,
    table: 'Active academic years',
    nameHeader: 'Academic Year',
    status: false,
    actionsHeader: 'Actions',
    secondary: ['S.no', 'Regulation', 'Type', 'No. Of Years', 'Current Year', 'Current Sem', 'Session Time'],
  },
]

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** How many lines a cell's content takes: its height over the line height of its text. */
const linesOf = (cell: Locator) =>
  cell.evaluate((td) => {
    const range = document.createRange()
    range.selectNodeContents(td)
    const text = [...td.querySelectorAll('*')].find(
      (node) => !node.children.length && node.textContent?.trim(),
    )
    const style = getComputedStyle(text ?? td)
    const lineHeight = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.55
    return range.getBoundingClientRect().height / lineHeight
  })

test.describe('wide list tables fit the screen', { tag: '@width' }, () => {
  // axe walks every node: a page of 200 students takes it a while on a busy machine.
  test.setTimeout(90_000)

  for (const wide of TABLES)
    test(`${wide.table} (${wide.path})`, async ({ page, signIn }, testInfo) => {
      await signIn(wide.account, wide.path)
      const table = page.getByRole('table', { name: wide.table })
      const firstRow = table.getByRole('row').nth(1)
      // A page of 200 students is slow to come on a busy machine.
      await expect(firstRow.getByRole('cell').first()).toBeVisible({ timeout: 30_000 })
      const width = page.viewportSize()?.width ?? 0

      // A phone leaves the secondary columns out, and keeps the name, the status and the actions. (By the
      // header cells: a sortable one is a button, not a columnheader, to screen readers.)
      const headers = table.locator('thead th')
      if (isPhone(testInfo))
        for (const header of wide.secondary)
          await expect(headers.filter({ hasText: new RegExp(`^${escapeRegExp(header)}$`) })).toHaveCount(0)
      const titles = (await headers.allTextContents()).map((title) => title.trim())
      expect(titles).toContain(wide.nameHeader)
      expect(titles.at(-1)).toBe(wide.actionsHeader)
      if (wide.status) expect(titles).toContain('Status')

      // The name is on one line, and in view.
      const nameCell = firstRow.getByRole('cell').nth(titles.indexOf(wide.nameHeader))
      await expect(nameCell).toBeVisible()
      expect(await linesOf(nameCell)).toBeLessThan(1.5)
      // Polled: the table settles its column widths after the rows arrive (once seen mid-layout at 1024).
      await expect
        .poll(async () => {
          const name = await nameCell.boundingBox()
          return (name?.x ?? -1) >= 0 && (name?.x ?? width) < width
        })
        .toBe(true)

      // The status badge shows its whole label.
      if (wide.status) {
        const label = firstRow.locator('.mantine-Badge-label')
        await expect(label).toBeVisible()
        const cut = await label.evaluate((span) => span.scrollWidth > span.clientWidth)
        expect(cut, `the status "${await label.textContent()}" is cut`).toBe(false)
      }

      // The row's Edit is inside the screen (a button, or on a phone the row's actions menu), and works.
      const menu = firstRow.getByRole('button', { name: /^Actions for / })
      const edit = menu.or(firstRow.getByRole('button', { name: /^Edit\b/ }))
      await expect(edit).toBeVisible()
      const box = await edit.boundingBox()
      expect(box?.x ?? -1).toBeGreaterThanOrEqual(0)
      expect((box?.x ?? width) + (box?.width ?? 0)).toBeLessThanOrEqual(width)
      await (await rowAction(firstRow, 'Edit')).click()
      const dialog = page.getByRole('dialog')
      await expect(dialog).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      // axe reads the page at rest, not the Edit button under the pointer.
      await page.mouse.move(0, 0)

      // The page itself never scrolls sideways: only the table does, under its pinned actions.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      expect(await seriousViolations(page)).toEqual([])
    })
})
