import { ACCOUNTS, choose, expect, rowAction, test } from './support'

test.describe('events', () => {
  // Several dialogs and list reloads: on a busy 2-core machine it can pass the default 30 seconds.
  test.setTimeout(90_000)

  test('an HOD adds an event with a speaker, sees it listed, edits it, and deletes another', async ({
    page,
    signIn,
  }, testInfo) => {
    const name = `Robotics workshop ${testInfo.project.name}`
    const other = `Quiz night ${testInfo.project.name}`
    const token = await signIn(ACCOUNTS.HOD)
    const added = await page.request.post('/api/events', {
      params: { token },
      data: { name: other, from: Date.UTC(2026, 7, 1, 4, 30), depType: 'CSE', speakers: [] },
    })
    expect(added.status()).toBe(200)

    await page.goto('/event-filter')
    await expect(page.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible()
    const table = page.getByRole('table', { name: 'Events' })
    await expect(table.getByText('Workshop on Machine Learning')).toBeVisible()

    await page.getByRole('button', { name: 'Add event' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add event' })
    await dialog.getByLabel('Event name').fill(name)
    await dialog.getByLabel('Date').fill('2026-09-14')
    await dialog.getByLabel('Department type').fill('CSE')
    await dialog.getByRole('button', { name: 'Add speaker' }).click()
    await dialog.getByLabel('Speaker 1 name').fill('Dr. Lakshmi Iyer')
    await dialog.getByRole('button', { name: 'Add event' }).click()
    await expect(dialog.getByText('Speaker designation is required')).toBeVisible()
    await dialog.getByLabel('Speaker 1 designation').fill('Professor, IIT Madras')
    await dialog.getByRole('button', { name: 'Add event' }).click()
    await expect(dialog).toBeHidden()
    const row = table.getByRole('row').filter({ hasText: name })
    await expect(row).toContainText('14-09-2026')

    // The speakers column gives way below 1200 px: the edit dialog shows the speaker on every screen.
    await (await rowAction(row, 'Edit')).click()
    const edit = page.getByRole('dialog', { name: `Edit ${name}` })
    await expect(edit.getByLabel('Speaker 1 name')).toHaveValue('Dr. Lakshmi Iyer')
    await expect(edit.getByLabel('Speaker 1 designation')).toHaveValue('Professor, IIT Madras')
    await edit.getByLabel('Event name').fill(`${name}, day 2`)
    await edit.getByLabel('Date').fill('2026-09-21')
    await edit.getByRole('button', { name: 'Save' }).click()
    await expect(edit).toBeHidden()
    await expect(table.getByRole('row').filter({ hasText: `${name}, day 2` })).toContainText('21-09-2026')

    const doomed = table.getByRole('row').filter({ hasText: other })
    await (await rowAction(doomed, 'Delete')).click()
    const confirm = page.getByRole('dialog', { name: `Delete ${other}?` })
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await expect(confirm).toBeHidden()
    await expect(table.getByRole('row').filter({ hasText: other })).toHaveCount(0)
    await expect(table.getByRole('row').filter({ hasText: `${name}, day 2` })).toBeVisible()
  })

  test('a faculty member sees every event but changes only their own', async ({ page, signIn }) => {
    await signIn(ACCOUNTS.FACULTY, '/event-filter')
    const table = page.getByRole('table', { name: 'Events' })
    const own = table.getByRole('row').filter({ hasText: 'Guest lecture: Secure coding' })
    await expect(await rowAction(own, 'Edit')).toBeVisible()
    const hods = table.getByRole('row').filter({ hasText: 'Workshop on Machine Learning' })
    await expect(hods).toBeVisible()
    await expect(hods.getByRole('button')).toHaveCount(0)
  })

  test('an HOD makes the feedback QR code of an event and downloads it', async ({
    page,
    signIn,
  }, testInfo) => {
    const token = await signIn(ACCOUNTS.HOD)
    const post = async (path: string, data: unknown) => {
      const response = await page.request.post(path, { params: { token }, data })
      expect(response.status(), path).toBe(200)
      return (await response.json()) as { id: string }
    }
    const question = await post('/boot/feedback/questions', { question: 'How useful was the session?' })
    const templateName = `Event feedback ${testInfo.project.name}`
    const template = await post('/boot/feedback/feedbackTemplate', {
      name: templateName,
      questions: [{ id: question.id, question: 'How useful was the session?' }],
    })
    const eventName = `Alumni meet ${testInfo.project.name}`
    const event = await post('/api/events', {
      name: eventName,
      from: Date.UTC(2026, 10, 2, 4, 30),
      depType: 'CSE',
      speakers: [{ name: 'Ms. Anita Paul', designation: 'Alumna, class of 2015' }],
    })

    await page.goto('/event-filter')
    const row = page.getByRole('table', { name: 'Events' }).getByRole('row').filter({ hasText: eventName })
    await (await rowAction(row, 'Feedback QR')).click()
    const dialog = page.getByRole('dialog', { name: `Feedback QR: ${eventName}` })
    await choose(dialog, 'Feedback template', templateName)
    await dialog.getByRole('button', { name: 'Make QR code' }).click()
    await expect(
      dialog.getByRole('img', { name: `QR code of the feedback form for ${eventName}` }),
    ).toBeVisible()
    // The link carries the form token the public form needs (docs/adr/0011).
    const link = `/feedback-form/${template.id}/${event.id}/EVENTS\\?form=[0-9a-z]+\\.[\\w-]+`
    await expect(dialog.getByRole('link', { name: new RegExp(`${link}$`) })).toBeVisible()
    await expect(dialog.getByText(/The code takes answers until/)).toBeVisible()
    const [png] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download PNG' }).click(),
    ])
    expect(png.suggestedFilename()).toBe(`alumni-meet-${testInfo.project.name}-feedback-qr.png`)
    const [svg] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download SVG' }).click(),
    ])
    expect(svg.suggestedFilename()).toBe(`alumni-meet-${testInfo.project.name}-feedback-qr.svg`)
    const shown = await page.request.get('/api/events/external/getEvent', { params: { id: event.id } })
    expect(await shown.json()).toMatchObject({ name: eventName, feedbackTemplateId: template.id })
  })
})
