import { call, feedbackApi, useApi } from '@/lib/api-client'

/** The question bank, newest first, as the legacy screen lists it (`GET /boot/feedback/questions?order=des`). */
export const useQuestions = () =>
  useApi(['feedback', 'questions'], () =>
    call(feedbackApi.boot.feedback.questions.$get({ query: { order: 'des' } })),
  )

export type BankQuestion = NonNullable<ReturnType<typeof useQuestions>['data']>[number]

export const createQuestion = (question: string) =>
  call(feedbackApi.boot.feedback.questions.$post({ json: { question } }))

export const updateQuestion = (id: string, question: string) =>
  call(feedbackApi.boot.feedback.questions[':id'].$put({ param: { id }, json: { question } }))
