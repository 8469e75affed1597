import type { Page } from '@playwright/test'
import { ACCOUNTS, expect, test } from './support'
import { readDownloadedRows } from './workbooks'
import { demoPdf, TINY_JPEG_BASE64 } from '@campus/local/demo-files'

/** A small, well-formed one-page PDF saying `text`. */
const samplePdf = (text: string) => Buffer.from(demoPdf(text))

/** A 1 x 1 grey JPEG. */
const TINY_JPEG = Buffer.from(TINY_JPEG_BASE64, 'base64')

const GROUP_A = 'Group A, 2023-2027, B.E. - Computer Science and Engineering'

/** Attaches a file through the upload's own "Choose file" button, as a person would. */
async function attach(page: Page, name: string, buffer: Buffer, mimeType: string) {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: 'Choose file' }).click(),
  ])
  await chooser.setFiles({ name, mimeType, buffer })
}

test.describe('announcements', () => {
  // An upload, a send, the queue and several lists: on a busy 2-core machine it passes the default 30 seconds.
  test.setTimeout(120_000)

  test('an HOD sends an announcement with a PDF to a group as SMS, sees its receivers and its SMS, and the link opens without a session', async ({
    page,
    signIn,
    browser,
  }, testInfo) => {
    // Unique in every run, and short enough (30 characters at most) to go into the SMS whole.
    const title = `Timetable ${testInfo.project.name} ${Date.now().toString(36).slice(-4)}`
    const token = await signIn(ACCOUNTS.HOD, '/announcement/compose')
    await expect(page.getByRole('heading', { name: 'Compose announcement', level: 1 })).toBeVisible()
    await expect(page.getByText('Up to 10 MB: pdf')).toBeVisible()

    // The browser checks the name before anything is sent: the legacy rule and message.
    await attach(page, 'bad;name.pdf', samplePdf('x'), 'application/pdf')
    await expect(page.getByRole('alert', { name: 'Not uploaded' })).toHaveText(/File name not valid/)

    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page.getByText('Title is required')).toBeVisible()
    await page.getByLabel('Title').fill(title)
    await page.getByLabel('Message').fill('The revised timetable is attached.\nIt starts on Monday.')
    await attach(page, 'timetable.pdf', samplePdf('Revised timetable'), 'application/pdf')
    await expect(page.getByTestId('attached-file')).toHaveText('timetable.pdf')

    // A reload keeps the draft.
    await page.reload()
    await expect(page.getByLabel('Title')).toHaveValue(title)
    await expect(page.getByTestId('attached-file')).toHaveText('timetable.pdf')
    await page.getByRole('button', { name: 'Next' }).click()

    await expect(page).toHaveURL(/\/announcement\/preview$/)
    await expect(page.getByText('File: timetable.pdf')).toBeVisible()
    await expect(page.getByRole('checkbox', { name: 'Send as SMS' })).toBeChecked()
    await page.getByRole('button', { name: 'Send', exact: true }).click()
    await expect(page.getByRole('alert', { name: 'Not sent' })).toHaveText(/please select atleast one user/)

    await page.getByRole('tab', { name: /^STUDENTS/ }).click()
    await page.getByRole('checkbox', { name: `${GROUP_A}: all students` }).check()
    await expect(page.getByRole('tab', { name: 'STUDENTS (1 group)' })).toBeVisible()
    const counts = page.getByTestId('receiver-counts')
    await expect(counts).toContainText('Students30')
    await expect(page.getByTestId('sms-text')).toHaveText(
      new RegExp(`^New announcement: ${title}\\. Read it at http://\\S+/m/[A-Za-z0-9_x-]{22}$`),
    )
    await expect(
      page.getByText(/GSM-7, 1 segment per SMS\. 30 SMS to send, 30 parts of the quota/),
    ).toBeVisible()

    await page.getByRole('button', { name: 'Send', exact: true }).click()
    await expect(page.getByText('Announcement Sent Successfully')).toBeVisible()
    await expect(page).toHaveURL(/\/announcement\/send$/)
    await expect(page.getByTestId('sms-queued')).toHaveText('30 SMS queued.')
    const sentNotice = page.getByRole('alert').filter({ hasText: `Sent: ${title}` })
    const link = await sentNotice.getByRole('link', { name: /\/m\// }).textContent()
    expect(link).toMatch(/\/m\/[A-Za-z0-9_-]{22}$/)

    // The sent popup: the attachment, the receivers by type, and the same public link.
    await page.getByRole('table', { name: 'Sent announcements' }).getByRole('button', { name: title }).click()
    const popup = page.getByRole('dialog', { name: title })
    await expect(popup.getByRole('link', { name: 'timetable.pdf' })).toBeVisible()
    await expect(popup.getByText('It starts on Monday.')).toBeVisible()
    await popup.getByRole('button', { name: 'Student: 30, show them' }).click()
    const receivers = popup.getByRole('table', { name: 'Student receivers' })
    await expect(receivers.getByRole('row')).toHaveCount(31)
    await expect(receivers.getByRole('cell', { name: 'student1@campus.local' })).toBeVisible()
    await popup.getByRole('button', { name: 'Back' }).click()
    await expect(popup.getByRole('link', { name: link ?? '' })).toBeVisible()
    await popup.getByRole('button', { name: 'Close', exact: true }).last().click()

    // The SMS log: today's messages of this announcement, queued or already sent.
    await page.getByRole('link', { name: 'Communication SMS' }).click()
    await expect(page.getByRole('heading', { name: 'Communication SMS', level: 1 })).toBeVisible()
    await expect(page.getByTestId('day-count')).toHaveText(/Day Count: \d+/)
    const cards = page.getByRole('list', { name: 'SMS sent' }).getByRole('listitem')
    await expect(cards).toHaveCount(10)
    await expect(cards.first()).toContainText(/Dr\. Meena Raghavan sent to .+ \((STUDENT|PARENT)\)/)
    // Newest first, ten a page: another browser's announcement may have gone out after this one.
    const ours = cards.filter({ hasText: `New announcement: ${title}.` })
    for (let next = 2; next <= 9 && !(await ours.count()); next++) {
      await page.getByRole('button', { name: 'Next' }).click()
      await expect(page.getByText(`Page ${next}`)).toBeVisible()
      await expect(cards.first()).toBeVisible()
    }
    await expect(ours.first()).toContainText(/ \(STUDENT\)/)
    await expect(ours.first()).toContainText(/Queued|Sent/)

    // The queue sends them at the account's pace; once all 30 went, the month's workbook lists each once.
    const ourMessages = async () => {
      const log = await page.request.get('/api/sms/sentSms', {
        params: { filter: `sDate eq ${Date.now()}`, count: '1000', token },
      })
      const entries = (await log.json()) as { msg: string; status: string }[]
      return entries.filter(
        (entry) => entry.msg.startsWith(`New announcement: ${title}.`) && entry.status === 'S',
      ).length
    }
    await expect.poll(ourMessages, { timeout: 30_000 }).toBe(30)
    await page.getByRole('link', { name: 'Monthly SMS' }).click()
    const months = page.getByRole('table', { name: 'Monthly SMS' })
    const month = new Intl.DateTimeFormat('en-IN', {
      month: 'long',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    }).format(Date.now())
    await expect(months.getByRole('row').filter({ hasText: month })).toBeVisible()
    // The server builds the workbook in the background: the row shows its progress, then the file downloads.
    const downloaded = page.waitForEvent('download', { timeout: 30_000 })
    await months.getByRole('button', { name: `Download ${month} as Excel` }).click()
    const workbook = await downloaded
    expect(workbook.suggestedFilename()).toMatch(/^SMS \d{4}-\d{2}\.xlsx$/)
    const rows = await readDownloadedRows(workbook)
    expect(rows.filter((row) => row.Message?.startsWith(`New announcement: ${title}.`))).toHaveLength(30)
    await expect(months.getByRole('link', { name: workbook.suggestedFilename(), exact: false })).toBeVisible()

    // Anyone with the link reads it on a phone, without signing in.
    const stranger = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true })
    const phone = await stranger.newPage()
    await phone.goto(new URL(link ?? '').pathname)
    await expect(phone).toHaveURL(/\/view-sms\/[A-Za-z0-9_-]{22}$/)
    await expect(phone.getByRole('heading', { name: title, level: 1 })).toBeVisible()
    await expect(phone.getByText('The revised timetable is attached.')).toBeVisible()
    await expect(phone.getByText('Attachment :')).toBeVisible()
    await expect(phone.getByRole('link', { name: 'timetable.pdf' })).toBeVisible()
    await expect(phone.getByRole('banner')).toHaveCount(0)
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await phone.goto('/view-sms/AAAAAAAAAAAAAAAAAAAAAA')
    await expect(phone.getByText('This announcement is not available')).toBeVisible()
    await stranger.close()
  })

  test('a jpeg attachment shows as a picture on the public page', async ({ page, signIn, browser }) => {
    const token = await signIn(ACCOUNTS.HOD)
    const post = async <Body>(path: string, data: unknown) => {
      const response = await page.request.post(path, { params: { token }, data })
      expect(response.status(), path).toBeLessThan(300)
      return (await response.json()) as Body
    }
    const upload = await post<{ url: string; fields: Record<string, string>; fileKey: string }>(
      '/api/s3/uploads',
      { purpose: 'announcement', fileName: 'notice.jpg', size: TINY_JPEG.length, contentType: 'image/jpeg' },
    )
    const stored = await page.request.post(upload.url, {
      multipart: {
        ...upload.fields,
        file: { name: 'notice.jpg', mimeType: 'image/jpeg', buffer: TINY_JPEG },
      },
    })
    expect(stored.status()).toBeLessThan(300)
    const file = await post<{ versionId: string; fileKey: string }>('/api/s3/uploads/confirm', {
      fileKey: upload.fileKey,
    })
    const announcement = await post<{ randomKey: string }>('/boot/announcement', {
      userIds: [],
      groupIds: ['grp-cse-2023-b'],
      parentsUserIds: [],
      parentsGroupIds: [],
      sms: 'NO',
      title: 'Notice board photo',
      message: 'The photo of the notice board.',
      file,
    })

    const stranger = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true })
    const phone = await stranger.newPage()
    await phone.goto(`/m/${announcement.randomKey}`)
    const picture = phone.getByRole('img', { name: 'Attachment notice.jpg' })
    await expect(picture).toBeVisible()
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1)
    await stranger.close()
  })

  test('a student reads what their group received, and has no compose or SMS screens', async ({
    page,
    signIn,
  }) => {
    await signIn(ACCOUNTS.STUDENT, '/announcement')
    await expect(page).toHaveURL(/\/announcement\/home$/)
    const table = page.getByRole('table', { name: 'Received announcements' })
    await table.getByRole('button', { name: 'Lab record submission' }).click()
    const message = page.getByRole('dialog', { name: 'Lab record submission' })
    await expect(message.getByText('Submit your Programming in C lab records')).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Announcements' })).toHaveCount(0)
    await page.goto('/announcement/compose')
    await expect(
      page.getByText('Announcements are written by the administrator, HODs and faculty.'),
    ).toBeVisible()
  })

  test('the administrator sets the SMS quota, and cannot set it below what was sent', async ({
    page,
    signIn,
  }) => {
    await signIn(ACCOUNTS.ADMIN, '/manage-sms-quota')
    await expect(page.getByRole('heading', { name: 'Manage SMS Quota', level: 1 })).toBeVisible()
    const figures = page.getByTestId('quota-figures')
    await expect(figures).toContainText('Total')
    const input = page.getByLabel('Total SMS allowed')
    await input.fill('0')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText(/The quota cannot be below the .* SMS parts already sent/)).toBeVisible()
    await input.fill('5000')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('SMS quota saved')).toBeVisible()
    await expect(figures).toContainText('5,000')
  })
})
