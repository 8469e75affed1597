import { ACCOUNTS, choose, expect, sessionCookies, test, webLogin } from './support'
import { fillTemplate, readDownloadedRows } from './workbooks'

const PROJECT_CODES: Record<string, string> = { 'desktop-1280': 'D', 'laptop-1024': 'L', 'phone-390': 'P' }

test.describe('academic structure and students', () => {
  // One long story, as an office would do it on the first day of a new programme.
  test.setTimeout(180_000)

  test('an admin sets up a department, year and groups, imports students, moves some, and an HOD finds one', async ({
    page,
    signIn,
    browser,
  }, testInfo) => {
    const code = PROJECT_CODES[testInfo.project.name] ?? 'X'
    const departmentName = `Data Science ${testInfo.project.name}`
    const department = `B.Sc. - ${departmentName}`
    await signIn(ACCOUNTS.ADMIN)

    // 1. The department.
    await page.goto('/manageDepartment')
    await page.getByRole('button', { name: 'Create New Department' }).click()
    const create = page.getByRole('dialog', { name: 'Create New Department' })
    await create.getByLabel('Degree Name').fill('B.Sc.')
    await create.getByLabel('Department Name').fill(departmentName)
    await choose(create, 'Faculty', 'Faculty of Engineering and Technology')
    await choose(create, 'Department of', 'Engineering')
    await create.getByLabel('Total Semester').fill('6')
    await create.getByRole('button', { name: 'Create' }).click()
    // Durable state, not the one-second toasts, which a busy machine can miss between polls.
    await expect(create).toBeHidden()
    await expect(page.getByRole('table', { name: 'Departments' }).getByText(departmentName)).toBeVisible()

    // 2. Its regulation, which an academic year follows.
    await page.goto('/manage-subject')
    await choose(page, 'Department', department)
    await page.getByRole('button', { name: 'Add regulation' }).click()
    const regulation = page.getByRole('dialog', { name: 'Add regulation' })
    await regulation.getByLabel('Regulation year').fill('R2025')
    await regulation.getByRole('button', { name: 'Add regulation' }).click()
    await expect(regulation).toBeHidden()

    // 3. The academic year and two groups.
    await page.goto('/academic')
    await choose(page, 'Degree & Department', department)
    await page.getByRole('button', { name: 'Add', exact: true }).click()
    await page.getByRole('menuitem', { name: 'Academic Year' }).click()
    const year = page.getByRole('dialog', { name: 'Add Academic Year' })
    await year.getByLabel('Start Year').fill('2025')
    await year.getByLabel('End Year').fill('2028')
    await choose(year, 'Regulation', 'R2025')
    await choose(year, 'Type', 'sem')
    await choose(year, 'No. Of Years', '3')
    await choose(year, 'Current Year', '1')
    await choose(year, 'Current Sem', '1')
    await year.getByLabel('Forenoon End Time').fill('09:30')
    await year.getByLabel('Afternoon End Time').fill('13:30')
    await year.getByRole('button', { name: 'Add', exact: true }).click()
    await expect(year).toBeHidden()
    await expect(page.getByRole('button', { name: '2025 - 2028', exact: true })).toBeVisible()

    await page.getByRole('button', { name: 'Add', exact: true }).click()
    await page.getByRole('menuitem', { name: 'Group' }).click()
    const groups = page.getByRole('dialog', { name: 'Group' })
    await choose(groups, 'Academic Year', '2025 - 2028')
    for (const name of ['A', 'B']) {
      await groups.getByRole('button', { name: 'create group' }).click()
      await groups.getByLabel('Group Name').fill(name)
      await groups.getByRole('button', { name: 'Add', exact: true }).click()
      await expect(
        groups.getByRole('table', { name: 'Groups' }).getByText(name, { exact: true }),
      ).toBeVisible()
    }
    await groups.getByRole('button', { name: 'Close' }).click()

    // 4. Fifty students from the template, two of them wrong.
    await page.goto('/manage-student')
    await page.getByRole('button', { name: 'Import from Excel' }).click()
    const importer = page.getByRole('dialog', { name: 'Import students from Excel' })
    const [template] = await Promise.all([
      page.waitForEvent('download'),
      importer.getByRole('button', { name: 'Download template' }).click(),
    ])
    expect(template.suggestedFilename()).toBe('students template.xlsx')
    const registerNo = (n: number) => `DS${code}25${String(n).padStart(3, '0')}`
    const rows: Record<string, string | number>[] = Array.from({ length: 50 }, (_, index) => ({
      'Register No*': registerNo(index + 1),
      'Name*': `Scholar ${code} ${index + 1}`,
      'Email*': `scholar.${code.toLowerCase()}.${index + 1}@campus.local`,
      Phone: `97${String(10000000 + index).padStart(8, '0')}`,
      'Department*': department,
      'Academic Year*': '2025 - 2028',
      Group: 'A',
      Semester: 1,
    }))
    rows[9] = { ...rows[9], 'Email*': 'not-an-email' } // the server refuses it
    rows[19] = { ...rows[19], Group: 'Z' } // the page refuses it: no such group
    const filled = await fillTemplate(template, rows, testInfo.outputPath('students.xlsx'))
    await importer.locator('input[type=file]').setInputFiles(filled)
    await importer.getByRole('button', { name: 'Import' }).click()
    await expect(importer.getByText('48 students added, 0 updated, 2 rows rejected.')).toBeVisible({
      timeout: 60_000,
    })
    const [errors] = await Promise.all([
      page.waitForEvent('download'),
      importer.getByRole('button', { name: 'Download rejected rows' }).click(),
    ])
    expect(errors.suggestedFilename()).toBe('students errors.xlsx')
    const rejected = await readDownloadedRows(errors)
    expect(rejected.map((row) => [row.Row, row['Register No*']])).toEqual([
      ['11', registerNo(10)],
      ['21', registerNo(20)],
    ])
    expect(rejected[0]?.Errors).toMatch(/email/i)
    expect(rejected[1]?.Errors).toContain('"Z" is not a group of 2025 - 2028')
    await importer.getByRole('button', { name: 'Close' }).click()

    // 5. Two students move from group A to group B.
    await page.goto('/academicadmin')
    await choose(page, 'From department', department)
    await choose(page, 'From academic year', '2025 - 2028')
    await choose(page, 'From group', 'A')
    const movable = page.getByRole('table', { name: 'Students to move' })
    await movable.getByRole('checkbox', { name: `Select Scholar ${code} 1 (${registerNo(1)})` }).check()
    await movable.getByRole('checkbox', { name: `Select Scholar ${code} 2 (${registerNo(2)})` }).check()
    await expect(page.getByText('2 of 48 students selected')).toBeVisible()
    await choose(page, 'To department', department)
    await choose(page, 'To academic year', '2025 - 2028')
    await choose(page, 'To group', 'B')
    await page.getByRole('button', { name: 'Move students' }).click()
    const confirm = page.getByRole('dialog', { name: 'Move students?' })
    await confirm.getByRole('button', { name: 'Confirm move' }).click()
    // The dialog closes when the move is done; its one-second toast is too short to wait for on a busy machine.
    await expect(confirm).toBeHidden({ timeout: 30_000 })
    await expect(page.getByText('0 of 46 students selected')).toBeVisible()
    await choose(page, 'From group', 'B')
    await expect(movable.getByRole('row')).toHaveCount(3) // header and the two moved

    // 6. An HOD finds a moved student with the header search.
    const hodContext = await browser.newContext({
      baseURL: testInfo.project.use.baseURL ?? '',
      viewport: page.viewportSize(),
    })
    const hodPage = await hodContext.newPage()
    const token = await webLogin(hodPage.request, ACCOUNTS.HOD)
    await hodContext.addCookies(sessionCookies(token, testInfo.project.use.baseURL ?? ''))
    await hodPage.goto('/')
    await hodPage.getByPlaceholder('Register number, name, phone, email or parent phone').fill(registerNo(2))
    await hodPage.getByRole('button', { name: 'Search' }).click()
    await expect(hodPage.getByRole('link', { name: `Scholar ${code} 2`, exact: true })).toBeVisible()
    await hodContext.close()
  })
})
