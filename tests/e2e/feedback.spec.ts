import type { Locator, Page } from '@playwright/test'
import {
  answerByApi,
  answerCodesByApi,
  createTemplateByApi,
  demoStudentRegNo,
  eventFormLinkByApi,
  openSurveyByApi,
  type TemplateOfTest,
  uniqueTag,
} from './feedback-forms'
import { ACCOUNTS, apiLogin, expect, expectNoSidewaysScroll, rowAction, test } from './support'

/** The stars of the form's `number`th question (1-based). */
const starsOf = (page: Page, number: number) =>
  page.getByRole('radiogroup', { name: new RegExp(`^${number}\\. `) })

/** Clicks the `stars`th star of a question, as a reader taps it. Label 0 is Mantine's "no stars" slot. */
async function rate(stars: Locator, count: number) {
  await stars.locator('label').nth(count).click()
}

/** Every POST of the public answer call the page makes. */
function watchAnswerPosts(page: Page) {
  const posts: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/boot/feedback/answer')
      posts.push(request.url())
  })
  return posts
}

test.describe('the public feedback form', () => {
  test.setTimeout(90_000)

  test("a student of the survey's group answers its form once with their answer code: every question must be rated, a register number alone is not enough, and a second answer is refused", async ({
    page,
  }, testInfo) => {
    const tag = uniqueTag(testInfo.project.name)
    const hod = await apiLogin(page.request, ACCOUNTS.HOD)
    const template = await createTemplateByApi(page.request, hod, `Course exit survey ${tag}`, [
      `Was the course well organised? ${tag}`,
      `Were the lectures clear? ${tag}`,
      `Would you recommend the course? ${tag}`,
    ])
    // A survey of the demo CSE group A, whose students are in the student directory; each run and viewport
    // opens its own, so a demo student answers it once.
    const surveyId = await openSurveyByApi(page.request, hod, template, `Exit form ${tag}`)
    const formUrl = `/feedback-form/${template.id}/${surveyId}/EXITFEEDBACK`
    const registerNumber = demoStudentRegNo(11)
    // Each student's personal code, as the HOD prints it on slips (docs/adr/0033).
    const codes = await answerCodesByApi(page.request, hod, surveyId)
    const answerCode = codes.get(registerNumber) ?? ''
    expect(answerCode).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/)
    const posts = watchAnswerPosts(page)

    await page.goto(formUrl)
    await expect(page.getByRole('heading', { name: 'FEEDBACK FORM', exact: true })).toBeVisible()
    await expect(page.getByText(template.name)).toBeVisible()
    await expect(page.getByRole('banner')).toHaveCount(0)
    await expect(starsOf(page, 3)).toBeVisible()
    await expectNoSidewaysScroll(page)

    // Two of three rated: nothing is sent.
    await rate(starsOf(page, 1), 5)
    await rate(starsOf(page, 2), 4)
    await expect(page.getByText('Very Good')).toBeVisible()
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByText('please Answer All Questions')).toBeVisible()
    await expect(page.getByText('Rate this question')).toBeVisible()
    expect(posts).toEqual([])

    await rate(starsOf(page, 3), 3)
    await expect(page.getByText('Rate this question')).toHaveCount(0)
    await page.getByLabel('Student Name').fill('Student One')
    await page.getByLabel('Register Number').fill(registerNumber)
    // The register number alone: the form asks for the code and sends nothing.
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByText('Enter your answer code')).toBeVisible()
    expect(posts).toEqual([])
    await page.getByLabel('Answer Code').fill(answerCode.toLowerCase())
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page).toHaveURL('/feedBack/feedbackSucess')
    await expect(page.getByRole('heading', { name: 'Feedback Sucessfully Submitted !' })).toBeVisible()
    await expect(page.getByRole('img', { name: 'Smiling face' })).toBeVisible()
    expect(posts).toHaveLength(1)
    await expectNoSidewaysScroll(page)

    // The same student again, from their personal link that fills in the number and code: refused, and said so.
    await page.goto(`${formUrl}?studentName=Student%20One&studentRegNo=${registerNumber}&code=${answerCode}`)
    await expect(page.getByLabel('Register Number')).toHaveValue(registerNumber)
    await expect(page.getByLabel('Answer Code')).toHaveValue(answerCode)
    await expect(page.getByLabel('Student Name')).toHaveValue('Student One')
    for (const number of [1, 2, 3]) await rate(starsOf(page, number), 2)
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(
      page.getByText(`Feedback from ${registerNumber} on this form has already been received.`),
    ).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`/feedback-form/${template.id}/`))

    // Another student's register number with this student's code: refused, and said so.
    await page.goto(formUrl)
    for (const number of [1, 2, 3]) await rate(starsOf(page, number), 4)
    await page.getByLabel('Register Number').fill(demoStudentRegNo(12))
    await page.getByLabel('Answer Code').fill(answerCode)
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(
      page.getByText('This register number and answer code do not match a student this form is for.', {
        exact: false,
      }),
    ).toBeVisible()
    expect(posts).toHaveLength(3)
  })

  test("an event's form, from its signed QR link, asks no student details and knows a resend from the same browser", async ({
    page,
  }, testInfo) => {
    const tag = uniqueTag(testInfo.project.name)
    const hod = await apiLogin(page.request, ACCOUNTS.HOD)
    const template = await createTemplateByApi(page.request, hod, `Guest lecture ${tag}`, [
      `How useful was the talk? ${tag}`,
    ])
    const eventName = `Cloud Computing Today ${tag}`
    const created = await page.request.post('/api/events', {
      params: { token: hod },
      data: {
        name: eventName,
        from: Date.UTC(2026, 10, 21, 4, 30),
        depType: 'CSE',
        speakers: [{ name: 'Dr. Asha Rao', designation: 'Professor' }],
      },
    })
    expect(created.status()).toBe(200)
    const { id: eventId } = (await created.json()) as { id: string }
    const formUrl = await eventFormLinkByApi(page.request, hod, eventId, template.id)
    expect(formUrl).toMatch(new RegExp(`^/feedback-form/${template.id}/${eventId}/EVENTS\\?form=`))

    // An old QR code's link: no form token. The form shows what the link carried, and that it is out of date.
    const legacy = new URLSearchParams({
      name: 'Cloud Computing Yesterday',
      date: '21-11-2025',
      dept: 'CSE',
      sName: 'Dr. Old Speaker',
      sDesg: 'Professor',
    })
    await page.goto(
      `/feedback-form/${template.id}/no-such-event-${Date.now().toString(36)}/EVENTS?${legacy.toString()}`,
    )
    await expect(
      page.getByRole('region', { name: 'Event' }).getByText('Cloud Computing Yesterday'),
    ).toBeVisible()
    await expect(page.getByText('This feedback link is out of date')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0)

    await page.goto(formUrl)
    await expect(page.getByRole('heading', { name: 'EVENT FEEDBACK FORM' })).toBeVisible()
    const event = page.getByRole('region', { name: 'Event' })
    for (const text of [eventName, '21-11-2026', 'CSE', 'Dr. Asha Rao', 'Professor'])
      await expect(event.getByText(text, { exact: true })).toBeVisible()
    await expect(page.getByLabel('Register Number')).toHaveCount(0)
    await expect(page.getByLabel('Student Name')).toHaveCount(0)
    await expectNoSidewaysScroll(page)

    await rate(starsOf(page, 1), 4)
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page).toHaveURL('/feedBack/feedbackSucess')

    await page.goto(formUrl)
    await rate(starsOf(page, 1), 5)
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByText('Your feedback on this form has already been received.')).toBeVisible()
  })

  test('an unknown form says it does not exist', async ({ page }) => {
    // The legacy client's links had no type segment; they open the form too.
    for (const address of [
      '/feedback-form/no-such-template/ref-1/SUBFEEDBACK',
      '/feedback-form/no-such-template/ref-1',
    ]) {
      await page.goto(address)
      await expect(page.getByText('This feedback form does not exist'), address).toBeVisible()
      await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0)
    }
  })
})

test.describe('the feedback screens', () => {
  test.setTimeout(90_000)

  test('an HOD builds a template from new questions, reads its report, and closes its form', async ({
    page,
    signIn,
  }, testInfo) => {
    const tag = uniqueTag(testInfo.project.name)
    const first = `How well did the faculty explain the topics? ${tag}`
    const second = `How useful were the lab sessions? ${tag}`
    const templateName = `Semester feedback ${tag}`
    const hod = await signIn(ACCOUNTS.HOD)

    // 1. Two questions for the bank.
    await page.goto('/feedBack')
    await expect(page).toHaveURL('/feedBack/questions')
    await expect(page.getByRole('heading', { name: 'Questions', level: 1 })).toBeVisible()
    const questions = page.getByRole('table', { name: 'Questions' })
    for (const [index, text] of [`Draft question ${tag}`, second].entries()) {
      await page.getByRole('button', { name: 'Create' }).click()
      const dialog = page.getByRole('dialog', { name: 'Add Questions' })
      if (index === 0) {
        await dialog.getByRole('button', { name: 'Create' }).click()
        await expect(dialog.getByText('Question is required')).toBeVisible()
      }
      await dialog.getByLabel('Question').fill(text)
      await dialog.getByRole('button', { name: 'Create' }).click()
      await expect(page.getByText('Questions Created sucessfully')).toBeVisible()
      await expect(dialog).toBeHidden()
      await expect(questions.getByRole('row').filter({ hasText: text })).toBeVisible()
    }

    // Reword the first one.
    await questions
      .getByRole('row')
      .filter({ hasText: `Draft question ${tag}` })
      .getByRole('button', { name: /^Edit/ })
      .click()
    const edit = page.getByRole('dialog', { name: 'Edit Question' })
    await edit.getByLabel('Question').fill(first)
    await edit.getByRole('button', { name: 'Update' }).click()
    await expect(page.getByText('Question Updated Sucessfully')).toBeVisible()
    await expect(questions.getByRole('row').filter({ hasText: first })).toBeVisible()

    // 2. The template, after both of its messages.
    await page
      .getByRole('navigation', { name: 'Feedback' })
      .getByRole('link', { name: 'Feedback Template' })
      .click()
    await expect(page.getByRole('heading', { name: 'Feedback Template', level: 1 })).toBeVisible()
    await page.getByRole('link', { name: 'Create' }).click()
    await expect(page.getByRole('heading', { name: 'Create Survey Template' })).toBeVisible()
    const main = page.getByRole('main')
    await main.getByRole('button', { name: 'Create' }).click()
    await expect(main.getByText('Please Enter a Name')).toBeVisible()
    await expect(main.getByText('Select Atleast One Question')).toBeVisible()
    await page.getByPlaceholder('Enter Survey Template Name').fill(templateName)
    const pick = page.getByRole('table', { name: 'Questions to pick from' })
    await pick.getByRole('row').filter({ hasText: first }).getByRole('cell').last().click() // a row's click
    await pick.getByRole('row').filter({ hasText: second }).getByRole('checkbox').check()
    await expect(main.getByText('2 questions selected')).toBeVisible()
    await main.getByRole('button', { name: 'Create' }).click()
    await expect(page.getByText('Feedback Template Created sucessfully')).toBeVisible()
    await expect(page).toHaveURL('/feedBack/feedbackTemplate')
    const templates = page.getByRole('table', { name: 'Feedback templates' })
    const row = templates.getByRole('row').filter({ hasText: templateName })
    await expect(row.getByText('Open', { exact: true })).toBeVisible()
    await (await rowAction(row, 'View')).click()
    const view = page.getByRole('dialog', { name: `Survey Template: ${templateName}` })
    await expect(view.getByRole('row')).toHaveCount(3)
    await expect(view.getByRole('row').nth(1)).toContainText(first)
    await expect(view.getByRole('row').nth(2)).toContainText(second)
    await view.getByRole('button', { name: 'Close' }).click()

    // 3. Three students answer; the report, through the legacy address.
    const list = (await (
      await page.request.get('/boot/feedback/feedbackTemplate', { params: { token: hod } })
    ).json()) as TemplateOfTest[]
    const template = list.find((candidate) => candidate.name === templateName)
    if (!template) throw new Error(`${templateName} is not listed`)
    // Three students of the survey's group answer it.
    const referenceId = await openSurveyByApi(page.request, hod, template, `Semester form ${tag}`)
    const codes = await answerCodesByApi(page.request, hod, referenceId)
    for (const [index, ratings] of [
      [5, 4],
      [4, 4],
      [3, 5],
    ].entries()) {
      const registerNo = demoStudentRegNo(20 + index)
      await answerByApi(page.request, template, referenceId, ratings, registerNo, codes.get(registerNo) ?? '')
    }
    await page.goto(`/feedbackReport/${referenceId}?name=Semester%20survey`)
    await expect(page).toHaveURL(`/feedBack/report/${referenceId}?name=Semester%20survey`)
    await expect(page.getByRole('heading', { name: 'FeedBack Survey Report' })).toBeVisible()
    await expect(page.getByText(`Feedback Name: ${templateName}`)).toBeVisible()
    await expect(page.getByText('Polled user: 3')).toBeVisible()
    await expect(page.getByText('Over All Avg: 4.17/5.0')).toBeVisible()
    await expect(page.getByRole('list', { name: 'Legend' }).getByRole('listitem')).toHaveText([
      '1 Poor',
      '2 Average',
      '3 Good',
      '4 Very Good',
      '5 Excellent',
    ])
    const figures = page.getByRole('table', { name: 'Answers per question' })
    await expect(figures.getByRole('row').nth(1).getByRole('cell')).toHaveText([
      '1',
      first,
      '0',
      '0',
      '1',
      '1',
      '1',
      '4',
    ])
    await expect(figures.getByRole('row').nth(2).getByRole('cell')).toHaveText([
      '2',
      second,
      '0',
      '0',
      '0',
      '2',
      '1',
      '4.33',
    ])

    await page.getByText('Graph View', { exact: true }).click()
    await expect(page.getByRole('heading', { name: 'QUESTION WISE AVG BAR' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'QUESTION-GRADE WISE BAR' })).toBeVisible()
    await expect(page.getByRole('img', { name: /Ques\.No\.1 80%, Ques\.No\.2 86%/ })).toBeVisible()
    await expect(page.getByText('Over All: 83%')).toBeVisible()
    await expect(page.locator('.recharts-bar-rectangle').first()).toBeVisible()
    await page.getByText('Pie', { exact: true }).click()
    await expect(page.getByText('Fourth Grade - 66 %')).toBeVisible()
    await expect(page.getByText('Third Grade - 33 %')).toBeVisible()
    await expect(page.getByText('First Grade - 0 %')).toHaveCount(2)
    await expect(page.locator('.recharts-pie')).toHaveCount(2)

    // 4. Closing the form: it stops taking answers.
    await page.goto('/feedBack/feedbackTemplate')
    await (await rowAction(row, 'Close form')).click()
    const confirm = page.getByRole('dialog', { name: `Close the form of ${templateName}?` })
    await confirm.getByRole('button', { name: 'Close form' }).click()
    await expect(row.getByText('Closed', { exact: true })).toBeVisible()
    await page.goto(`/feedback-form/${template.id}/${referenceId}/EXITFEEDBACK`)
    await expect(page.getByText('This feedback form is closed')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0)
  })

  test('an empty report says so, and faculty read the bank without changing it', async ({ page, signIn }) => {
    await signIn(ACCOUNTS.HOD, '/feedBack/report/nobody-answered-this?name=Orientation%20day')
    await expect(page.getByText('Sorry! No Feedback survey report found..!')).toBeVisible()
    await expect(page.getByText('Feedback Name: Orientation day')).toBeVisible()

    await signIn(ACCOUNTS.FACULTY, '/feedBack/questions')
    await expect(page.getByRole('heading', { name: 'Questions', level: 1 })).toBeVisible()
    await expect(page.getByRole('main').getByRole('button', { name: 'Create' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: /^Edit/ })).toHaveCount(0)
  })
})
