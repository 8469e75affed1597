import { ACCOUNTS, apiLogin, choose, expect, test } from './support'

const ECE = 'Electronics and Communication Engineering'

test.describe('HOD assignment', () => {
  test('an administrator makes a faculty member of two departments HOD of one, and only of that one', async ({
    page,
    signIn,
    request,
  }, testInfo) => {
    const admin = await apiLogin(request, ACCOUNTS.ADMIN)
    const email = `headship-${testInfo.project.name}@campus.local`
    const name = `Headship ${testInfo.project.name}`
    const password = 'Two-departments-7'
    // A faculty member who works in CSE and ECE.
    const created = await request.post(`/api/user?token=${admin}`, {
      data: {
        name,
        email,
        password,
        usertype: 'FACULTY',
        facultyDeptId: 'fd-engineering',
        departmentid: ['dept-cse', 'dept-ece'],
      },
    })
    expect(created.status()).toBe(200)

    await signIn(ACCOUNTS.ADMIN, '/manageDepartment')
    const row = page.getByRole('table', { name: 'Departments' }).getByRole('row').filter({ hasText: ECE })
    await row.getByRole('button', { name: 'Assign' }).click()
    const dialog = page.getByRole('dialog', { name: 'Assign Staff' })
    // The department's own faculty department (Engineering) is chosen already.
    await choose(dialog, 'Staff', name)
    await dialog.getByRole('button', { name: 'Assign' }).click()
    await expect(dialog).toBeHidden()
    await expect(row.getByRole('link', { name })).toBeVisible()

    // They head ECE only: CSE's students stay out of their reach, ECE's are theirs.
    const token = await apiLogin(request, email, password)
    const me: unknown = await (await request.get(`/api/user/singleUser?token=${token}`)).json()
    expect(me).toMatchObject({ usertype: 'HOD', headedDepartmentIds: ['dept-ece'] })
    const studentOf = async (departmentId: string) => {
      const list = await request.get(
        `/api/user?filter=usertype eq STUDENT&in=departmentid eq ${departmentId}&count=1&token=${admin}`,
      )
      return ((await list.json()) as { id: string }[])[0]!.id
    }
    const cse = await request.put(`/api/user/${await studentOf('dept-cse')}?token=${token}`, {
      data: { city: 'Chennai' },
    })
    expect(cse.status()).toBe(403)
    const ece = await request.put(`/api/user/${await studentOf('dept-ece')}?token=${token}`, {
      data: { city: 'Chennai' },
    })
    expect(ece.status()).toBe(200)

    // Removing them as HOD of their only headed department makes them faculty again.
    await row.getByRole('button', { name: `Remove ${name} as HOD of ${ECE}` }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Remove Staff' }).click()
    await expect(row.getByRole('link', { name })).toBeHidden()
    const after = await apiLogin(request, email, password)
    expect(await (await request.get(`/api/user/singleUser?token=${after}`)).json()).toMatchObject({
      usertype: 'FACULTY',
    })
  })
})
