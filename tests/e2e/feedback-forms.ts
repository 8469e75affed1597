import type { APIRequestContext } from '@playwright/test'
import { expect } from './support'

export interface TemplateOfTest {
  id: string
  name: string
  questions: { id: string; question: string }[]
}

/** Puts `texts` in the question bank and builds a template of them, as an HOD would, through the API. */
export async function createTemplateByApi(
  request: APIRequestContext,
  token: string,
  name: string,
  texts: readonly string[],
): Promise<TemplateOfTest> {
  const questions: { id: string; question: string }[] = []
  for (const question of texts) {
    const response = await request.post('/boot/feedback/questions', { params: { token }, data: { question } })
    expect(response.status(), `question ${question}`).toBe(200)
    const { id } = (await response.json()) as { id: string }
    questions.push({ id, question })
  }
  const response = await request.post('/boot/feedback/feedbackTemplate', {
    params: { token },
    data: { name, questions },
  })
  expect(response.status(), `template ${name}`).toBe(200)
  return (await response.json()) as TemplateOfTest
}

/** Answers a template's form through the public API (no token), one rating per question. */
export async function answerByApi(
  request: APIRequestContext,
  template: TemplateOfTest,
  referenceId: string,
  ratings: readonly number[],
  studentRegNo: string,
) {
  const response = await request.post('/boot/feedback/answer', {
    data: {
      questions: template.questions.map((question, index) => ({ ...question, answer: ratings[index] })),
      feedbackTemplateId: template.id,
      referenceId,
      studentRegNo,
      type: 'SUBFEEDBACK',
    },
  })
  expect(response.status(), `answer of ${studentRegNo}`).toBe(200)
}

/** Something unique to this run and viewport, so the three projects never share a form or a name. */
export const uniqueTag = (projectName: string) => `${projectName} ${Date.now().toString(36)}`
