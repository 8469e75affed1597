import { call, feedbackApi, useApi } from '@/lib/api-client'

/**
 * The report of one reference (`GET /boot/feedback/answer/report/{referenceId}`), read from the answers'
 * aggregates; `feedbackTemplateId` picks the template when the reference was answered through several.
 */
export const useFeedbackReport = (referenceId: string, feedbackTemplateId?: string) =>
  useApi(['feedback', 'report', referenceId, feedbackTemplateId ?? null], () =>
    call(
      feedbackApi.boot.feedback.answer.report[':id'].$get({
        param: { id: referenceId },
        query: feedbackTemplateId ? { feedbackTemplateId } : {},
      }),
    ),
  )

export type ReportData = NonNullable<ReturnType<typeof useFeedbackReport>['data']>

/**
 * How an event form's answers came in (`GET /boot/feedback/answer/pattern/{referenceId}`): answers per minute
 * and the bursts left out of its report (docs/adr/0033); null skips the call.
 */
export const useSubmissionPattern = (referenceId: string | null, feedbackTemplateId?: string) =>
  useApi(referenceId === null ? null : ['feedback', 'pattern', referenceId, feedbackTemplateId ?? null], () =>
    call(
      feedbackApi.boot.feedback.answer.pattern[':id'].$get({
        param: { id: referenceId ?? '' },
        query: feedbackTemplateId ? { feedbackTemplateId } : {},
      }),
    ),
  )

export type SubmissionPatternData = NonNullable<ReturnType<typeof useSubmissionPattern>['data']>

/** Leaves the answers given from `from` until before `to` out of the event form's report. */
export const excludeBurst = (
  referenceId: string,
  burst: { feedbackTemplateId: string; from: number; to: number; reason?: string },
) =>
  call(feedbackApi.boot.feedback.answer.exclusion[':id'].$post({ param: { id: referenceId }, json: burst }))

/** Puts a burst left out back into the event form's report. */
export const restoreBurst = (referenceId: string, feedbackTemplateId: string, burstId: string) =>
  call(
    feedbackApi.boot.feedback.answer.exclusion[':id'].$delete({
      param: { id: referenceId },
      query: { feedbackTemplateId, burstId },
    }),
  )
