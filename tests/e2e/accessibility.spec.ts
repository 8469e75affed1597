import type { Page } from '@playwright/test'
import {
  answerByApi,
  answerCodesByApi,
  createTemplateByApi,
  demoStudentRegNo,
  openSurveyByApi,
  uniqueTag,
} from './feedback-forms'
import { ACCOUNTS, apiLogin, expect, openAccountMenu, rowAction, test, seriousViolations } from './support'

test.describe('accessibility', () => {
  test('the sign-in page', async ({ page }) => {
    await page.goto('/login')
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })

  test('home, profile and search pages', async ({ page, signIn }) => {
    // Four axe walks: near the default 30 s on a busy two-core machine (it timed out once there).
    test.setTimeout(60_000)
    await signIn(ACCOUNTS.HOD, '/')
    await expect(page.getByTestId('home-figures')).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])

    await page.goto('/manage-student/search/Student 1')
    await expect(page.getByRole('link', { name: 'Student 1', exact: true })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])

    await page.getByRole('link', { name: 'Student 1', exact: true }).click()
    await expect(page.getByText('CSE23001')).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])

    await openAccountMenu(page)
    await page.getByRole('menuitem', { name: 'View Profile' }).click()
    await expect(page.getByRole('heading', { name: 'Experience' })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })
})

test.describe('accessibility of the academic and people screens', () => {
  // axe walks every node: a page of 200 students takes it a while on a busy machine.
  test.setTimeout(90_000)
  const screens: [string, string][] = [
    ['/manage-staff', 'Manage staff'],
    ['/manage-student', 'Manage students'],
    ['/manageDepartment', 'Manage Department'],
    ['/faculty', 'Faculties'],
    ['/academic/home/dept-cse', 'Manage Academic Year'],
    ['/academicadmin', 'Move students'],
    ['/manage-subject', 'Manage subjects'],
    ['/event-filter', 'Events'],
  ]
  for (const [path, heading] of screens) {
    test(`${heading} (${path})`, async ({ page, signIn }) => {
      await signIn(ACCOUNTS.ADMIN, path)
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible()
      await page.waitForLoadState('networkidle')
      expect(await seriousViolations(page)).toEqual([])
    })
  }

  test('the add event dialog, with a speaker row', async ({ page, signIn }) => {
    await signIn(ACCOUNTS.HOD, '/event-filter')
    await page.getByRole('button', { name: 'Add event' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add event' })
    await dialog.getByRole('button', { name: 'Add speaker' }).click()
    await expect(dialog.getByLabel('Speaker 1 name')).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })

  test('the import dialog', async ({ page, signIn }) => {
    await signIn(ACCOUNTS.ADMIN, '/manage-student')
    await page.getByRole('button', { name: 'Import from Excel' }).click()
    await expect(page.getByRole('dialog', { name: 'Import students from Excel' })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })
})

test.describe('accessibility of the feedback screens', () => {
  test.setTimeout(90_000)

  test('the public feedback form and its success page', async ({ page }, testInfo) => {
    const tag = uniqueTag(testInfo.project.name)
    const hod = await apiLogin(page.request, ACCOUNTS.HOD)
    const template = await createTemplateByApi(page.request, hod, `Axe form ${tag}`, [
      `Was the session useful? ${tag}`,
      `Was the speaker clear? ${tag}`,
    ])
    await page.goto(`/feedback-form/${template.id}/axe-${Date.now().toString(36)}/SUBFEEDBACK`)
    await expect(page.getByRole('radiogroup', { name: /^2\. / })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])

    await page.goto('/feedBack/feedbackSucess')
    await expect(page.getByRole('heading', { name: 'Feedback Sucessfully Submitted !' })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })

  test('the questions and template screens', async ({ page, signIn }, testInfo) => {
    const hod = await signIn(ACCOUNTS.HOD)
    const tag = uniqueTag(testInfo.project.name)
    await createTemplateByApi(page.request, hod, `Axe list ${tag}`, [
      `Is the library open long enough? ${tag}`,
    ])
    const screens: [string, string][] = [
      ['/feedBack/questions', 'Questions'],
      ['/feedBack/feedbackTemplate', 'Feedback Template'],
      ['/feedBack/create', 'Create Survey Template'],
    ]
    for (const [path, heading] of screens) {
      await page.goto(path)
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible()
      await expect(page.getByRole('table')).toBeVisible()
      expect(await seriousViolations(page), path).toEqual([])
    }
    await page.goto('/feedBack/feedbackTemplate')
    const row = page.getByRole('row').filter({ hasText: `Axe list ${tag}` })
    await (await rowAction(row, 'View')).click()
    await expect(page.getByRole('dialog', { name: `Survey Template: Axe list ${tag}` })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })

  test('the feedback report, as text and as charts', async ({ page, signIn }, testInfo) => {
    const hod = await signIn(ACCOUNTS.HOD)
    const tag = uniqueTag(testInfo.project.name)
    const template = await createTemplateByApi(page.request, hod, `Axe report ${tag}`, [
      `Rate the workshop ${tag}`,
      `Rate the venue ${tag}`,
    ])
    const referenceId = await openSurveyByApi(page.request, hod, template, `Axe survey ${tag}`)
    const codes = await answerCodesByApi(page.request, hod, referenceId)
    for (const [seat, ratings] of [
      [1, [5, 3]],
      [2, [4, 2]],
    ] as const)
      await answerByApi(
        page.request,
        template,
        referenceId,
        ratings,
        demoStudentRegNo(seat),
        codes.get(demoStudentRegNo(seat)) ?? '',
      )
    await page.goto(`/feedBack/report/${referenceId}`)
    await expect(page.getByText('Polled user: 2')).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])

    await page.getByText('Graph View', { exact: true }).click()
    await expect(page.getByRole('heading', { name: 'QUESTION-GRADE WISE BAR' })).toBeVisible()
    await expect(page.locator('.recharts-bar-rectangle').first()).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])

    await page.getByText('Pie', { exact: true }).click()
    await expect(page.locator('.recharts-pie')).toHaveCount(2)
    expect(await seriousViolations(page)).toEqual([])
  })
})

test.describe('accessibility of the survey screens', () => {
  test.setTimeout(90_000)

  test("the HOD's surveys, a survey with its reports, and a staff report", async ({ page, signIn }) => {
    await signIn(ACCOUNTS.HOD, '/feedBack/surveys')
    await expect(page.getByRole('link', { name: 'Mid-semester course feedback' })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])

    await page.getByRole('link', { name: 'Mid-semester course feedback' }).click()
    await expect(page.getByRole('table', { name: 'Subject-wise report' })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    for (const tab of ['Survey-wise', 'Class', 'Polled candidates']) {
      await page.getByRole('tab', { name: tab }).click()
      await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible()
      expect(await seriousViolations(page), tab).toEqual([])
    }
  })

  test("a student's surveys and a faculty member's own report", async ({ page, signIn }) => {
    await signIn('student2@campus.local', '/feedBack/mySurveys')
    await expect(page.getByRole('region', { name: 'Done or closed' })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])

    await signIn(ACCOUNTS.FACULTY, '/feedBack/staffReport')
    await expect(page.getByText('Results appear once the survey closes.').first()).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })
})

test.describe('accessibility of the announcement and SMS screens', () => {
  test.setTimeout(90_000)

  test('the section screens and the SMS quota', async ({ page, signIn }) => {
    await signIn(ACCOUNTS.HOD)
    const screens: [string, string][] = [
      ['/announcement/home', 'Received announcements'],
      ['/announcement/compose', 'Compose announcement'],
      ['/announcement/send', 'Sent announcements'],
      ['/announcement/sentsms', 'Communication SMS'],
      ['/announcement/monthlysms', 'Monthly SMS'],
    ]
    for (const [path, heading] of screens) {
      await page.goto(path)
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible()
      await page.waitForLoadState('networkidle')
      expect(await seriousViolations(page), path).toEqual([])
    }

    await signIn(ACCOUNTS.ADMIN, '/manage-sms-quota')
    await expect(page.getByLabel('Total SMS allowed')).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })

  test('choosing receivers, a group picker and a sent announcement', async ({ page, signIn }) => {
    await signIn(ACCOUNTS.HOD, '/announcement/compose')
    await page.getByLabel('Title').fill('Axe check')
    await page.getByLabel('Message').fill('Checking the receivers screen.')
    await page.getByRole('button', { name: 'Next' }).click()
    await page.getByRole('tab', { name: /^STUDENTS/ }).click()
    await page
      .getByRole('checkbox', {
        name: 'Group B, 2023-2027, B.E. - Computer Science and Engineering: all students',
      })
      .check()
    await expect(page.getByTestId('sms-text')).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])

    await page
      .getByRole('button', {
        name: 'Choose students of Group A, 2023-2027, B.E. - Computer Science and Engineering',
      })
      .click()
    const picker = page.getByRole('dialog', { name: /^Choose students: Group A/ })
    await expect(picker.getByRole('checkbox', { name: 'Choose Student 1', exact: true })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    await picker.getByRole('button', { name: 'Cancel' }).click()

    await page.getByRole('tab', { name: /^STAFFS/ }).click()
    await expect(page.getByRole('checkbox', { name: 'Select all faculty' })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])

    await page.goto('/announcement/send')
    await page.getByRole('button', { name: 'Internal assessment schedule' }).click()
    await expect(
      page.getByRole('dialog', { name: 'Internal assessment schedule' }).getByText('Public link'),
    ).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })

  test('the public view of a shared announcement, without a session', async ({ page }) => {
    await page.goto('/m/DemoCircular-CSE-2023a')
    await expect(page.getByRole('heading', { name: 'Internal assessment schedule', level: 1 })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })
})

test.describe('accessibility of the assignment and course material screens', () => {
  test.setTimeout(90_000)

  const check = async (page: Page, path: string, heading: string) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(await seriousViolations(page), path).toEqual([])
  }

  test('the staff screens, with a submission table', async ({ page, signIn }) => {
    await signIn(ACCOUNTS.FACULTY)
    await check(page, '/assignment/compose', 'Compose Assignment')
    await check(page, '/coursematerial/home', 'Course Material')
    await check(page, '/coursematerial/staffCourseMaterial', 'Staff Course Material')
    await check(page, '/assignment/home', 'Sent Assignment')
    await page.getByRole('link', { name: 'Limits and continuity worksheet' }).first().click()
    await expect(page.getByRole('heading', { name: 'View Assignment', level: 1 })).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(await seriousViolations(page)).toEqual([])
  })

  test("a student's screens", async ({ page, signIn }) => {
    await signIn(ACCOUNTS.STUDENT)
    await check(page, '/assignment/studentView', 'Assignment')
    await check(page, '/coursematerial/studentCourseMaterial', 'Course Material')
  })
})
