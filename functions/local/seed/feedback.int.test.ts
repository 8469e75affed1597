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
