import type { Browser, Locator, Page } from '@playwright/test'
import { ACCOUNTS, expect, expectNoSidewaysScroll, sessionCookies, test, webLogin } from './support'
import { readDownloadedRows } from './workbooks'
import { demoPdf } from '@campus/local/demo-files'

/** A small, well-formed one-page PDF saying `text`. */
const samplePdf = (text: string) => Buffer.from(demoPdf(text))

/** A day `days` from today in the college (India), as a date input takes it. */
const collegeDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(Date.now() + days * 86_400_000)

/** The demo worksheet whose deadline passed three days ago (functions/assignments/seed.ts). */
const PAST_DEADLINE = 'Limits and continuity worksheet'

/** Picks a file through the button a person would press. */
async function chooseFile(page: Page, button: Locator, name: string, buffer: Buffer) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), button.click()])
  await chooser.setFiles({ name, mimeType: 'application/pdf', buffer })
}

/** student1, signed in on a phone (390 px wide) in a browser of their own. */
async function studentOnPhone(browser: Browser, baseURL: string) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  })
  const token = await webLogin(context.request, ACCOUNTS.STUDENT)
  await context.addCookies(sessionCookies(token, baseURL))
  return { context, page: await context.newPage(), token }
}

test.describe('assignments', () => {
  // Uploads, two browsers and a workbook: on a busy 2-core machine it passes the default 30 seconds.
  test.setTimeout(180_000)

  test('a faculty member sets an assignment with a PDF, a student hands in from a phone, the faculty member marks it and the student sees the mark', async ({
    page,
    signIn,
    browser,
    baseURL,
  }, testInfo) => {
    const title = `Lab ${testInfo.project.name} ${Date.now().toString(36).slice(-5)}`
    await signIn(ACCOUNTS.FACULTY, '/assignment')
    await expect(page).toHaveURL(/\/assignment\/home$/)
    await expect(page.getByRole('heading', { name: 'Sent Assignment', level: 1 })).toBeVisible()
    await page.getByRole('navigation', { name: 'Assignments' }).getByRole('link', { name: 'Compose' }).click()

    await expect(page.getByRole('heading', { name: 'Compose Assignment', level: 1 })).toBeVisible()
    await expect(page.getByText(/Up to 10 MB: pdf/)).toBeVisible()
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByText('Title required.')).toBeVisible()
    await expect(page.getByText('Description required.')).toBeVisible()
    await page.getByLabel('Title').fill(title)
    await page.getByLabel('Description').fill('Write the three programs and upload one PDF.')
    await chooseFile(
      page,
      page.getByRole('button', { name: 'Choose file' }),
      'worksheet.pdf',
      samplePdf('Lab'),
    )
    await expect(page.getByTestId('attached-file')).toHaveText('worksheet.pdf')
    // A day already past is refused before anything is sent.
    await page.getByLabel('Deadline').fill(collegeDay(-1))
    await expect(page.getByText('Deadline should not be less than current date')).toBeVisible()
    await page.getByLabel('Deadline').fill(collegeDay(7))
    await expect(page.getByText('Deadline should not be less than current date')).toHaveCount(0)
    await page.getByRole('combobox', { name: 'Select Subject' }).click()
    await page.getByRole('option', { name: /^Engineering Mathematics I · Group A/ }).click()
    await page.getByLabel('Max mark').fill('20')
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByText('Successfully Created')).toBeVisible()
    await expect(page).toHaveURL(/\/assignment\/home$/)
    const sent = page.getByRole('table', { name: 'Sent assignments' })
    const sentRow = sent.getByRole('row').filter({ hasText: title })
    await expect(sentRow).toBeVisible()

    // The student, on a phone: the assignment, its file, and an upload.
    const student = await studentOnPhone(browser, baseURL ?? '')
    const phone = student.page
    await phone.goto('/assignment')
    await expect(phone).toHaveURL(/\/assignment\/studentView$/)
    const cards = phone.getByRole('list', { name: 'Assignments' }).getByRole('listitem')
    const card = cards.filter({ hasText: title })
    await expect(card).toContainText('Open')
    await expect(card.getByRole('link', { name: 'worksheet.pdf' })).toBeVisible()
    await expectNoSidewaysScroll(phone)
    await card.getByRole('button', { name: `Upload for ${title}` }).click()
    const upload = phone.getByRole('dialog', { name: 'Upload' })
    await chooseFile(
      phone,
      upload.getByRole('button', { name: 'Your file' }),
      'answer.pdf',
      samplePdf('Answer'),
    )
    await upload.getByRole('button', { name: 'Add' }).click()
    await expect(phone.getByText('Successfully Created')).toBeVisible()
    await expect(upload.getByRole('link', { name: 'answer.pdf' })).toBeVisible()
    await upload.getByRole('button', { name: 'Close', exact: true }).last().click()
    await expect(card).toContainText('Submitted')

    // A worksheet whose deadline has passed takes no upload: the page says so, and so does the server.
    const past = cards.filter({ hasText: PAST_DEADLINE })
    await expect(past).toContainText('Deadline over')
    await expect(past.getByRole('button', { name: /^Upload/ })).toHaveCount(0)
    const listed = (await (
      await phone.request.get('/api/assignment/view', { params: { token: student.token } })
    ).json()) as { id: string; title: string }[]
    const late = await phone.request.post('/api/assignment/studentSubmission', {
      params: { token: student.token },
      data: {
        assignmentId: listed.find((row) => row.title === PAST_DEADLINE)?.id,
        studentFile: { versionId: 'v', fileKey: 'files/late.pdf' },
      },
    })
    expect(late.status()).toBe(409)
    expect(await late.json()).toMatchObject({ error: { code: 'DEADLINE_OVER', message: 'Deadline over' } })
    await expectNoSidewaysScroll(phone)

    // The faculty member sees who handed in, marks it, and exports the table.
    await sentRow.getByRole('link', { name: title }).click()
    await expect(page).toHaveURL(/\/assignment\/viewSubmission\/[^/]+$/)
    await expect(page.getByRole('heading', { name: 'View Assignment', level: 1 })).toBeVisible()
    // The subject and the file are secondary columns of the sent list (a phone leaves them out): the
    // assignment's own page shows them on every screen.
    await expect(page.getByText('Engineering Mathematics I', { exact: true })).toBeVisible()
    await expect(page.getByRole('link', { name: 'worksheet.pdf' })).toBeVisible()
    await expect(page.getByTestId('submission-counts')).toContainText('Submitted: 1')
    const table = page.getByRole('table', { name: 'Submissions' })
    // By name: on a phone the register number and the file are columns that give way.
    const studentRow = table
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: 'Student 1', exact: true }) })
    await expect(studentRow).toContainText('Submitted')
    await expect(studentRow.getByRole('link', { name: 'answer.pdf' })).toBeVisible()
    await studentRow.getByRole('button', { name: 'Give mark Student 1' }).click()
    const marking = page.getByRole('dialog', { name: 'Mark: Student 1' })
    await marking.getByLabel('Mark (out of 20)').fill('25')
    await marking.getByRole('button', { name: 'Save' }).click()
    await expect(marking.getByText('Between 0 and 20')).toBeVisible()
    await marking.getByLabel('Mark (out of 20)').fill('18')
    await marking.getByLabel('Remark').fill('Well done: tidy code.')
    await marking.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Mark saved')).toBeVisible()
    await expect(studentRow).toContainText('18 / 20')
    await expect(studentRow).toContainText('Well done: tidy code.')

    const downloaded = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export to Excel' }).click()
    const workbook = await downloaded
    expect(workbook.suggestedFilename()).toBe(`${title} submissions.xlsx`)
    const rows = await readDownloadedRows(workbook)
    await expect(table.getByRole('row')).toHaveCount(rows.length + 1)
    // The Name column's place depends on which columns the screen shows.
    const nameColumn = (await table.getByRole('columnheader').allTextContents()).indexOf('Name') + 1
    expect(rows.map((row) => row.Name)).toEqual(
      await table.getByRole('row').locator(`td:nth-child(${nameColumn})`).allTextContents(),
    )
    expect(rows.find((row) => row['Register No'] === 'CSE23001')).toMatchObject({
      Name: 'Student 1',
      Group: 'A',
      Status: 'Submitted',
      Assignment: 'answer.pdf',
      Mark: '18',
      Remark: 'Well done: tidy code.',
    })
    expect(rows.filter((row) => row.Status === 'Missing')).toHaveLength(rows.length - 1)

    // Every submission in one zip, built in the background: the page shows its progress, then a link.
    await page.getByRole('button', { name: 'Download all (zip)' }).click()
    await expect(page.getByRole('link', { name: `Download ${title} submissions.zip` })).toBeVisible({
      timeout: 30_000,
    })
    // Those who have not handed in get a reminder.
    await page.getByRole('button', { name: 'Remind those missing' }).click()
    const remind = page.getByRole('dialog', { name: 'Remind those missing' })
    await expect(remind).toContainText(`the ${rows.length - 1} students who have not submitted`)
    await remind.getByRole('button', { name: 'Remind' }).click()
    await expect(page.getByTestId('reminded')).toHaveText(`Reminded ${rows.length - 1} students.`)

    // The student sees the mark and the remark.
    await phone.reload()
    await expect(card).toContainText('18 / 20')
    await expect(card).toContainText('Well done: tidy code.')
    await student.context.close()
  })

  test('a faculty member edits an assignment (title, file, deadline) and deletes it', async ({
    page,
    signIn,
  }, testInfo) => {
    const token = await signIn(ACCOUNTS.FACULTY)
    const subjects = (await (
      await page.request.get('/api/subject/staffHandleSub', { params: { token } })
    ).json()) as { id: string; subjectName: string }[]
    const maths = subjects.find(({ subjectName }) => subjectName === 'Engineering Mathematics I')
    const title = `Quiz ${testInfo.project.name} ${Date.now().toString(36).slice(-5)}`
    const deadline = (days: number) => {
      const [year, month, day] = collegeDay(days).split('-')
      const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
      return `${day}-${months[Number(month) - 1]}-${year}`
    }
    const created = await page.request.post('/api/assignment/send/', {
      params: { token },
      data: {
        title,
        message: 'Ten questions.',
        deadLine: deadline(3),
        subjects: maths?.id,
        submission: 'Enable',
      },
    })
    expect(created.status()).toBe(200)

    await page.goto('/assignment/home')
    const row = page
      .getByRole('table', { name: 'Sent assignments' })
      .getByRole('row')
      .filter({ hasText: title })
    await row.getByRole('button', { name: `Edit ${title}` }).click()
    const edit = page.getByRole('dialog', { name: 'Update' })
    await expect(edit.getByLabel('Title')).toHaveValue(title)
    await edit.getByLabel('Title').fill(`${title} (revised)`)
    await chooseFile(
      page,
      edit.getByRole('button', { name: 'Choose file' }),
      'questions.pdf',
      samplePdf('Quiz'),
    )
    await expect(edit.getByTestId('attached-file')).toHaveText('questions.pdf')
    await edit.getByLabel('Deadline').fill(collegeDay(10))
    await edit.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByText('Updated Successfully')).toBeVisible()
    const revised = page
      .getByRole('table', { name: 'Sent assignments' })
      .getByRole('row')
      .filter({ hasText: `${title} (revised)` })
    // The deadline and the file are secondary columns (a phone leaves them out): the assignment's own page
    // shows them on every screen.
    await revised.getByRole('link', { name: `${title} (revised)` }).click()
    await expect(page.getByRole('heading', { name: 'View Assignment', level: 1 })).toBeVisible()
    await expect(page.getByText(deadline(10), { exact: true })).toBeVisible()
    await expect(page.getByRole('link', { name: 'questions.pdf' })).toBeVisible()
    await page.getByRole('link', { name: 'Back', exact: true }).click()

    await revised.getByRole('button', { name: `Delete ${title} (revised)` }).click()
    await page
      .getByRole('dialog', { name: `Delete "${title} (revised)"?` })
      .getByRole('button', { name: 'Delete' })
      .click()
    await expect(page.getByText('Deleted Successfully')).toBeVisible()
    await expect(revised).toHaveCount(0)
  })

  test('a student sees the demo assignments: one to upload, one past its deadline, one Disabled', async ({
    page,
    signIn,
  }) => {
    await signIn(ACCOUNTS.STUDENT, '/assignment/studentView')
    const list = page.getByRole('heading', { name: 'Assignment', level: 1 })
    await expect(list).toBeVisible()
    const row = (title: string) =>
      page.getByRole('row').or(page.getByRole('listitem')).filter({ hasText: title })
    await expect(row('Problem set 1: matrices').getByRole('button', { name: /^Upload for/ })).toBeVisible()
    await expect(row('Read chapter 2 before the lab')).toContainText('Disabled')
    await expect(row(PAST_DEADLINE)).toContainText('Deadline over')
    await page.getByRole('button', { name: 'Problem set 1: matrices', exact: true }).click()
    const view = page.getByRole('dialog', { name: 'Problem set 1: matrices' })
    await expect(view.getByText('Modified on')).toBeVisible()
    await expect(view).toContainText('rank, inverse and eigenvalues')
    await expect(page.getByRole('navigation', { name: 'Assignments' })).toHaveCount(0)
  })
})
