import type { FeedbackFixture } from './fixture'

export interface TemplateOfTest {
  id: string
  name: string
  questions: { id: string; question: string }[]
}

/** Puts `texts` in the bank and builds a template of them, as an HOD would. */
export async function buildTemplate(
  f: FeedbackFixture,
  token: string,
  name: string,
  texts: readonly string[],
) {
  const questions = []
  for (const question of texts)
    questions.push(
      await f.ok<{ id: string; question: string }>('POST', '/boot/feedback/questions', {
        token,
        body: { question },
      }),
    )
  return f.ok<TemplateOfTest>('POST', '/boot/feedback/feedbackTemplate', {
    token,
    body: { name, questions: questions.map(({ id, question }) => ({ id, question })) },
  })
}

/** The body the public form sends: the template's questions with these ratings. */
export const answersTo = (
  template: TemplateOfTest,
  referenceId: string,
  ratings: readonly number[],
  respondent: { studentRegNo?: string; studentName?: string; submissionId?: string; type?: string } = {},
) => ({
  questions: template.questions.map((question, index) => ({ ...question, answer: ratings[index] })),
  feedbackTemplateId: template.id,
  referenceId,
  ...respondent,
})
