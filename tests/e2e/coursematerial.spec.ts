import type { Download, Page } from '@playwright/test'
import { ACCOUNTS, choose, expect, test, seriousViolations } from './support'
import { demoPdf, TINY_JPEG_BASE64 } from '@campus/local/demo-files'

/** A small, well-formed one-page PDF saying `text`. */
const samplePdf = (text: string) => Buffer.from(demoPdf(text))

/** A 1 x 1 grey JPEG. */
const TINY_JPEG = Buffer.from(TINY_JPEG_BASE64, 'base64')

/** Engineering Mathematics I: faculty1 teaches it to CSE 2023 group A, student1's group (the demo college). */
const MATHS = {
  id: 'rs-cse-ma101',
  option: 'MA101 Engineering Mathematics I',
  name: 'Engineering Mathematics I',
}

/** A title no other run or viewport shares. */
const uniqueTitle = (what: string, project: string) =>
  `${what} ${project} ${Date.now().toString(36).slice(-5)}`

async function readDownload(download: Download) {
  const stream = await download.createReadStream()
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/** Attaches a file through the upload's own "Choose file" button, as a person would. */
async function attach(page: Page, name: string, buffer: Buffer, mimeType: string) {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: 'Choose file' }).click(),
  ])
  await chooser.setFiles({ name, mimeType, buffer })
}

/** Signs out of the page's session, so the next `signIn` is someone else's. */
const signOut = (page: Page) => page.context().clearCookies()

test.describe('course material', () => {
  // Uploads, two people and a download: on a busy 2-core machine this passes the default 30 seconds.
  test.setTimeout(120_000)

  test('a faculty member adds a PDF to a subject; a student of it previews it in the page and downloads it', async ({
    page,
    signIn,
  }, testInfo) => {
    const title = uniqueTitle('Unit 1 notes', testInfo.project.name)
    await signIn(ACCOUNTS.FACULTY, '/coursematerial')
    await expect(page).toHaveURL(/\/coursematerial\/home$/)
    await expect(page.getByRole('heading', { name: 'Course Material', level: 1 })).toBeVisible()
    await expect(page.getByText('Up to 10 MB: pdf')).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Course material' })).toBeVisible()

    await page.getByRole('button', { name: 'New', exact: true }).click()
    const form = page.getByRole('dialog', { name: 'Course Material' })
    await form.getByRole('button', { name: 'Create' }).click()
    await expect(form.getByText('Title is required')).toBeVisible()
    await expect(form.getByText('Attach a file or give a link')).toBeVisible()
    await form.getByLabel('Title').fill(title)
    await choose(form, 'Subject', MATHS.option)
    await choose(form, 'Type', 'Notes')
    await form.getByLabel('Description').fill('Matrices and determinants.\nRead before the first class.')
    await attach(page, 'unit-1-notes.pdf', samplePdf('Unit 1 notes'), 'application/pdf')
    await expect(form.getByTestId('attached-file')).toHaveText('unit-1-notes.pdf')
    await form.getByRole('button', { name: 'Create' }).click()
    await expect(page.getByText('successfully Created')).toBeVisible()
    await expect(form).toBeHidden()

    // One card per subject: the new material is in Mathematics', with its file and who added it.
    const card = page.getByRole('region', { name: MATHS.name })
    await expect(card.getByRole('button', { name: title, exact: true })).toBeVisible()
    await expect(card.getByRole('link', { name: 'unit-1-notes.pdf' }).first()).toBeVisible()
    await card.getByRole('button', { name: title, exact: true }).click()
    const details = page.getByRole('dialog', { name: title })
    await expect(details.getByText('Faculty Member 1')).toBeVisible()
    await expect(details.getByText('Read before the first class.')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(details).toBeHidden()
    expect(await seriousViolations(page)).toEqual([])

    // The student of group A finds it under the subject.
    await signOut(page)
    await signIn(ACCOUNTS.STUDENT, '/coursematerial')
    await expect(page).toHaveURL(/\/coursematerial\/studentCourseMaterial$/)
    await expect(page.getByRole('navigation', { name: 'Course material' })).toHaveCount(0)
    await choose(page, 'Subject', MATHS.name)
    const material = page.getByRole('article', { name: title })
    await expect(material).toBeVisible()
    await expect(material.getByText('Read before the first class.')).toBeVisible()
    await expect(material.getByText('Faculty Member 1')).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])

    // Preview: the PDF in a frame of this page, read from a blob of the file itself.
    await material.getByRole('button', { name: 'Preview' }).click()
    const preview = page.getByRole('dialog', { name: title })
    const frame = preview.getByTestId('pdf-preview')
    await expect(frame).toBeVisible()
    const source = (await frame.getAttribute('src')) ?? ''
    expect(source).toMatch(/^blob:/)
    // The frame holds the file itself, and Chromium's PDF viewer opened it there: one page (the page's CSP
    // lets frames load blob: and nothing else from outside).
    await expect.poll(() => page.frames().some((child) => child.url() === source)).toBe(true)
    const pdfViewer = () => page.frames().find((child) => child.url().startsWith('chrome-extension://'))
    await expect.poll(() => pdfViewer() !== undefined).toBe(true)
    await expect(pdfViewer()!.locator('viewer-page-selector #pagelength')).toHaveText('1')
    await page.screenshot({ path: testInfo.outputPath('pdf-preview.png') })

    // Download: the same file, under its own name.
    const downloaded = page.waitForEvent('download')
    await preview.getByRole('link', { name: 'Download unit-1-notes.pdf' }).click()
    const download = await downloaded
    expect(download.suggestedFilename()).toBe('unit-1-notes.pdf')
    expect((await readDownload(download)).subarray(0, 8).toString('latin1')).toBe('%PDF-1.4')
    await page.keyboard.press('Escape')
    await expect(preview).toBeHidden()

    // From the card too.
    const again = page.waitForEvent('download')
    await material.getByRole('link', { name: 'Download unit-1-notes.pdf' }).click()
    expect((await again).suggestedFilename()).toBe('unit-1-notes.pdf')
  })

  test('an image sent by the legacy multipart call shows as a picture to the student', async ({
    page,
    signIn,
  }, testInfo) => {
    const title = uniqueTitle('Board diagram', testInfo.project.name)
    const token = await signIn(ACCOUNTS.FACULTY)
    const query = new URLSearchParams({
      title,
      subjectId: MATHS.id,
      courseMaterialType: 'Other',
      description: '',
      token,
    })
    const created = await page.request.post(`/api/courseMaterial?${query.toString()}`, {
      multipart: { file: { name: 'board.jpg', mimeType: 'image/jpeg', buffer: TINY_JPEG } },
    })
    expect(created.status()).toBe(200)

    await signOut(page)
    await signIn(ACCOUNTS.STUDENT, '/coursematerial/studentCourseMaterial')
    await choose(page, 'Subject', MATHS.name)
    const material = page.getByRole('article', { name: title })
    await material.getByRole('button', { name: 'Preview' }).click()
    const picture = page
      .getByRole('dialog', { name: title })
      .getByRole('img', { name: 'Preview of board.jpg' })
    await expect(picture).toBeVisible()
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1)
  })

  test('the HOD finds a subject on Staff Subject, adds a link to it, edits it and deletes it', async ({
    page,
    signIn,
  }, testInfo) => {
    const title = uniqueTitle('Lecture videos', testInfo.project.name)
    await signIn(ACCOUNTS.HOD, '/coursematerial/home')
    await page.getByRole('link', { name: 'Staff Subject' }).click()
    await expect(page.getByRole('heading', { name: 'Staff Course Material', level: 1 })).toBeVisible()
    await choose(page, 'Degree & Department', 'B.E. - Computer Science and Engineering')
    await choose(page, 'Regulation', '2021')
    await choose(page, 'Subject', MATHS.option)
    const card = page.getByRole('region', { name: MATHS.name })
    // The demo materials of the subject, added by its teacher.
    await expect(
      card.getByRole('button', { name: 'Question bank: units 1 and 2', exact: true }),
    ).toBeVisible()

    await page.getByRole('button', { name: 'New', exact: true }).click()
    const form = page.getByRole('dialog', { name: 'Course Material' })
    await expect(form.getByLabel('Subject')).toHaveValue(MATHS.name)
    await form.getByLabel('Title').fill(title)
    await choose(form, 'Type', 'References')
    await form.getByLabel('Link').fill('javascript:alert(1)')
    await form.getByRole('button', { name: 'Create' }).click()
    await expect(form.getByText('Enter a link starting with http:// or https://')).toBeVisible()
    await form.getByLabel('Link').fill('https://ocw.mit.edu/courses/18-06-linear-algebra-spring-2010/')
    await form.getByRole('button', { name: 'Create' }).click()
    await expect(page.getByText('successfully Created')).toBeVisible()
    await expect(card.getByRole('button', { name: title, exact: true })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])

    await card.getByRole('button', { name: `Edit ${title}` }).click()
    await expect(form.getByLabel('Title')).toHaveValue(title)
    await form.getByLabel('Title').fill(`${title} (revised)`)
    await form.getByRole('button', { name: 'Update' }).click()
    await expect(page.getByText('Updated Successfully')).toBeVisible()
    await expect(card.getByRole('button', { name: `${title} (revised)`, exact: true })).toBeVisible()

    await card.getByRole('button', { name: `Delete ${title} (revised)` }).click()
    const confirm = page.getByRole('dialog', { name: 'Are you sure want to delete ?' })
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await expect(card.getByRole('button', { name: `${title} (revised)`, exact: true })).toBeVisible()
    await card.getByRole('button', { name: `Delete ${title} (revised)` }).click()
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByText('Deleted Successfully')).toBeVisible()
    await expect(card.getByRole('button', { name: `${title} (revised)`, exact: true })).toHaveCount(0)
  })
})
