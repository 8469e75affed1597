import { AppError, badRequest, conflict, type Caller, type ExcludeBurst, type Principal } from '@campus/core'
import { newId } from '@campus/db'
import { assertManages } from './access-rules'
import { aggregateOf, countsOf, shownBurst, type AggregateItem, type StoredBurst } from './aggregates'
import type { AuditTrail } from './audit-trail'
import type { FormAnswersRepository, FormRef } from './form-answers.repository'
import type { ReportAggregatesRepository } from './report-aggregates.repository'
import { inBurst, overlaps, patternOf } from './submission-pattern'
import type { SurveysRepository } from './surveys.repository'

const MESSAGES = {
  NOT_ANSWERED: 'Nobody has answered this form yet.',
  NOT_AN_EVENT_FORM: "Only an event's form can leave a burst of answers out of its report.",
  BURST_NOT_OVER: 'A burst can be left out only once it is over: choose a time range that has ended.',
  BURST_EMPTY: 'No answers were given in that time range.',
  BURST_OVERLAPS: 'That time range overlaps a burst already left out. Put that one back first.',
  BURST_NOT_FOUND: 'That burst is not left out of this report.',
  CHANGED_MEANWHILE:
    'Someone else changed the bursts left out of this report just now. Reload and try again.',
} as const

/**
 * An event form's submission pattern (answers per minute) and the bursts an organiser leaves out of its report
 * (docs/adr/0033). A burst keeps the counts of the answers it held, taken from the answers themselves when it
 * is left out; the report subtracts them, so it stays one Query. Leaving out and putting back replace the form's
 * one exclusions item only if it is still the version read, and both are audited.
 */
export function createSubmissionPatternsService(deps: {
  aggregates: ReportAggregatesRepository
  formAnswers: FormAnswersRepository
  surveys: Pick<SurveysRepository, 'findMany'>
  audit: AuditTrail
}) {
  /**
   * The form of a reference (the template named, or the one most answered), its aggregate and its bursts. A
   * survey's form follows the survey's reach, as its report does; an event's form is the college's.
   */
  async function formOf(actor: Principal, referenceId: string, feedbackTemplateId?: string) {
    const [{ aggregates, exclusionsOf }, [survey]] = await Promise.all([
      deps.aggregates.withExclusions(referenceId),
      deps.surveys.findMany([referenceId]),
    ])
    if (survey) assertManages(actor, survey)
    const aggregate = feedbackTemplateId
      ? aggregates.find((item) => item.feedbackTemplateId === feedbackTemplateId)
      : aggregates.sort((a, b) => b.polled - a.polled)[0]
    const templateId = aggregate?.feedbackTemplateId ?? feedbackTemplateId
    if (!templateId) throw new AppError(404, 'FORM_NOT_ANSWERED', MESSAGES.NOT_ANSWERED)
    const form: FormRef = { feedbackTemplateId: templateId, referenceId }
    return { form, aggregate, exclusions: exclusionsOf(templateId) }
  }

  /** The aggregate of an event's form: its answers are keyed by browser submissions. */
  function eventAggregate(aggregate: AggregateItem | undefined) {
    if (!aggregate) throw new AppError(404, 'FORM_NOT_ANSWERED', MESSAGES.NOT_ANSWERED)
    if (!aggregate.submissions) throw conflict('NOT_AN_EVENT_FORM', MESSAGES.NOT_AN_EVENT_FORM)
    return aggregate
  }

  /** Replaces the form's bursts if still the version read (else 409), and audits the change. */
  async function replace(
    caller: Caller,
    form: FormRef,
    bursts: readonly StoredBurst[],
    version: number,
    change: { action: 'EXCLUDE_BURST' | 'RESTORE_BURST'; before?: unknown; after?: unknown },
  ) {
    if (!(await deps.aggregates.replaceExclusions(form, bursts, version)))
      throw conflict('CHANGED_MEANWHILE', MESSAGES.CHANGED_MEANWHILE)
    await deps.audit(caller, {
      entity: 'reportExclusion',
      id: `${form.feedbackTemplateId}#${form.referenceId}`,
      ...change,
    })
  }

  return {
    /**
     * Answers per minute and the bursts left out: one Query of the report partition (with a BatchGetItem of
     * the survey, if the reference is one), then the answers'.
     */
    async pattern(actor: Principal, referenceId: string, feedbackTemplateId?: string) {
      const { form, exclusions } = await formOf(actor, referenceId, feedbackTemplateId)
      return patternOf(form, await deps.formAnswers.answersOf(form), exclusions.bursts)
    },

    /** Leaves the answers given in a past time range out of the event form's report. */
    async exclude(caller: Caller, referenceId: string, input: ExcludeBurst) {
      if (input.to > Date.now())
        throw badRequest('BURST_NOT_OVER', MESSAGES.BURST_NOT_OVER, [
          { path: 'to', message: 'Must not be later than now' },
        ])
      const { form, aggregate, exclusions } = await formOf(
        caller.actor,
        referenceId,
        input.feedbackTemplateId,
      )
      const heading = eventAggregate(aggregate)
      if (exclusions.bursts.some((burst) => overlaps(burst, input)))
        throw conflict('BURST_OVERLAPS', MESSAGES.BURST_OVERLAPS)
      const answers = await deps.formAnswers.answersOf(form)
      const held = answers.filter(({ submittedOn }) => inBurst(submittedOn, [input]))
      if (held.length === 0) throw badRequest('BURST_EMPTY', MESSAGES.BURST_EMPTY)
      const burst: StoredBurst = {
        id: newId(),
        from: input.from,
        to: input.to,
        answers: held.length,
        ...(input.reason ? { reason: input.reason } : {}),
        excludedBy: caller.actor.userId,
        excludedOn: Date.now(),
        counts: countsOf(aggregateOf(form, heading, held)),
      }
      const bursts = [...exclusions.bursts, burst]
      await replace(caller, form, bursts, exclusions.version, {
        action: 'EXCLUDE_BURST',
        after: shownBurst(burst),
      })
      return patternOf(form, answers, bursts)
    },

    /** Puts a burst left out back into the event form's report. */
    async restore(caller: Caller, referenceId: string, feedbackTemplateId: string, burstId: string) {
      const { form, exclusions } = await formOf(caller.actor, referenceId, feedbackTemplateId)
      const burst = exclusions.bursts.find(({ id }) => id === burstId)
      if (!burst) throw new AppError(404, 'BURST_NOT_FOUND', MESSAGES.BURST_NOT_FOUND)
      const bursts = exclusions.bursts.filter(({ id }) => id !== burstId)
      await replace(caller, form, bursts, exclusions.version, {
        action: 'RESTORE_BURST',
        before: shownBurst(burst),
      })
      return patternOf(form, await deps.formAnswers.answersOf(form), bursts)
    },
  }
}

export type SubmissionPatternsService = ReturnType<typeof createSubmissionPatternsService>
