import {
  ExcludeBurstSchema,
  FeedbackFormSchema,
  FeedbackReportSchema,
  FeedbackSubmittedSchema,
  SubmissionPatternSchema,
} from '@campus/core'
import {
  access,
  callerAddress,
  callerOf,
  createRoutes,
  describe,
  IdParamSchema,
  principalOf,
  validate,
} from '@campus/http'
import * as z from 'zod'
import { MANAGERS } from '../access-rules'
import type { FeedbackDeps } from '../deps'
import { EVENT_ANSWERS_PER_ADDRESS_PER_HOUR, EVENT_ANSWERS_PER_QR_PER_MINUTE } from '../settings'

const ReportQuerySchema = z.object({ feedbackTemplateId: IdParamSchema.shape.id.optional() })
const RestoreQuerySchema = z.object({
  feedbackTemplateId: IdParamSchema.shape.id,
  burstId: IdParamSchema.shape.id,
})

const PATTERN_DESCRIPTION =
  '`{ referenceId, feedbackTemplateId, minutes: [{ minute, answers, excluded }], excluded: [{ id, from, to, answers, reason?, excludedBy, excludedOn }] }`: each clock minute with answers (its start, epoch ms), oldest first, and how many of them a burst left out'

/** Answers to the public feedback form, the report of one reference, and an event form's bursts. */
export const answerRoutes = ({ answers, reports, submissionPatterns }: FeedbackDeps) =>
  createRoutes()
    // Public: students answer from a link or a QR code without signing in (spec section 6).
    .post(
      '/boot/feedback/answer',
      access('public'),
      describe({
        summary: `Answer a feedback form. No session token. Every question of the template, in order, rated 1 to 5; the template must be OPEN. The form's type is the server's (docs/adr/0011, 0033): with a valid \`formToken\` (the \`form\` parameter of an event's QR link) it is the event's form, answered once per browser \`submissionId\`, at most ${EVENT_ANSWERS_PER_ADDRESS_PER_HOUR} answers per address per hour and ${EVENT_ANSWERS_PER_QR_PER_MINUTE} per QR code per minute (429 TOO_MANY_ANSWERS); otherwise \`referenceId\` must be an open survey of this template, \`studentRegNo\` an ACTIVE student of one of its groups and \`answerCode\` the personal code the portal gave that student for this survey (their Surveys page, a printed slip, an SMS), answering once. A register number alone is a 400 ANSWER_CODE_REQUIRED. A repeat is a 409 ALREADY_SUBMITTED and is not counted. Refusals: 400 FORM_LINK_OUT_OF_DATE (no token on an event form, or the legacy form's body, naming formToken, studentRegNo and answerCode), 403 FORM_LINK_INVALID (tampered or expired token), 400 REGISTER_NUMBER_REQUIRED, 400 ANSWER_CODE_REQUIRED, 403 ANSWER_CODE_INVALID (the same for a wrong code and an unknown, disabled or other-group register number), 404 FORM_NOT_FOUND or TEMPLATE_NOT_LINKED, 409 FEEDBACK_CLOSED, 429 TOO_MANY_ANSWERS. The legacy client's template keys (id, name, status, createdOn, modifiedOn, createdBy) are accepted and ignored; other unknown keys are a 400 UNKNOWN_FIELDS`,
        response: FeedbackSubmittedSchema,
        responseDescription: '`{ id, status: "SUBMITTED" }`',
      }),
      validate('json', FeedbackFormSchema),
      // The caller's address counts only an event form's answers: read it then, not for a survey's.
      async (c) => c.json(await answers.submit(c.req.valid('json'), () => callerAddress(c)), 200),
    )
    .get(
      '/boot/feedback/answer/report/:id',
      access(MANAGERS, 'college'),
      describe({
        summary:
          "The report of a reference, read from the aggregates answers keep (one Query): respondents, overall average and grade counts per question, in the legacy shape, less the bursts an organiser left out of an event's form (`excluded`). `feedbackTemplateId` picks the template when a reference has several. A survey's report is its managers' (the administrator, the HOD of its department; another HOD gets 403), an event form's any manager's",
        response: FeedbackReportSchema,
        responseDescription:
          "`{ referenceId, feedbackTemplateId, name, polledUser, overAllAvg, questions: [{ question, firstGrade, secondGrade, thirdGrade, fouthGrade, fifthGrade, avg }], submissions?, excluded? }`; `submissions: { distinct, answers }` on an event's form counts the browser submission ids its answers came from; `excluded` lists the bursts left out; no answers yet gives `polledUser: 0` and no questions",
      }),
      validate('param', IdParamSchema),
      validate('query', ReportQuerySchema),
      async (c) =>
        c.json(
          await reports.byReference(
            principalOf(c),
            c.req.valid('param').id,
            c.req.valid('query').feedbackTemplateId,
          ),
          200,
        ),
    )
    .get(
      '/boot/feedback/answer/pattern/:id',
      access(MANAGERS, 'college'),
      describe({
        summary:
          "How a form's answers came in (docs/adr/0033): answers per clock minute, and the bursts left out of its report. One Query of the report partition and the Queries of the form's answers. `feedbackTemplateId` picks the template when a reference has several. 404 FORM_NOT_ANSWERED when nobody answered",
        response: SubmissionPatternSchema,
        responseDescription: PATTERN_DESCRIPTION,
      }),
      validate('param', IdParamSchema),
      validate('query', ReportQuerySchema),
      async (c) => {
        const { feedbackTemplateId } = c.req.valid('query')
        return c.json(
          await submissionPatterns.pattern(principalOf(c), c.req.valid('param').id, feedbackTemplateId),
          200,
        )
      },
    )
    .post(
      '/boot/feedback/answer/exclusion/:id',
      access(MANAGERS, 'college'),
      describe({
        summary:
          "Leave a burst out of an event form's report (docs/adr/0033): the answers given from `from` until before `to` (epoch ms, a range that has ended, at most a day) stop counting in its report; they are kept, and the burst can be put back. Audited. Refusals: 400 BURST_NOT_OVER, BURST_EMPTY; 404 FORM_NOT_ANSWERED; 409 NOT_AN_EVENT_FORM, BURST_OVERLAPS (a burst already left out shares some of the range), CHANGED_MEANWHILE",
        response: SubmissionPatternSchema,
        responseDescription: `The form's pattern after the change: ${PATTERN_DESCRIPTION}`,
      }),
      validate('param', IdParamSchema),
      validate('json', ExcludeBurstSchema),
      async (c) =>
        c.json(
          await submissionPatterns.exclude(callerOf(c), c.req.valid('param').id, c.req.valid('json')),
          200,
        ),
    )
    .delete(
      '/boot/feedback/answer/exclusion/:id',
      access(MANAGERS, 'college'),
      describe({
        summary:
          "Put a burst left out back into an event form's report (docs/adr/0033). Audited. 404 BURST_NOT_FOUND; 409 CHANGED_MEANWHILE",
        response: SubmissionPatternSchema,
        responseDescription: `The form's pattern after the change: ${PATTERN_DESCRIPTION}`,
      }),
      validate('param', IdParamSchema),
      validate('query', RestoreQuerySchema),
      async (c) => {
        const { feedbackTemplateId, burstId } = c.req.valid('query')
        return c.json(
          await submissionPatterns.restore(callerOf(c), c.req.valid('param').id, feedbackTemplateId, burstId),
          200,
        )
      },
    )
