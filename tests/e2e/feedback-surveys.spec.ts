import { readFile, writeFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import ExcelJS from 'exceljs'
import { createTemplateByApi, uniqueTag } from './feedback-forms'
import { ACCOUNTS, apiLogin, choose, expect, test } from './support'

/** Seeded students of CSE 2023 group A (1 to 30), three per browser width so the widths never collide. */
const FIRST_STUDENT: Record<string, number> = { 'desktop-1280': 10, 'laptop-1024': 16, 'phone-390': 22 }
const studentOf = (project: string, index: number) =>
  `student${(FIRST_STUDENT[project] ?? 28) + index}@campus.local`

/** The stars of the `number`th question (1-based), and a click on its `count`th star. */
const rate = (page: Page, number: number, count: number) =>
  page
    .getByRole('radiogroup', { name: new RegExp(`^${number}\\. `) })
    .locator('label')
    .nth(count)
    .click()

/** Answers every target of a survey through the API as `email`, with the same rating for every question. */
async function answerAsStudent(page: Page, email: string, surveyId: string, stars: number) {
  const token = await apiLogin(page.request, email)
  const mine = (await (
    await page.request.get('/boot/feedback/v2/student/surveys', { params: { token } })
  ).json()) as { surveyId: string; targetId: string }[]
  const pattern = (await (
    await page.request.get('/boot/feedback/v2/questionPattern', { params: { token, surveyId } })
  ).json()) as { questions: { id: string }[] }
  for (const { targetId } of mine.filter((each) => each.surveyId === surveyId)) {
    const response = await page.request.post('/boot/feedback/v2/subject/answer', {
      params: { token },
      data: { surveyId, targetId, questions: pattern.questions.map(({ id }) => ({ id, answer: stars })) },
    })
    expect(response.status(), `answer of ${email}`).toBe(200)
  }
}

test.describe('surveys', () => {
  test.setTimeout(120_000)

  test('an HOD builds a survey, reads its report in both views and downloads the export', async ({
    page,
    signIn,
  }, testInfo) => {
    const tag = uniqueTag(testInfo.project.name)
    const hod = await signIn(ACCOUNTS.HOD)
    await createTemplateByApi(page.request, hod, `Teaching survey ${tag}`, [
      `The teacher explained clearly ${tag}`,
      `The pace was right ${tag}`,
    ])

    await page.goto('/feedBack/surveys')
    await page.getByRole('button', { name: 'Create survey' }).click()
    const create = page.getByRole('dialog', { name: 'Create survey' })
    await create.getByLabel('Survey name').fill(`Unit test survey ${tag}`)
    await choose(create, 'Survey type', 'Subject feedback')
    await choose(create, 'Feedback template', `Teaching survey ${tag}`)
    const closing = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10)
    await create.getByLabel('Closing date').fill(closing)
    await create.getByRole('button', { name: 'Create' }).click()
    await expect(page.getByRole('heading', { name: `Unit test survey ${tag}` })).toBeVisible()
    const surveyId = page.url().split('/').pop()!

    await page.getByRole('button', { name: 'Add subjects' }).click()
    const add = page.getByRole('dialog', { name: 'Add subjects' })
    await choose(add, 'Academic year', '2023 - 2027')
    await choose(add, 'Group', 'Group A')
    await add.getByRole('button', { name: 'Select all' }).click()
    await add.getByRole('button', { name: 'Add subjects' }).click()
    await expect(add).toHaveCount(0)
    await expect(page.getByRole('cell', { name: 'Engineering Physics' }).first()).toBeVisible()

    // Two students answer every subject: one with 5 stars, one with 3.
    await answerAsStudent(page, studentOf(testInfo.project.name, 0), surveyId, 5)
    await answerAsStudent(page, studentOf(testInfo.project.name, 1), surveyId, 3)
    await page.reload()

    const subjectWise = page.getByRole('table', { name: 'Subject-wise report' })
    await expect(subjectWise.getByRole('row', { name: /MA101/ })).toContainText('4/5.0')
    await page.getByRole('tab', { name: 'Survey-wise' }).click()
    await expect(page.getByText('Subjects asked about:')).toBeVisible()
    await page.getByText('Graph View', { exact: true }).click()
    await expect(page.locator('.recharts-bar-rectangle').first()).toBeVisible()
    await page.getByText('Text View', { exact: true }).click()
    await expect(page.getByText('Subjects asked about:')).toBeVisible()

    await page.getByRole('tab', { name: 'Subject-wise' }).click()
    await page.getByRole('button', { name: 'Export to Excel' }).click()
    const link = page.getByRole('link', { name: 'Download SubjectWise.xlsx' })
    await expect(link).toBeVisible({ timeout: 30_000 })
    const download = await page.request.get((await link.getAttribute('href'))!)
    expect(download.status()).toBe(200)
    const saved = testInfo.outputPath('SubjectWise.xlsx')
    await writeFile(saved, await download.body())

    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load((await readFile(saved)) as unknown as ExcelJS.Buffer)
    const sheet = workbook.getWorksheet('Subject-wise')!
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Group',
      'Subject code',
      'Subject',
      'Staff',
      'Responses',
      'Average (out of 5)',
      'Average %',
    ])
    const rows = Array.from({ length: sheet.rowCount - 1 }, (_, index) =>
      (sheet.getRow(index + 2).values as unknown[]).slice(1),
    )
    expect(rows).toHaveLength(4)
    const maths = rows.find((row) => row[1] === 'MA101')!
    expect(maths[2]).toBe('Engineering Mathematics I')
    expect(maths[3]).toBe('Faculty Member 1')
    expect(maths.slice(4)).toEqual([2, 4, 80])
  })

  test('a student answers a survey in the portal: every question must be rated, then it shows as answered', async ({
    page,
    signIn,
  }, testInfo) => {
    await signIn(studentOf(testInfo.project.name, 2), '/feedBack/mySurveys')
    const toAnswer = page.getByRole('region', { name: 'To answer' })
    await toAnswer
      .getByRole('link', { name: /^Answer End-semester course feedback, PH101 Engineering Physics/ })
      .click()
    await expect(page.getByRole('heading', { name: 'End-semester course feedback' })).toBeVisible()

    const answers: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/v2/subject/answer'))
        answers.push(request.url())
    })
    for (let question = 1; question <= 4; question++) await rate(page, question, 4)
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByText('Rate this question')).toBeVisible()
    expect(answers).toEqual([])

    await rate(page, 5, 5)
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page).toHaveURL('/feedBack/mySurveys')
    const done = page.getByRole('region', { name: 'Done or closed' })
    await expect(
      done.getByRole('listitem').filter({ hasText: 'End-semester' }).filter({ hasText: 'PH101' }),
    ).toContainText('Answered')
    await expect(toAnswer.getByRole('link', { name: /End-semester course feedback, PH101/ })).toHaveCount(0)
    expect(answers).toHaveLength(1)
  })

  test("a public OTHERS form is headed with its survey's name, or Untitled Survey when that cannot load", async ({
    page,
  }) => {
    await page.goto('/feedback-form/ft-course/sv-cse-end/OTHERS')
    await expect(page.getByText('End-semester course feedback', { exact: true })).toBeVisible()
    await expect(page.getByText('Course feedback', { exact: true })).toBeVisible()
    await page.goto('/feedback-form/ft-course/no-such-survey/OTHERS')
    await expect(page.getByText('Untitled Survey', { exact: true })).toBeVisible()
  })
})
