import { ACCOUNTS, apiLogin, choose, expect, rowAction, test } from './support'

test.describe('manage staff', () => {
  // A whole round of staff work: on a busy 2-core machine it can pass the default 30 seconds.
  test.setTimeout(90_000)
  test('an administrator filters, adds, edits, disables and sets the password of staff', async ({
    page,
    signIn,
  }, testInfo) => {
    await signIn(ACCOUNTS.ADMIN, '/manage-staff')
    await expect(page.getByRole('heading', { name: 'Manage staff' })).toBeVisible()
    const table = page.getByRole('table', { name: 'Staff' })
    await expect(table.getByRole('link', { name: 'Dr. Meena Raghavan', exact: true })).toBeVisible()

    await choose(page, 'Staff type', 'Non-Teaching')
    await expect(table.getByRole('row')).toHaveCount(2) // header + Faculty Member 12
    await expect(table.getByRole('link', { name: 'Faculty Member 12', exact: true })).toBeVisible()
    await choose(page, 'Staff type', 'Non-Teaching') // choosing it again clears it

    const email = `new.staff.${testInfo.project.name}@campus.local`
    const name = `Zed Newcomer ${testInfo.project.name}`
    await page.getByRole('button', { name: 'Add staff' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add staff' })
    await dialog.getByLabel('Name').fill(name)
    await dialog.getByLabel('Email').fill('not-an-email')
    await dialog.getByRole('button', { name: 'Add staff' }).click()
    await expect(dialog.getByText('Enter a valid email address')).toBeVisible()
    await dialog.getByLabel('Email').fill(email)
    await dialog.getByRole('button', { name: 'Add staff' }).click()
    // Durable state, not the one-second toasts, which a busy machine can miss between polls.
    await expect(dialog).toBeHidden()
    // By name: below the widest screens the email is one of the columns that give way.
    const row = table.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) })
    await expect(row).toBeVisible()

    await (await rowAction(row, 'Edit')).click()
    const edit = page.getByRole('dialog', { name: `Edit ${name}` })
    await edit.getByLabel('Specialization').fill('Data Science')
    await edit.getByRole('button', { name: 'Save' }).click()
    await expect(edit).toBeHidden()
    await (await rowAction(row, 'Edit')).click()
    await expect(edit.getByLabel('Specialization')).toHaveValue('Data Science')
    await edit.getByRole('button', { name: 'Cancel' }).click()

    // A disabled member leaves the Active list, and an enabled one the Disabled list.
    await (await rowAction(row, 'Disable')).click()
    await expect(row).toBeHidden()
    await choose(page, 'Status', 'Disabled')
    await expect(row).toBeVisible()
    await (await rowAction(row, 'Enable')).click()
    await expect(row).toBeHidden()

    await choose(page, 'Status', 'Active')
    await (await rowAction(row, 'Set password')).click()
    await expect(page.getByRole('heading', { name: 'Set password' })).toBeVisible()
    await page.getByLabel(/^New password/).fill('Fresh2026pass')
    await page.getByLabel('Confirm the new password').fill('Fresh2026pass')
    await page.getByRole('button', { name: 'Set password' }).click()
    await expect(page).toHaveURL('/manage-staff')
    await apiLogin(page.request, email, 'Fresh2026pass')
  })
})
