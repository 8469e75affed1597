import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test'
import { demoPdf } from '@campus/local/demo-files'
import { ACCOUNTS, apiLogin, choose, expect, test, seriousViolations } from './support'
import { fillTemplate } from './workbooks'

/** The demo faculty department the NAAC accounts hold roles in (packages/testing/src/demo-college.ts). */
const FACULTY_DEPT = 'fd-engineering'
const FACULTY = 'fac-engineering'
/** The demo INPUTTER of that faculty department; custom@campus.local is its AUTHORIZER. */
const INPUTTER = 'inputter@campus.local'
const AUTHORIZER = ACCOUNTS.CUSTOM

/**
 * The tests' templates are IQAC templates of criterion 7, which the demo data leaves alone, each with a title
 * of its own, so the three viewport projects running side by side never see each other's.
 */
const TYPE = 'IQAC'
const CRITERIA = '7'
const HOME = `/naac/home/${FACULTY_DEPT}/${FACULTY}/${CRITERIA}/${TYPE}`

const tagOf = (testInfo: TestInfo) => `${testInfo.project.name} ${Date.now().toString(36).slice(-5)}`

/** A form of an event: text, a date, a number and a select. */
const EVENT_FORM = {
  fields: {
    heading: { label: 'Event details', type: 'tableHeading', required: 'false' },
    eventName: { label: 'Name of the event', type: 'text', required: 'true' },
    eventDate: {
      label: 'Date of the event',
      type: 'date',
      required: 'true',
      helptext: 'The <b>first</b> day of the event.',
    },
    participants: { label: 'Participants', type: 'number', required: 'false' },
    level: { label: 'Level', type: 'select', required: 'true', options: ['College', 'State', 'National'] },
  },
}

/** The event form with its proof: a required PDF. */
const EVIDENCE_FORM = {
  fields: {
    ...EVENT_FORM.fields,
    proof: { label: 'Proof of the event', type: 'file', required: 'true', regex: '(pdf|PDF)' },
  },
}

const json = (form: unknown) => Buffer.from(JSON.stringify(form, null, 2))

/** Uploads a file the way the web app does: presigned POST straight to storage, then confirmed. */
async function uploadByApi(
  request: APIRequestContext,
  token: string,
  purpose: 'naac' | 'naac-template',
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const upload = await request.post('/api/s3/uploads', {
    params: { token },
    data: { purpose, fileName: file.name, size: file.buffer.length },
  })
  expect(upload.status(), await upload.text()).toBe(200)
  const signed = (await upload.json()) as { url: string; fields: Record<string, string>; fileKey: string }
  const stored = await request.post(signed.url, { multipart: { ...signed.fields, file } })
  expect(stored.status()).toBeLessThan(300)
  const confirmed = await request.post('/api/s3/uploads/confirm', {
    params: { token },
    data: { fileKey: signed.fileKey },
  })
  expect(confirmed.status(), await confirmed.text()).toBe(200)
  const { versionId, fileKey } = (await confirmed.json()) as { versionId: string; fileKey: string }
  return { versionId, fileKey }
}

/** An IQAC criterion 7 template made by the administrator through the API. */
async function templateByApi(request: APIRequestContext, title: string, form: unknown = EVENT_FORM) {
  const admin = await apiLogin(request, ACCOUNTS.ADMIN)
  const jsonFile = await uploadByApi(request, admin, 'naac-template', {
    name: 'form.json',
    mimeType: 'application/json',
    buffer: json(form),
  })
  const created = await request.post('/boot/naacTemplate', {
    params: { token: admin },
    data: {
      title,
      description: `${title}: for the browser tests`,
      position: '1',
      type: TYPE,
      criteria: CRITERIA,
      subCriteria: '7.1.1',
      jsonFile,
    },
  })
  expect(created.status(), await created.text()).toBe(200)
  return (await created.json()) as { id: string; title: string; subCriteria: string }
}

/** An entry of the event form, made by the INPUTTER through the API. */
async function eventByApi(request: APIRequestContext, templateId: string, eventName: string) {
  const inputter = await apiLogin(request, INPUTTER)
  const created = await request.post('/boot/naac', {
    params: { token: inputter },
    data: {
      facultyDeptId: FACULTY_DEPT,
      naacTemplateId: templateId,
      status: 'WAITING',
      fields: { eventName, eventDate: '15/08/2026', participants: '120', level: 'State' },
    },
  })
  expect(created.status(), await created.text()).toBe(200)
  return (await created.json()) as { id: string }
}

const submittedPath = (templateId: string) =>
  `/naac/submitted/${FACULTY_DEPT}/${templateId}/${FACULTY}/${CRITERIA}`
const viewPath = (entryId: string) => `/naac/form-view/${entryId}/${FACULTY}/${FACULTY_DEPT}/${CRITERIA}`

/** Picks a file through the button a person would press. */
async function chooseFile(
  page: Page,
  button: Locator,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), button.click()])
  await chooser.setFiles(file)
}

/**
 * Each template's counts on the home screen are a call of their own, all at once; with two browsers busy on two
 * cores they have taken more than the default ten seconds.
 */
const COUNTS_TIMEOUT = { timeout: 30_000 }

/** A template's counter on the home screen: in its table row, or on its card on a phone. */
const countOf = (page: Page, title: string, counter: 'submitted' | 'waiting' | 'approved') =>
  page
    .getByRole('row')
    .or(page.getByRole('listitem'))
    .filter({ hasText: title })
    .locator(`[data-counter="${counter}"]`)

test.describe('NAAC data collection', () => {
  // Uploads, background jobs and several sign-ins: on a busy 2-core machine more than the default 30 seconds.
  test.setTimeout(120_000)

  test('the administrator makes a template from a JSON file, and is told every problem of a bad one', async ({
    page,
    signIn,
  }, testInfo) => {
    const title = `Extension activities ${tagOf(testInfo)}`
    await signIn(ACCOUNTS.ADMIN, '/naac')
    await page.getByRole('navigation', { name: 'NAAC' }).getByRole('link', { name: 'Template' }).click()
    await expect(page.getByRole('heading', { name: 'NAAC Templates', level: 1 })).toBeVisible()
    await choose(page, 'Template Type', TYPE)
    await page.getByRole('button', { name: 'Add', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Add Template' })
    await dialog.getByLabel('Title').fill(title)
    await dialog.getByLabel('Description').fill('Extension and outreach programmes in the neighbourhood')
    await dialog.getByLabel('Position').fill('1')
    await choose(dialog, 'Criteria', CRITERIA)
    await dialog.getByLabel('Sub Criteria').fill('7.1.2')
    // No file yet: the legacy message.
    await dialog.getByRole('button', { name: 'Create' }).click()
    await expect(dialog.getByText('Please select File')).toBeVisible()

    // A file with two mistakes: both are listed, each naming its field.
    const broken = {
      fields: {
        activity: { label: 'Activity', type: 'colour', required: 'true' },
        report: { label: 'Report', type: 'file', required: 'true' },
      },
    }
    await chooseFile(page, dialog.getByRole('button', { name: 'Choose file' }), {
      name: 'broken.json',
      mimeType: 'application/json',
      buffer: json(broken),
    })
    await expect(dialog.getByTestId('attached-file')).toHaveText('broken.json')
    await dialog.getByRole('button', { name: 'Create' }).click()
    const problems = dialog.getByRole('alert').filter({ hasText: 'The JSON file needs mending' })
    await expect(problems.getByRole('listitem')).toHaveCount(2)
    await expect(problems).toContainText('Field 1 (activity): type must be one of')
    await expect(problems).toContainText('Field 2 (report): a file needs its extensions in regex')

    await chooseFile(page, dialog.getByRole('button', { name: 'Change' }), {
      name: 'extension.json',
      mimeType: 'application/json',
      buffer: json(EVIDENCE_FORM),
    })
    await expect(dialog.getByTestId('attached-file')).toHaveText('extension.json')
    await dialog.getByRole('button', { name: 'Create' }).click()
    await expect(page.getByText('Template created succesfully')).toBeVisible()
    await expect(dialog).toHaveCount(0)
    const row = page
      .getByRole('table', { name: `${TYPE} templates` })
      .getByRole('row')
      .filter({ hasText: title })
    await expect(row).toContainText('7.1.2')
    // The file's column gives way on narrow screens; the template's edit dialog names its file on every screen.
    await row.getByRole('button', { name: `Edit ${title}` }).click()
    const edit = page.getByRole('dialog', { name: 'Edit Template' })
    await expect(edit.getByRole('link', { name: 'extension.json' })).toBeVisible()

    // The form it makes, as an INPUTTER opens it.
    await signIn(INPUTTER, HOME)
    await page.getByRole('link', { name: title }).click()
    await page.getByRole('link', { name: 'Create' }).click()
    await expect(page.getByRole('heading', { name: 'Event details' })).toBeVisible()
    await expect(page.getByText('Valid extentions (pdf|PDF)')).toBeVisible()
  })

  test('an INPUTTER enters an entry with a file and a date, and sees it listed and in its view', async ({
    page,
    signIn,
    request,
  }, testInfo) => {
    const tag = tagOf(testInfo)
    const template = await templateByApi(request, `Outreach ${tag}`, EVIDENCE_FORM)
    await signIn(INPUTTER, HOME)
    await expect(page.getByRole('combobox', { name: 'Template Type' })).toHaveValue(TYPE)
    await page.getByRole('link', { name: template.title }).click()
    await expect(page.getByRole('heading', { name: template.title, level: 1 })).toBeVisible()
    await expect(page.getByText('Sorry ! No data found.')).toBeVisible()
    await page.getByRole('link', { name: 'Create' }).click()

    // The page checks as the server does before anything is sent.
    await expect(page.getByText('The first day of the event.')).toBeVisible()
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByText('Name of the event is required')).toBeVisible()
    await expect(page.getByText('Proof of the event  required').first()).toBeVisible()
    await page.getByLabel('Name of the event').fill(`Blood donation camp ${tag}`)
    await page.getByLabel('Date of the event').fill('2026-08-15')
    await page.getByLabel('Participants').fill('many')
    await choose(page, 'Level', 'State')
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByText('Participants must be a number')).toBeVisible()
    await page.getByLabel('Participants').fill('120')
    // A file of another type is refused in the browser with the legacy words.
    await chooseFile(page, page.getByRole('button', { name: 'Choose file: Proof of the event' }), {
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not a picture'),
    })
    await expect(page.getByText('Invalid File format')).toBeVisible()
    await chooseFile(page, page.getByRole('button', { name: 'Choose file: Proof of the event' }), {
      name: 'camp-report.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(demoPdf('Blood donation camp')),
    })
    await expect(page.getByTestId('attached-file')).toHaveText('camp-report.pdf')
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByText('Created succesfully')).toBeVisible()

    await expect(page).toHaveURL(submittedPath(template.id))
    const row = page
      .getByRole('table', { name: 'Submitted entries' })
      .getByRole('row')
      .filter({ hasText: tag })
    await expect(row).toContainText('15/08/2026')
    await expect(row).toContainText('State')
    await expect(row.getByRole('link', { name: 'camp-report.pdf' })).toBeVisible()
    await expect(row.getByRole('img', { name: 'Waiting' })).toBeVisible()

    await row.getByRole('link', { name: 'View entry 1' }).click()
    const values = page.getByRole('table', { name: 'Entry values' })
    await expect(values.getByRole('row', { name: /Date of the event/ })).toContainText('15/08/2026')
    await expect(values.getByRole('row', { name: /Participants/ })).toContainText('120')
    await expect(values.getByRole('link', { name: 'camp-report.pdf' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0)
    const history = page.getByRole('region', { name: 'History' })
    await expect(history).toContainText('Created')
    await expect(history).toContainText('NAAC Data Entry')

    // Back home, the counts show it.
    await page.goto(HOME)
    await expect(countOf(page, template.title, 'submitted')).toHaveText('1', COUNTS_TIMEOUT)
    await expect(countOf(page, template.title, 'waiting')).toHaveText('1')
  })

  test('the AUTHORIZER approves two entries at once', async ({ page, signIn, request }, testInfo) => {
    const template = await templateByApi(request, `Green campus ${tagOf(testInfo)}`)
    await eventByApi(request, template.id, 'Tree planting')
    await eventByApi(request, template.id, 'Energy audit')
    await eventByApi(request, template.id, 'Plastic-free week')

    await signIn(AUTHORIZER, submittedPath(template.id))
    const table = page.getByRole('table', { name: 'Submitted entries' })
    await expect(table.getByRole('row')).toHaveCount(4)
    await table.getByRole('checkbox', { name: 'Select entry 1' }).check()
    await table.getByRole('checkbox', { name: 'Select entry 2' }).check()
    await page.getByRole('button', { name: 'Approve (2)' }).click()
    const confirm = page.getByRole('dialog', { name: 'Do you really want to Approve... ?' })
    await confirm.getByRole('button', { name: 'OK' }).click()
    await expect(page.getByText('2 entries approved')).toBeVisible()
    await expect(table.getByRole('img', { name: 'Approved' })).toHaveCount(2)
    await expect(table.getByRole('img', { name: 'Waiting' })).toHaveCount(1)
    await expect(
      table.getByRole('row').filter({ hasText: 'Tree planting' }).getByRole('img', { name: 'Waiting' }),
    ).toBeVisible()

    await page.getByRole('link', { name: 'Back', exact: true }).click()
    await expect(page).toHaveURL(HOME)
    await expect(countOf(page, template.title, 'approved')).toHaveText('2', COUNTS_TIMEOUT)
    await expect(countOf(page, template.title, 'waiting')).toHaveText('1')
  })

  test('an INPUTTER opens a comment thread and the AUTHORIZER closes it', async ({
    page,
    signIn,
    request,
  }, testInfo) => {
    const template = await templateByApi(request, `Gender sensitisation ${tagOf(testInfo)}`)
    const entry = await eventByApi(request, template.id, 'Workshop on equity')

    await signIn(INPUTTER, viewPath(entry.id))
    await expect(page.getByTestId('comments-status')).toHaveText('--No comments')
    await page.getByRole('button', { name: 'Comment' }).click()
    const thread = page.getByRole('dialog')
    await expect(thread.getByText('No Comments found !')).toBeVisible()
    await expect(thread.getByRole('button', { name: 'Send' })).toBeDisabled()
    await thread.getByLabel('Comment', { exact: true }).fill('The attendance sheet follows tomorrow.')
    await thread.getByRole('button', { name: 'Send' }).click()
    const mine = thread.getByRole('listitem').filter({ hasText: 'The attendance sheet follows tomorrow.' })
    await expect(mine.locator('[data-own="true"]')).toBeVisible()
    await expect(thread.getByText('OPEN', { exact: true })).toBeVisible()
    await expect(thread.getByRole('button', { name: 'Close Comments session' })).toHaveCount(0)
    await page.keyboard.press('Escape')
    await expect(page.getByTestId('comments-status')).toHaveText('OPEN')

    await signIn(AUTHORIZER, viewPath(entry.id))
    await page.getByRole('button', { name: 'Comment' }).click()
    const seen = page
      .getByRole('dialog')
      .getByRole('listitem')
      .filter({ hasText: 'The attendance sheet follows tomorrow.' })
    await expect(seen.locator('[data-own="false"]')).toContainText('NAAC Data Entry')
    await page.getByRole('dialog').getByRole('button', { name: 'Close Comments session' }).click()
    await page
      .getByRole('dialog', { name: 'Do you really want to close comments session... ?' })
      .getByRole('button', { name: 'OK' })
      .click()
    await expect(page.getByRole('dialog').getByText('CLOSED', { exact: true })).toBeVisible()
    await expect(
      page.getByRole('dialog').getByRole('button', { name: 'Close Comments session' }),
    ).toHaveCount(0)
    await page.keyboard.press('Escape')
    await expect(page.getByTestId('comments-status')).toHaveText('CLOSED')
  })

  test('an import with a bad row shows its error and imports nothing; the mended file imports', async ({
    page,
    signIn,
    request,
  }, testInfo) => {
    const template = await templateByApi(request, `Community visits ${tagOf(testInfo)}`)
    await signIn(INPUTTER, submittedPath(template.id))
    await page.getByRole('button', { name: 'Import' }).click()
    const dialog = page.getByRole('dialog', { name: 'Import from Excel' })
    await expect(dialog).toContainText('dd/MM/yyyy (for example 30/10/1994)')
    const downloaded = page.waitForEvent('download')
    await dialog.getByRole('button', { name: 'Download Sample Template' }).click()
    const sample = await downloaded
    expect(sample.suggestedFilename()).toBe('7.1.1 template.xlsx')

    const row = (name: string, date: string) => ({
      'Name of the event': name,
      'Date of the event': date,
      Participants: 40,
      Level: 'College',
    })
    const bad = await fillTemplate(
      sample,
      [row('Village survey', '02/09/2026'), row('Health camp', '2026-09-31')],
      testInfo.outputPath('visits-bad.xlsx'),
    )
    const chooseWorkbook = async (path: string) => {
      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser'),
        dialog.getByLabel('Workbook').click(),
      ])
      await chooser.setFiles(path)
    }
    await chooseWorkbook(bad)
    await dialog.getByRole('button', { name: 'Upload' }).click()
    const refused = dialog.getByRole('alert').filter({ hasText: 'Nothing was imported' })
    await expect(refused).toContainText('Row 3')
    await expect(refused).toContainText('dd/MM/yyyy')
    await expect(refused.getByRole('link', { name: 'Download the rows with their errors' })).toBeVisible()

    const good = await fillTemplate(
      sample,
      [row('Village survey', '02/09/2026'), row('Health camp', '30/09/2026')],
      testInfo.outputPath('visits-good.xlsx'),
    )
    await chooseWorkbook(good)
    await dialog.getByRole('button', { name: 'Upload' }).click()
    await expect(page.getByText('Excel uploded successfully')).toBeVisible({ timeout: 30_000 })
    await expect(dialog).toHaveCount(0)
    const table = page.getByRole('table', { name: 'Submitted entries' })
    await expect(table.getByRole('row').filter({ hasText: 'Health camp' })).toContainText('30/09/2026')
    await expect(table.getByRole('row').filter({ hasText: 'Village survey' })).toBeVisible()
  })

  test('the NAAC screens have no serious accessibility problems', async ({
    page,
    signIn,
    request,
  }, testInfo) => {
    test.setTimeout(180_000)
    const template = await templateByApi(request, `Axe ${tagOf(testInfo)}`, EVIDENCE_FORM)
    const inputter = await apiLogin(request, INPUTTER)
    const proof = await uploadByApi(request, inputter, 'naac', {
      name: 'axe.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(demoPdf('Axe')),
    })
    const created = await request.post('/boot/naac', {
      params: { token: inputter },
      data: {
        facultyDeptId: FACULTY_DEPT,
        naacTemplateId: template.id,
        fields: { eventName: 'Axe walk', eventDate: '01/10/2026', level: 'College', proof },
      },
    })
    expect(created.status(), await created.text()).toBe(200)
    const entry = (await created.json()) as { id: string }

    await signIn(AUTHORIZER)
    const screens: [string, Locator][] = [
      [HOME, page.getByRole('link', { name: template.title })],
      [
        submittedPath(template.id),
        page.getByRole('table', { name: 'Submitted entries' }).getByRole('row').nth(1),
      ],
      [
        `/naac/form/${FACULTY_DEPT}/${template.id}/${FACULTY}/${CRITERIA}`,
        page.getByLabel('Name of the event'),
      ],
      [viewPath(entry.id), page.getByRole('table', { name: 'Entry values' })],
    ]
    for (const [path, ready] of screens) {
      await page.goto(path)
      await expect(ready).toBeVisible()
      await page.waitForLoadState('networkidle')
      expect(await seriousViolations(page), path).toEqual([])
    }
    await page.getByRole('button', { name: 'Comment' }).click()
    await expect(page.getByText('No Comments found !')).toBeVisible()
    expect(await seriousViolations(page), 'comments').toEqual([])

    await signIn(ACCOUNTS.ADMIN, '/naac/template')
    await expect(page.getByRole('heading', { name: 'NAAC Templates', level: 1 })).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(await seriousViolations(page), 'templates').toEqual([])
  })

  test('someone without a role in the department is told who may see it', async ({ page, signIn }) => {
    await signIn(ACCOUNTS.HOD, HOME)
    await expect(
      page.getByText('Sorry ! only Engineering INPUTTER and AUTHORIZER has view rights.'),
    ).toBeVisible()
    await expect(page.getByRole('table')).toHaveCount(0)
  })
})
