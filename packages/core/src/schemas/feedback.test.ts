import { describe, expect, it } from 'vitest'
import { FEEDBACK_INCOMPLETE_MESSAGE, FeedbackFormSchema, FeedbackRatingSchema } from './feedback'
import { surveyFlow } from './survey'

const form = {
  questions: [
    { question: 'Was the session useful?', answer: 5 },
    { question: 'Was the pace right?', answer: 3 },
  ],
  studentName: 'Ada',
  studentRegNo: '2021CS001',
  feedbackTemplateId: '65f1c2d3e4f5a6b7c8d9e010',
  referenceId: '65f1c2d3e4f5a6b7c8d9e011',
}

describe('FeedbackFormSchema', () => {
  it('accepts a fully rated form', () => {
    expect(FeedbackFormSchema.parse(form)).toStrictEqual(form)
  })

  it('refuses a form with an unrated question, with the toast text', () => {
    const result = FeedbackFormSchema.safeParse({
      ...form,
      questions: [
        { question: 'Q1', answer: 4 },
        { question: 'Q2', answer: 0 },
      ],
    })
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toStrictEqual([
      ['questions', FEEDBACK_INCOMPLETE_MESSAGE],
    ])
  })

  it('lets EVENTS feedback omit the student name and register number', () => {
    const { studentName: _name, studentRegNo: _regNo, ...anonymous } = form
    expect(FeedbackFormSchema.safeParse(anonymous).success).toBe(true)
  })

  it('drops the template keys the legacy form posts back, and keeps the form token', () => {
    const legacy = { ...form, id: 'tpl', name: 'Seminar', status: 'OPEN', createdOn: 1, formToken: 'ab.cd' }
    expect(FeedbackFormSchema.parse(legacy)).toStrictEqual({ ...form, formToken: 'ab.cd' })
  })

  it('refuses keys it does not know, in the body and in an answered question', () => {
    expect(FeedbackFormSchema.safeParse({ ...form, role: 'ADMIN' }).success).toBe(false)
    const questions = [{ question: 'Q1', answer: 4, weight: 9 }]
    expect(FeedbackFormSchema.safeParse({ ...form, questions }).success).toBe(false)
  })

  it.each([-1, 6, 2.5])('refuses the rating %s', (rating) => {
    expect(FeedbackRatingSchema.safeParse(rating).success).toBe(false)
  })
})

describe('surveyFlow', () => {
  it.each([
    ['SUBFEEDBACK', 'subject'],
    ['EXITFEEDBACK', 'group'],
    ['OTHERS', 'group'],
  ] as const)('%s uses the %s flow', (type, flow) => {
    expect(surveyFlow(type)).toBe(flow)
  })
})
