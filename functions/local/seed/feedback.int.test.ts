import type { StaffReport, StudentSurvey } from '@campus/core'
import { expect, it } from 'vitest'
import { createFeedbackFixture } from '../../feedback/testing/fixture'
import { DEMO_TEMPLATES, isFeedbackSeeded, seedFeedback } from './feedback'

it('seeds a question bank and templates whose forms open and take answers', async () => {
  const f = await createFeedbackFixture()
  expect(await isFeedbackSeeded(f.env.client, f.env.tables.feedback)).toBe(false)
  await seedFeedback(f.env.client, f.env.tables.feedback)
  expect(await isFeedbackSeeded(f.env.client, f.env.tables.feedback)).toBe(true)

  const hod = await f.login('hod')
  const templates = await f.ok<{ name: string }[]>('GET', '/boot/feedback/feedbackTemplate?order=des', {
    token: hod,
  })
  expect(templates.map(({ name }) => name)).toEqual(['Event feedback', 'Course feedback'])
  const form = await f.ok<{ questions: { id: string; question: string }[] }>(
    'GET',
    `/boot/feedback/feedbackTemplate/getQuestions?id=${DEMO_TEMPLATES[0]!.id}`,
  )
  expect(form.questions).toHaveLength(5)
  const answered = await f.call('POST', '/boot/feedback/answer', {
    body: {
      feedbackTemplateId: DEMO_TEMPLATES[0]!.id,
      referenceId: 'demo-reference',
      studentRegNo: '21CS001',
      questions: form.questions.map((question) => ({ ...question, answer: 4 })),
    },
  })
  expect(answered.status).toBe(200)
})

it("seeds CSE group A's surveys: student1 has subjects to answer, faculty see a closed survey's results", async () => {
  const f = await createFeedbackFixture()
  await seedFeedback(f.env.client, f.env.tables.feedback)

  const student1 = await f.login('student', { userId: 'user-student-1', groupId: 'grp-cse-2023-a' })
  const pending = await f.ok<StudentSurvey[]>('GET', '/boot/feedback/v2/student/surveys', { token: student1 })
  expect(pending.filter((each) => each.open && !each.answered)).toHaveLength(4)
  expect(pending.filter((each) => !each.open)).toHaveLength(4)

  const faculty1 = await f.login('faculty', { userId: 'user-faculty-1' })
  const own = await f.ok<StaffReport>('GET', '/boot/feedback/v2/report/staff/user-faculty-1', {
    token: faculty1,
  })
  expect(own.rows.map((row) => [row.surveyName, row.withheld, row.polledUser])).toEqual([
    ['End-semester course feedback', 'SURVEY_OPEN', 0],
    ['Mid-semester course feedback', undefined, 8],
  ])
})
