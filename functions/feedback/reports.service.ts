import type { Principal } from '@campus/core'
import { reportOf } from './aggregates'
import { assertManages } from './access-rules'
import type { ReportAggregatesRepository } from './report-aggregates.repository'
import type { SurveysRepository } from './surveys.repository'

/**
 * Reports read the aggregates answers keep up to date, never the answers themselves, so a report costs the
 * same with ten answers or a million.
 */
export function createReportsService(deps: {
  aggregates: ReportAggregatesRepository
  surveys: Pick<SurveysRepository, 'findMany'>
}) {
  return {
    /**
     * The report of one reference (`/boot/feedback/answer/report/{referenceId}`): one Query for its aggregates.
     * A reference answered through more than one template reports the one named, or the one most answered.
     * A survey's report follows the survey's reach (an HOD: the departments they head): for anyone but the
     * administrator, who reaches every survey, the survey is read beside the aggregates (one BatchGetItem, in
     * parallel). An event's form is the college's.
     */
    async byReference(actor: Principal, referenceId: string, feedbackTemplateId?: string) {
      const [aggregates, [survey] = []] = await Promise.all([
        deps.aggregates.ofReference(referenceId),
        actor.userType === 'ADMIN' ? undefined : deps.surveys.findMany([referenceId]),
      ])
      if (survey) assertManages(actor, survey)
      const chosen = feedbackTemplateId
        ? aggregates.find((item) => item.feedbackTemplateId === feedbackTemplateId)
        : aggregates.sort((a, b) => b.polled - a.polled)[0]
      return reportOf(referenceId, chosen)
    },
  }
}

export type ReportsService = ReturnType<typeof createReportsService>
