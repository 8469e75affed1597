import {
  type QuestionPattern,
  type StudentSurvey,
  type SurveyAnswer,
  type SurveyEligibility,
  surveyFlow,
  type SurveyType,
} from '@campus/core'
import { mutate } from 'swr'
import { call, feedbackApi, useApi } from '@/lib/api-client'

// The results are typed with the shared schemas' types, so the screens and the server agree on one contract.

const studentSurveysKey = ['feedback', 'student-surveys'] as const

/** The survey targets put to the signed-in student's group (`GET /boot/feedback/v2/student/surveys`). */
export const useStudentSurveys = () =>
  useApi<StudentSurvey[]>(studentSurveysKey, () => call(feedbackApi.boot.feedback.v2.student.surveys.$get()))

/** Whether the signed-in student may answer a target (`GET /boot/feedback/v2/eligibility`), and why not. */
export const useSurveyEligibility = (surveyId: string, targetId: string) =>
  useApi<SurveyEligibility>(['feedback', 'eligibility', surveyId, targetId], () =>
    call(feedbackApi.boot.feedback.v2.eligibility.$get({ query: { surveyId, targetId } })),
  )

/** The questions a survey asks (`GET /boot/feedback/v2/questionPattern`); null skips the call. */
export const useQuestionPattern = (surveyId: string | null) =>
  useApi<QuestionPattern>(surveyId === null ? null : ['feedback', 'question-pattern', surveyId], () =>
    call(feedbackApi.boot.feedback.v2.questionPattern.$get({ query: { surveyId: surveyId ?? '' } })),
  )

/** Sends a student's ratings to the answer route of the survey's flow: per subject, or per group. */
export const submitSurveyAnswer = (type: SurveyType, answer: SurveyAnswer) =>
  surveyFlow(type) === 'group'
    ? call(feedbackApi.boot.feedback.v2.group.answer.$post({ json: answer }))
    : call(feedbackApi.boot.feedback.v2.subject.answer.$post({ json: answer }))

/**
 * Shows a target as answered in the cached list straight away (the student lands there next), then re-reads
 * the list from the server.
 */
export const markSurveyAnswered = (surveyId: string, targetId: string) =>
  mutate<StudentSurvey[]>(studentSurveysKey, (surveys) =>
    surveys?.map((survey) =>
      survey.surveyId === surveyId && survey.targetId === targetId ? { ...survey, answered: true } : survey,
    ),
  )

/** Re-reads the student's list, after the server refused an answer because things changed meanwhile. */
export const refreshStudentSurveys = () => mutate(studentSurveysKey)
