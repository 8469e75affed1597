import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { badRequest, conflict, EVENTS_FORM_TYPE, type FeedbackForm } from '@campus/core'
import { isConditionalFailure, newId } from '@campus/db'
import { addAnswerUpdate } from './aggregates'
import type { AnswerItem, FeedbackEntities } from './entities'
import { respondentKey } from './keys'
import type { TemplatesService } from './templates.service'

const ANSWERS_DO_NOT_MATCH =
  "The answers do not match this form's questions. Reload the form and answer it again."

/**
 * The ratings in the template's question order, or a 400 when the answers are not the template's questions:
 * as many, in the same order, matched by id (or by text where the client sent no id).
 */
function ratingsFor(
  template: { questions: readonly { id: string; question: string }[] },
  form: FeedbackForm,
) {
  const mismatch = () =>
    badRequest('ANSWERS_DO_NOT_MATCH', ANSWERS_DO_NOT_MATCH, [
      { path: 'questions', message: `The form has ${template.questions.length} questions` },
    ])
  if (form.questions.length !== template.questions.length) throw mismatch()
  return template.questions.map((question, index) => {
    const answered = form.questions[index]!
    const same = answered.id ? answered.id === question.id : answered.question === question.question
    if (!same) throw mismatch()
    return answered.answer
  })
}

/** Who is answering: a register number, except on EVENTS forms, where the browser's submission id stands in. */
function respondentOf(form: FeedbackForm) {
  if (form.type === EVENTS_FORM_TYPE) {
    if (form.studentRegNo) return respondentKey({ studentRegNo: form.studentRegNo })
    if (form.submissionId) return respondentKey({ submissionId: form.submissionId })
    throw badRequest('SUBMISSION_ID_REQUIRED', 'Reload the form and answer it again.', [
      { path: 'submissionId', message: 'Required for event feedback' },
    ])
  }
  if (!form.studentRegNo)
    throw badRequest('REGISTER_NUMBER_REQUIRED', 'Enter your register number.', [
      { path: 'studentRegNo', message: 'Register number is required' },
    ])
  return respondentKey({ studentRegNo: form.studentRegNo })
}

/**
 * The public form's submissions (`POST /boot/feedback/answer`, no token). An answer is written once per
 * respondent and form with a conditional create, then added to the reference's aggregate with one atomic
 * update: three DynamoDB calls. If the second write fails after the first, the answer is kept and the nightly
 * rebuild adds it; a resend is refused as a repeat, so nothing is ever counted twice.
 */
export function createAnswersService(deps: {
  entities: FeedbackEntities
  templates: TemplatesService
  client: DynamoDBDocumentClient
  table: string
}) {
  return {
    async submit(form: FeedbackForm) {
      const template = await deps.templates.find(form.feedbackTemplateId)
      if (template.status !== 'OPEN')
        throw conflict('FEEDBACK_CLOSED', 'This feedback form is closed and no longer takes answers.')
      const ratings = ratingsFor(template, form)
      const answer: AnswerItem = {
        id: newId(),
        feedbackTemplateId: template.id,
        referenceId: form.referenceId,
        respondentKey: respondentOf(form),
        ratings,
        submittedOn: Date.now(),
        ...(form.studentName ? { studentName: form.studentName } : {}),
        ...(form.studentRegNo ? { studentRegNo: form.studentRegNo } : {}),
        ...(form.type ? { type: form.type } : {}),
      }
      try {
        await deps.entities.answer.create(answer).go()
      } catch (error) {
        if (!isConditionalFailure(error)) throw error
        throw conflict(
          'ALREADY_SUBMITTED',
          form.studentRegNo
            ? `Feedback from ${form.studentRegNo} on this form has already been received.`
            : 'Your feedback on this form has already been received.',
        )
      }
      await deps.client.send(new UpdateCommand(addAnswerUpdate(deps.table, answer, template, ratings)))
      return { id: answer.id, status: 'SUBMITTED' as const }
    },
  }
}

export type AnswersService = ReturnType<typeof createAnswersService>
