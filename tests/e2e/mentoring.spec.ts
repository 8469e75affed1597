import { stat } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { ACCOUNTS, choose, expect, seriousViolations, test } from './support'

/** Faculty Member 7 of CSE mentors nobody in the demo college now; the test gives them three students of group B. */
const MENTOR = { id: 'user-faculty-7', name: 'Faculty Member 7', email: 'faculty7@campus.local' }
const STUDENTS = [51, 52, 53].map((n) => ({
  id: `user-student-${n}`,
  name: `Student ${n}`,
  registerNo: `CSE23${String(n).padStart(3, '0')}`,
}))
const [KEPT, , REMOVED] = STUDENTS as [(typeof STUDENTS)[number], unknown, (typeof STUDENTS)[number]]

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** A day as mentoring shows it (legacy MMM/dd/yyyy), in this machine's zone like the browser's. */
const mentorDate = (date: Date) =>
  `${MONTHS[date.getMonth()]}/${String(date.getDate()).padStart(2, '0')}/${date.getFullYear()}`

/** Takes every student from the test's mentor, so each run starts with them mentoring nobody. */
async function releaseMentor(page: Page, token: string) {
  const read = await page.request.get(`/api/mentor/byStaff/${MENTOR.id}`, { params: { token } })
  expect(read.status()).toBe(200)
  const [record] = (await read.json()) as { students: { studentId: string }[] }[]
  if (!record?.students.length) return
  const ended = await page.request.post('/api/mentorLog', {
    params: { token },
    data: record.students.map(({ studentId }) => ({ staffId: MENTOR.id, studentId, mentorId: MENTOR.id })),
  })
  expect(ended.status()).toBe(200)
}

/** Student Details: selects every student and sets their From or To date through its dialog. */
async function setEveryDate(page: Page, which: 'From' | 'To', day: string) {
  await page
    .getByRole('table', { name: 'Mentored students' })
    .getByRole('checkbox', { name: 'Select all students' })
    .check()
  await page.getByRole('button', { name: `Update ${which} Date` }).click()
  const dialog = page.getByRole('dialog', { name: `Update ${which} Date` })
  await dialog.getByLabel(`${which} Date`).fill(day)
  await dialog.getByRole('button', { name: 'Update' }).click()
  await expect(page.getByText('successfully Updated')).toBeVisible()
  await expect(dialog).toBeHidden()
}

test.describe('mentoring', () => {
  // Three sign-ins, several dialogs and list reloads: on a busy 2-core machine it passes 30 seconds.
  test.setTimeout(120_000)

  test('an HOD assigns students with dates, the mentor comments, the HOD removes one, and the ratio downloads', async ({
    page,
    signIn,
  }) => {
    const hodToken = await signIn(ACCOUNTS.HOD)
    await releaseMentor(page, hodToken)

    // Manage Mentor opens on the HOD's department; Faculty Member 7 mentors nobody, so their row offers Add.
    await page.goto('/manageMentor')
    await expect(page).toHaveURL(/\/manageMentor\/home$/)
    await expect(page.getByRole('heading', { name: 'Manage Mentor', level: 1 })).toBeVisible()
    const mentors = page.getByRole('table', { name: 'Mentors' })
    const mentorRow = mentors.getByRole('row').filter({ hasText: MENTOR.name })
    await expect(mentorRow).toContainText(MENTOR.email)
    expect(await seriousViolations(page)).toEqual([])
    await mentorRow.getByRole('button', { name: `Add students to ${MENTOR.name}` }).click()

    const add = page.getByRole('dialog', { name: `Add Student: ${MENTOR.name}` })
    await expect(add.getByText('Sorry ! No data found.')).toBeVisible()
    await add.getByRole('button', { name: 'Create' }).click()
    await expect(page.getByText('Please Select any one student.')).toBeVisible()
    await choose(add, 'Academic Year', '2023 - 2027')
    await choose(add, 'Group', 'B')
    const picker = add.getByRole('table', { name: 'Students of the group' })
    // A student of another mentor would be locked; these three are free.
    for (const student of STUDENTS)
      await picker.getByRole('checkbox', { name: `Select ${student.name}` }).check()
    await add.getByRole('button', { name: 'Create' }).click()
    await expect(page.getByText('successfully Created')).toBeVisible()
    await expect(add).toBeHidden()
    await expect(
      mentorRow.getByRole('button', { name: `Modify the students of ${MENTOR.name}` }),
    ).toBeVisible()

    // Student Details: the From and To dates of all three, with the buttons saying what they set.
    await mentorRow.getByRole('link', { name: MENTOR.name }).click()
    await expect(page.getByRole('heading', { name: 'Student Details', level: 1 })).toBeVisible()
    await expect(page.getByText(`Mentor Name: ${MENTOR.name}`)).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    const students = page.getByRole('table', { name: 'Mentored students' })
    for (const student of STUDENTS)
      await expect(
        students.getByRole('link', { name: `${student.name} (${student.registerNo})` }),
      ).toBeVisible()
    await page.getByRole('button', { name: 'Update From Date' }).click()
    await expect(page.getByText('Please Select any one student.')).toBeVisible()

    await setEveryDate(page, 'From', '2026-06-01')
    await setEveryDate(page, 'To', '2027-05-31')
    for (const student of STUDENTS) {
      const row = students.getByRole('row').filter({ hasText: student.registerNo })
      await expect(row).toContainText('Jun/01/2026')
      await expect(row).toContainText('May/31/2027')
    }

    // The mentor: My Students, a student's profile, a comment rated 10.
    await signIn(MENTOR.email, '/manageMentor/myStudents')
    await expect(page.getByRole('heading', { name: 'My Students', level: 1 })).toBeVisible()
    await page
      .getByRole('table', { name: 'Mentored students' })
      .getByRole('link', { name: `${KEPT.name} (${KEPT.registerNo})` })
      .click()
    await expect(page.getByRole('heading', { name: 'Personal Information' })).toBeVisible()
    await expect(page.getByText(KEPT.registerNo)).toBeVisible()
    const comment = `Attends every class and helps classmates (${Date.now()})`
    await page.getByRole('button', { name: 'Add New Comment' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add Comment' })
    await expect(dialog.getByText('Rating: 5/10')).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled()
    await dialog.getByLabel('Comment').fill(comment)
    await dialog.getByRole('button', { name: 'Max Rate' }).click()
    await expect(dialog.getByText('Rating: 10/10')).toBeVisible()
    await dialog.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('successfully Created')).toBeVisible()
    await expect(dialog).toBeHidden()
    const posted = page.getByRole('article').filter({ hasText: comment })
    await expect(posted).toContainText('[10/10]')
    await expect(posted).toContainText(`Comment by: ${MENTOR.name}`)
    await expect(posted).toContainText(`Mentor: ${MENTOR.name}`)
    expect(await seriousViolations(page)).toEqual([])
    await expect(page.getByRole('region', { name: 'Overall Rating' })).toContainText(/\[\d+(\.\d)?\/10\]/)

    // The HOD removes one student; the student's mentor timeline keeps the ended period.
    await signIn(ACCOUNTS.HOD, `/manageMentor/studentDetails/${MENTOR.id}`)
    const details = page.getByRole('table', { name: 'Mentored students' })
    await details.getByRole('checkbox', { name: `Select ${REMOVED.name}` }).check()
    await page.getByRole('button', { name: 'Remove', exact: true }).click()
    const confirm = page.getByRole('dialog', { name: 'Remove 1 student from this mentor?' })
    await confirm.getByRole('button', { name: 'Remove', exact: true }).click()
    await expect(page.getByText('successfully Removed')).toBeVisible()
    await expect(details.getByRole('row').filter({ hasText: REMOVED.registerNo })).toHaveCount(0)
    await expect(details.getByRole('row').filter({ hasText: KEPT.registerNo })).toBeVisible()

    await page.goto(`/manageMentor/profile/${REMOVED.id}`)
    const timeline = page.getByRole('region', { name: 'Mentors' })
    await expect(
      timeline.getByText(`removed ${mentorDate(new Date())}`).first(),
      'the ended period of Faculty Member 7',
    ).toBeVisible()
    await expect(timeline).toContainText(MENTOR.name)
    await expect(timeline).toContainText('From Jun/01/2026 to May/31/2027')

    // NAAC 2.3.3: the ratio of the HOD's department today, and its workbook.
    await page.goto('/manageMentor/home')
    const ratio = page.getByRole('region', { name: 'Student–mentor ratio (NAAC 2.3.3)' })
    await expect(ratio.getByText('Mentored students').first()).toBeVisible()
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      ratio.getByRole('button', { name: 'Download workbook' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^Mentor ratio \d{4}-\d{2}-\d{2}\.xlsx$/)
    const { size } = await stat(await download.path())
    expect(size).toBeGreaterThan(0)
  })

  test('a faculty member reads Manage Mentor without changing it, and students have no mentoring', async ({
    page,
    signIn,
  }) => {
    await signIn(ACCOUNTS.FACULTY, '/manageMentor/home')
    const mentors = page.getByRole('table', { name: 'Mentors' })
    await expect(mentors.getByRole('row').filter({ hasText: 'Faculty Member 4' })).toBeVisible()
    await expect(mentors.getByRole('columnheader', { name: 'Add/Modify' })).toHaveCount(0)
    await expect(page.getByRole('region', { name: 'Student–mentor ratio (NAAC 2.3.3)' })).toHaveCount(0)
    // Their own students only: another mentor's name is not a link.
    await expect(mentors.getByRole('link', { name: 'Faculty Member 4' })).toHaveCount(0)
    await mentors.getByRole('link', { name: 'Faculty Member 1' }).click()
    await expect(page.getByRole('heading', { name: 'Student Details', level: 1 })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Update From Date' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Remove', exact: true })).toHaveCount(0)

    await signIn(ACCOUNTS.STUDENT, '/manageMentor/myStudents')
    await expect(page.getByText('Mentoring is for ADMIN, HOD and FACULTY users only.')).toBeVisible()
    await expect(
      page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Manage Mentor' }),
    ).toHaveCount(0)
  })
})
