import type { StaffReport, StudentSurvey } from '@campus/core'
import { expect, it } from 'vitest'
import { createFeedbackFixture } from './testing/fixture'
import { answerCodeOf, enrol } from './testing/forms'
import { DEMO_TEMPLATES, isFeedbackSeeded, seedFeedback } from './seed'

it("seeds a question bank and templates whose forms open, and a survey whose form takes its students' answers", async () => {
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
  // Student 11 of CSE group A, as the identity seed puts them in the student directory.
  await enrol(f, [{ registerNo: 'CSE23011', groupId: 'grp-cse-2023-a' }])
  const answer = (studentRegNo: string) =>
    f.call('POST', '/boot/feedback/answer', {
      body: {
        feedbackTemplateId: DEMO_TEMPLATES[0]!.id,
        referenceId: 'sv-cse-end',
        type: 'SUBFEEDBACK',
        studentRegNo,
        answerCode: answerCodeOf(f, 'sv-cse-end', studentRegNo),
        questions: form.questions.map((question) => ({ ...question, answer: 4 })),
      },
    })
  expect((await answer('CSE23011')).status).toBe(200)
  // The seeded survey keeps its target group; a student of group B is refused.
  await enrol(f, [{ registerNo: 'CSE23031', groupId: 'grp-cse-2023-b' }])
  expect((await answer('CSE23031')).body.error?.code).toBe('ANSWER_CODE_INVALID')
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
