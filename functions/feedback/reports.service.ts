import { reportOf } from './aggregates'
import type { ReportAggregatesRepository } from './report-aggregates.repository'

/**
 * Reports read the aggregates answers keep up to date, never the answers themselves, so a report costs the
 * same with ten answers or a million.
 */
export function createReportsService(deps: { aggregates: ReportAggregatesRepository }) {
  return {
    /**
     * The report of one reference (`/boot/feedback/answer/report/{referenceId}`): one Query for its aggregates.
     * A reference answered through more than one template reports the one named, or the one most answered.
     */
    async byReference(referenceId: string, feedbackTemplateId?: string) {
      const aggregates = await deps.aggregates.ofReference(referenceId)
      const chosen = feedbackTemplateId
        ? aggregates.find((item) => item.feedbackTemplateId === feedbackTemplateId)
        : aggregates.sort((a, b) => b.polled - a.polled)[0]
      return reportOf(referenceId, chosen)
    },
  }
}

export type ReportsService = ReturnType<typeof createReportsService>
