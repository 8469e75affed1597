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
          "Answer a feedback form. No token. Every question of the template, in order, rated 1 to 5; the template must be OPEN. One answer per register number (or, on EVENTS forms, per the browser's submissionId) and form: a repeat is a 409 ALREADY_SUBMITTED and is not counted",
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
          '`{ referenceId, feedbackTemplateId, name, polledUser, overAllAvg, questions: [{ question, firstGrade, secondGrade, thirdGrade, fouthGrade, fifthGrade, avg }] }`; no answers yet gives `polledUser: 0` and no questions',
      }),
      validate('param', IdParamSchema),
      validate('query', ReportQuerySchema),
      async (c) =>
        c.json(
          await reports.byReference(c.req.valid('param').id, c.req.valid('query').feedbackTemplateId),
          200,
        ),
    )
