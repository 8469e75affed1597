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
