import type {
  AddGroupTargets,
  AddSubjectTargets,
  CreateSurvey,
  Survey,
  SurveyDetail,
  UpdateSurvey,
} from '@campus/core'
import { call, feedbackApi, useApi } from '@/lib/api-client'

// Results are typed with the shared schemas' types, so a drift between the screens and the server fails the build.

export const surveyKey = (surveyId: string) => ['feedback', 'survey', surveyId] as const

/** The surveys the reader manages, newest first (`GET /boot/feedback/survey?order=des`); without targets. */
export const useSurveys = () =>
  useApi<Survey[]>(['feedback', 'surveys'], () =>
    call(feedbackApi.boot.feedback.survey.$get({ query: { order: 'des' } })),
  )

/** One survey with its targets and how many answered each (`GET /boot/feedback/survey/{id}`). */
export const useSurvey = (surveyId: string) =>
  useApi<SurveyDetail>(surveyKey(surveyId), () =>
    call(feedbackApi.boot.feedback.survey[':id'].$get({ param: { id: surveyId } })),
  )

export const createSurvey = (survey: CreateSurvey): Promise<SurveyDetail> =>
  call(feedbackApi.boot.feedback.survey.$post({ json: survey }))

/** Renames a survey, moves its closing date, or closes and reopens it. */
export const updateSurvey = (surveyId: string, changes: UpdateSurvey): Promise<SurveyDetail> =>
  call(feedbackApi.boot.feedback.survey[':id'].$put({ param: { id: surveyId }, json: changes }))

/** Adds subjects (group × subject × staff) to a SUBFEEDBACK survey; ones already there are kept. */
export const addSubjectTargets = (body: AddSubjectTargets): Promise<SurveyDetail> =>
  call(feedbackApi.boot.feedback.v2.subject.survey.$post({ json: body }))

/** Adds groups to an EXITFEEDBACK or OTHERS survey; ones already there are kept. */
export const addGroupTargets = (body: AddGroupTargets): Promise<SurveyDetail> =>
  call(feedbackApi.boot.feedback.v2.group.survey.$post({ json: body }))

/**
 * The personal answer codes of a survey's students (`GET /boot/feedback/v2/survey/{id}/answerCodes`), to print
 * on slips or send by SMS (docs/adr/0033); null skips the call.
 */
export const useAnswerCodeSlips = (surveyId: string | null) =>
  useApi(surveyId === null ? null : ['feedback', 'answer-codes', surveyId], () =>
    call(feedbackApi.boot.feedback.v2.survey[':id'].answerCodes.$get({ param: { id: surveyId ?? '' } })),
  )
