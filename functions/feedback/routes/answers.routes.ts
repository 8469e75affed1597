import { FeedbackFormSchema, FeedbackReportSchema, FeedbackSubmittedSchema } from '@campus/core'
import { access, createRoutes, describe, IdParamSchema, validate } from '@campus/http'
import * as z from 'zod'
import { MANAGERS } from '../access-rules'
import type { FeedbackDeps } from '../deps'

const ReportQuerySchema = z.object({ feedbackTemplateId: IdParamSchema.shape.id.optional() })

/** Answers to the public feedback form, and the report of one reference. */
export const answerRoutes = ({ answers, reports }: FeedbackDeps) =>
  createRoutes()
    // Public: students answer from a link or a QR code without signing in (spec section 6).
    .post(
      '/boot/feedback/answer',
      access('public'),
      describe({
        summary:
          "Answer a feedback form. No session token. Every question of the template, in order, rated 1 to 5; the template must be OPEN. The form's type is the server's (docs/adr/0011): with a valid `formToken` (the `form` parameter of an event's QR link) it is the event's form, answered once per browser `submissionId`; otherwise `referenceId` must be an open survey of this template and `studentRegNo` an ACTIVE student of one of its groups, answering once. A repeat is a 409 ALREADY_SUBMITTED and is not counted. Refusals: 400 FORM_LINK_OUT_OF_DATE (no token on an event form, or the legacy form's body), 403 FORM_LINK_INVALID (tampered or expired token), 400 REGISTER_NUMBER_REQUIRED, 403 REGISTER_NUMBER_NOT_ON_FORM, 404 FORM_NOT_FOUND or TEMPLATE_NOT_LINKED, 409 FEEDBACK_CLOSED. The legacy client's template keys (id, name, status, createdOn, modifiedOn, createdBy) are accepted and ignored; other unknown keys are a 400 UNKNOWN_FIELDS",
        response: FeedbackSubmittedSchema,
        responseDescription: '`{ id, status: "SUBMITTED" }`',
      }),
      validate('json', FeedbackFormSchema),
      async (c) => c.json(await answers.submit(c.req.valid('json')), 200),
    )
    .get(
      '/boot/feedback/answer/report/:id',
      access(MANAGERS, 'college'),
      describe({
        summary:
          'The report of a reference, read from the aggregates answers keep (one Query): respondents, overall average and grade counts per question, in the legacy shape. `feedbackTemplateId` picks the template when a reference has several',
        response: FeedbackReportSchema,
        responseDescription:
          "`{ referenceId, feedbackTemplateId, name, polledUser, overAllAvg, questions: [{ question, firstGrade, secondGrade, thirdGrade, fouthGrade, fifthGrade, avg }], submissions? }`; `submissions: { distinct, answers }` on an event's form counts the browser submission ids its answers came from; no answers yet gives `polledUser: 0` and no questions",
      }),
      validate('param', IdParamSchema),
      validate('query', ReportQuerySchema),
      async (c) =>
        c.json(
          await reports.byReference(c.req.valid('param').id, c.req.valid('query').feedbackTemplateId),
          200,
        ),
    )
