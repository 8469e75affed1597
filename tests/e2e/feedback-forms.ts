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

/**
 * The demo college's CSE group A (seeded): its students are in the student directory the public form checks,
 * with register numbers CSE23001 to CSE23030 (functions/local/seed/seed.ts).
 */
export const DEMO_GROUP = { groupId: 'grp-cse-2023-a', groupName: 'A' } as const
export const demoStudentRegNo = (seat: number) => `CSE23${String(seat).padStart(3, '0')}`

/**
 * Opens an EXITFEEDBACK survey of `template` asking the demo CSE group A for a week, as the CSE HOD does; its
 * id is the reference of the public form `/feedback-form/<template>/<survey>/EXITFEEDBACK` (docs/adr/0011).
 */
export async function openSurveyByApi(
  request: APIRequestContext,
  token: string,
  template: TemplateOfTest,
  name: string,
): Promise<string> {
  const created = await request.post('/boot/feedback/survey', {
    params: { token },
    data: {
      name,
      type: 'EXITFEEDBACK',
      feedbackTemplateId: template.id,
      closesOn: Date.now() + 7 * 24 * 60 * 60 * 1000,
    },
  })
  expect(created.status(), `survey ${name}`).toBe(200)
  const { id } = (await created.json()) as { id: string }
  const targets = await request.post('/boot/feedback/v2/group/survey', {
    params: { token },
    data: { surveyId: id, groups: [DEMO_GROUP] },
  })
  expect(targets.status(), `groups of survey ${name}`).toBe(200)
  return id
}

/**
 * The public form's link of an event, with its signed form token, as the Feedback QR dialog makes it
 * (`PUT /api/events/createFeedbackQr`).
 */
export async function eventFormLinkByApi(
  request: APIRequestContext,
  token: string,
  eventId: string,
  feedbackTemplateId: string,
): Promise<string> {
  const response = await request.put('/api/events/createFeedbackQr', {
    params: { token },
    data: { eventId, feedbackTemplateId },
  })
  expect(response.status(), `feedback QR of ${eventId}`).toBe(200)
  return ((await response.json()) as { feedbackPath: string }).feedbackPath
}

/**
 * The personal answer codes of a survey's students, by register number, from the slips its HOD prints
 * (`GET /boot/feedback/v2/survey/{id}/answerCodes`, docs/adr/0033).
 */
export async function answerCodesByApi(
  request: APIRequestContext,
  token: string,
  surveyId: string,
): Promise<Map<string, string>> {
  const response = await request.get(`/boot/feedback/v2/survey/${surveyId}/answerCodes`, {
    params: { token },
  })
  expect(response.status(), `answer codes of ${surveyId}`).toBe(200)
  const { slips } = (await response.json()) as { slips: { registerNo: string; answerCode: string }[] }
  return new Map(slips.map(({ registerNo, answerCode }) => [registerNo, answerCode]))
}

/**
 * Answers a survey's form through the public API (no session token), one rating per question, as the demo
 * student with `studentRegNo` (see demoStudentRegNo) and their answer code (see answerCodesByApi); `surveyId`
 * comes from openSurveyByApi.
 */
export async function answerByApi(
  request: APIRequestContext,
  template: TemplateOfTest,
  surveyId: string,
  ratings: readonly number[],
  studentRegNo: string,
  answerCode: string,
) {
  const response = await request.post('/boot/feedback/answer', {
    data: {
      questions: template.questions.map((question, index) => ({ ...question, answer: ratings[index] })),
      feedbackTemplateId: template.id,
      referenceId: surveyId,
      studentRegNo,
      answerCode,
      type: 'EXITFEEDBACK',
    },
  })
  expect(response.status(), `answer of ${studentRegNo}`).toBe(200)
}

/** Something unique to this run and viewport, so the three projects never share a form or a name. */
export const uniqueTag = (projectName: string) => `${projectName} ${Date.now().toString(36)}`
