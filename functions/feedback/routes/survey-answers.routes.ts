import {
  FeedbackSubmittedSchema,
  StudentSurveySchema,
  SurveyAnswerSchema,
  SurveyEligibilitySchema,
} from '@campus/core'
import {
  access,
  createRoutes,
  describe,
  IdParamSchema,
  principalOf,
  routeFactory,
  validate,
} from '@campus/http'
import * as z from 'zod'
import { STUDENTS } from '../access-rules'
import type { FeedbackDeps } from '../deps'

const TargetQuerySchema = z.object({ surveyId: IdParamSchema.shape.id, targetId: IdParamSchema.shape.id })

/** Students' surveys: what is put to them, whether they may answer, and their answers. */
export const surveyAnswerRoutes = ({ surveyAnswers }: FeedbackDeps) => {
  /** The signed-in student's answer to a survey of the flow. */
  const answer = (flow: 'subject' | 'group') =>
    routeFactory.createHandlers(
      access(STUDENTS, 'own'),
      describe({
        summary: `Answer a ${flow}-flow survey as the signed-in student: every question, in order, rated 1 to 5. The survey must be open and the target the student's group's. One answer per student and target: a repeat is a 409 ALREADY_SUBMITTED and is not counted`,
        response: FeedbackSubmittedSchema,
        responseDescription: '`{ id, status: "SUBMITTED" }`',
      }),
      validate('json', SurveyAnswerSchema),
      async (c) => c.json(await surveyAnswers.submit(principalOf(c), flow, c.req.valid('json')), 200),
    )

  return createRoutes()
    .get(
      '/boot/feedback/v2/student/surveys',
      access(STUDENTS, 'own'),
      describe({
        summary:
          "The surveys put to the signed-in student's group, newest first, each marked open and answered (a Query and a BatchGetItem). An open survey carries the student's personal answer code for its public form and their personal link to it (`feedbackTemplateId`, `answerCode`, `answerPath`; docs/adr/0033)",
        response: z.array(StudentSurveySchema),
        responseDescription: 'A bare array',
      }),
      async (c) => c.json(await surveyAnswers.forStudent(principalOf(c)), 200),
    )
    .get(
      '/boot/feedback/v2/eligibility',
      access(STUDENTS, 'own'),
      describe({
        summary: 'Whether the signed-in student may answer a survey target now, and if not why',
        response: SurveyEligibilitySchema,
        responseDescription: '`{ eligible, reason?: CLOSED | NOT_IN_GROUP | ALREADY_ANSWERED, message? }`',
      }),
      validate('query', TargetQuerySchema),
      async (c) => {
        const { surveyId, targetId } = c.req.valid('query')
        return c.json(await surveyAnswers.eligibility(principalOf(c), surveyId, targetId), 200)
      },
    )
    .post('/boot/feedback/v2/subject/answer', ...answer('subject'))
    .post('/boot/feedback/v2/group/answer', ...answer('group'))
}
