import type { ClassReport, PolledCandidate, SubjectWiseReport, SurveyWiseReport } from '@campus/core'
import { call, feedbackApi, useApi } from '@/lib/api-client'

/** A survey's results per target: subject and staff, or group (`GET /boot/feedback/v2/report/subjectWise/{id}`). */
export const useSubjectWiseReport = (surveyId: string) =>
  useApi<SubjectWiseReport>(['feedback', 'survey-report', 'subject-wise', surveyId], () =>
    call(feedbackApi.boot.feedback.v2.report.subjectWise[':id'].$get({ param: { id: surveyId } })),
  )

/** The whole survey question by question, in the legacy report shape (`GET …/v2/report/surveyWise/{id}`). */
export const useSurveyWiseReport = (surveyId: string) =>
  useApi<SurveyWiseReport>(['feedback', 'survey-report', 'survey-wise', surveyId], () =>
    call(feedbackApi.boot.feedback.v2.report.surveyWise[':id'].$get({ param: { id: surveyId } })),
  )

/** The survey's results per class (group) (`GET /boot/feedback/v2/report/class/{id}`). */
export const useClassReport = (surveyId: string) =>
  useApi<ClassReport>(['feedback', 'survey-report', 'class', surveyId], () =>
    call(feedbackApi.boot.feedback.v2.report.class[':id'].$get({ param: { id: surveyId } })),
  )

/**
 * Who answered the survey, or one of its targets (`GET /boot/feedback/v2/report/polled/{id}?targetId=`). The
 * spec resolves an error to an empty list, so a failure shows "nobody yet" rather than an alert.
 */
export const usePolledCandidates = (surveyId: string, targetId: string | undefined) =>
  useApi<PolledCandidate[]>(['feedback', 'polled', surveyId, targetId ?? null], async () => {
    try {
      return await call(
        feedbackApi.boot.feedback.v2.report.polled[':id'].$get({
          param: { id: surveyId },
          query: targetId ? { targetId } : {},
        }),
      )
    } catch {
      return []
    }
  })
