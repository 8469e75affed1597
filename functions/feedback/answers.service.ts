import {
  AppError,
  badRequest,
  conflict,
  EVENTS_FORM_TYPE,
  notFound,
  surveyIsOpen,
  type FeedbackForm,
} from '@campus/core'
import { newId, type DirectoryEntry } from '@campus/db'
import { canonicalAnswerCode, type AnswerCodes, type FormTokens } from '@campus/http'
import { eventAnswerWindows, type EventAnswerLimits } from './answer-limits'
import type { AnswerItem, SurveyItem, TemplateItem } from './entities'
import type { FormAnswersRepository } from './form-answers.repository'
import { respondentKey } from './keys'
import type { ReportAggregatesRepository } from './report-aggregates.repository'
import type { SurveyTargetsRepository } from './survey-targets.repository'
import type { TemplatesRepository } from './templates.repository'

/** What the public form tells a respondent it refuses (docs/adr/0011). */
export const ANSWER_MESSAGES = {
  ANSWERS_DO_NOT_MATCH:
    "The answers do not match this form's questions. Reload the form and answer it again.",
  FORM_LINK_INVALID: "This feedback link has expired or is not valid. Scan the event's current QR code.",
  EVENT_LINK_OUT_OF_DATE:
    "This feedback link is out of date: it has no form token. Scan the event's current QR code.",
  LEGACY_LINK_OUT_OF_DATE:
    "This feedback link is out of date. Scan the event's current QR code, or on a course feedback form enter your register number and answer code.",
  REGISTER_NUMBER_REQUIRED: 'Enter your register number.',
  ANSWER_CODE_REQUIRED:
    'Enter your answer code with your register number: it is on the Surveys page of your portal, on your printed slip or in your SMS. A register number alone is not enough.',
  ANSWER_CODE_INVALID:
    'This register number and answer code do not match a student this form is for. Check both: the code is on the Surveys page of your portal, on your printed slip or in your SMS.',
  TOO_MANY_FROM_ADDRESS:
    'Too many answers to this form have come from your network in the last hour. Try again later.',
  TOO_MANY_FROM_QR: "This event's QR code is taking many answers right now. Wait a minute and send again.",
  SUBMISSION_ID_REQUIRED: 'Reload the form and answer it again.',
  FORM_NOT_FOUND: 'This feedback form does not exist. Check the link or the QR code you followed.',
  TEMPLATE_NOT_LINKED:
    'This feedback form is not the one of that survey. Check the link or the QR code you followed.',
  FEEDBACK_CLOSED: 'This feedback form is closed and no longer takes answers.',
  SURVEY_CLOSED: 'This survey is closed and no longer takes answers.',
} as const

/**
 * One refusal for a wrong code and for a register number that is unknown, disabled or of another group, so
 * the form tells nobody which register numbers exist or where they study (docs/adr/0033).
 */
const codeRefused = () =>
  new AppError(403, 'ANSWER_CODE_INVALID', ANSWER_MESSAGES.ANSWER_CODE_INVALID, [
    { path: 'answerCode', message: 'Not the code of this register number for this form' },
  ])

/** The ratings in the template's question order, or a 400 when the answers are not the template's questions. */
function ratingsFor(
  template: { questions: readonly { id: string; question: string }[] },
  form: FeedbackForm,
) {
  const mismatch = () =>
    badRequest('ANSWERS_DO_NOT_MATCH', ANSWER_MESSAGES.ANSWERS_DO_NOT_MATCH, [
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

/**
 * Who answers: a guest holding an event's signed link (once per browser), or a student by register number
 * and personal answer code.
 */
type Respondent =
  | { kind: 'guest'; submissionId: string; formToken: string }
  | { kind: 'student'; registerNo: string; answerCode: string }

/**
 * The public form's submissions (`POST /boot/feedback/answer`, no token). Who may answer is decided here from
 * the server's records, never from what the body says the form is (docs/adr/0011):
 * - an EVENTS form is one whose link carries a valid form token, signed by the events domain for this template
 *   and event and not yet expired; anyone holding it answers once per browser (`submissionId`),
 *   within the form's limits per address per hour and per QR code per minute (docs/adr/0033);
 * - any other form is a survey's (`referenceId` is the survey, which names the template): the register number
 *   must be an ACTIVE student of one of the survey's target groups, in the student directory, and the answer
 *   code the portal gave that student for this survey must match (docs/adr/0033); one answer each.
 * An answer is written once per respondent and form with a conditional create, then added to the reference's
 * aggregate with one atomic update: three DynamoDB calls for a survey's form (one read, create, add), five for
 * an event's (one read, the two limits' conditional ADDs, create, add). If the add fails after the create, the
 * answer is kept and the nightly rebuild adds it; a resend is refused as a repeat, so nothing is ever counted
 * twice.
 */
export function createAnswersService(deps: {
  /** The answers, and the survey form's read with the student directory (read only). */
  formAnswers: FormAnswersRepository
  templates: TemplatesRepository
  targets: SurveyTargetsRepository
  aggregates: ReportAggregatesRepository
  /** Verifies the form tokens of event links. */
  formTokens: FormTokens
  /** Verifies students' answer codes. */
  answerCodes: AnswerCodes
  /** How many answers an event's form takes per address per hour and per QR code per minute. */
  eventLimits: EventAnswerLimits
}) {
  /** The respondent the body names, checked before anything is read: a refusal here costs no DynamoDB call. */
  function respondentOf(form: FeedbackForm): Respondent {
    if (form.formToken) {
      const link = { feedbackTemplateId: form.feedbackTemplateId, referenceId: form.referenceId }
      const check = deps.formTokens.verify(form.formToken, link)
      if (!check.valid)
        throw new AppError(403, 'FORM_LINK_INVALID', ANSWER_MESSAGES.FORM_LINK_INVALID, [
          { path: 'formToken', message: check.reason === 'EXPIRED' ? 'Expired' : 'Not valid for this form' },
        ])
      if (!form.submissionId)
        throw badRequest('SUBMISSION_ID_REQUIRED', ANSWER_MESSAGES.SUBMISSION_ID_REQUIRED, [
          { path: 'submissionId', message: 'Required for event feedback' },
        ])
      return { kind: 'guest', submissionId: form.submissionId, formToken: form.formToken }
    }
    // No token: not an event's form, whatever the body calls it.
    if (form.type === EVENTS_FORM_TYPE)
      throw badRequest('FORM_LINK_OUT_OF_DATE', ANSWER_MESSAGES.EVENT_LINK_OUT_OF_DATE, [
        { path: 'formToken', message: "Required for event feedback: the event's QR link carries it" },
      ])
    if (form.studentRegNo && form.answerCode) {
      // A code that cannot be one is refused as a wrong one is, before anything is read.
      if (!canonicalAnswerCode(form.answerCode)) throw codeRefused()
      return { kind: 'student', registerNo: form.studentRegNo, answerCode: form.answerCode }
    }
    // A register number is printed on every ID card: alone it proves nothing (docs/adr/0033).
    if (form.studentRegNo)
      throw badRequest('ANSWER_CODE_REQUIRED', ANSWER_MESSAGES.ANSWER_CODE_REQUIRED, [
        { path: 'answerCode', message: 'The answer code the portal gave you for this survey is required' },
      ])
    // The legacy Angular form (an event's form with no type segment) sends neither a register number nor a
    // submission id nor a token: say what is missing either way.
    if (!form.type && !form.answerCode)
      throw badRequest('FORM_LINK_OUT_OF_DATE', ANSWER_MESSAGES.LEGACY_LINK_OUT_OF_DATE, [
        { path: 'formToken', message: "Required for event feedback: the event's QR link carries it" },
        { path: 'studentRegNo', message: 'Required on a course or survey feedback form' },
        {
          path: 'answerCode',
          message: 'Required on a course or survey feedback form, with the register number',
        },
      ])
    throw badRequest('REGISTER_NUMBER_REQUIRED', ANSWER_MESSAGES.REGISTER_NUMBER_REQUIRED, [
      { path: 'studentRegNo', message: 'Register number is required' },
    ])
  }

  /** The groups a survey asks: kept on the survey item; a survey written before that reads its targets. */
  async function targetGroupsOf(survey: SurveyItem) {
    if (survey.targetGroupIds) return survey.targetGroupIds
    return deps.targets.groupIdsOf(survey.id)
  }

  const assertOpen = (template: TemplateItem) => {
    if (template.status !== 'OPEN') throw conflict('FEEDBACK_CLOSED', ANSWER_MESSAGES.FEEDBACK_CLOSED)
  }

  /** An event's form: the template alone is read (one GetItem); the token already proved the link. */
  async function eventForm(form: FeedbackForm) {
    const template = await deps.templates.find(form.feedbackTemplateId)
    if (!template) throw notFound('Feedback template', form.feedbackTemplateId)
    assertOpen(template)
    return { template, type: EVENTS_FORM_TYPE }
  }

  /**
   * Counts the answer against the form's limits, from its address this hour and through its QR code this
   * minute: one conditional ADD each, the address first, so a flood from one address does not use up the QR
   * code's minute for everyone else. A 429 when either is full.
   */
  async function withinLimits(form: FeedbackForm, address: string, formToken: string) {
    const [byAddress, byQr] = eventAnswerWindows(address, formToken, Date.now(), deps.eventLimits)
    const ref = { feedbackTemplateId: form.feedbackTemplateId, referenceId: form.referenceId }
    if (!(await deps.formAnswers.reserve(ref, byAddress!)))
      throw new AppError(429, 'TOO_MANY_ANSWERS', ANSWER_MESSAGES.TOO_MANY_FROM_ADDRESS)
    if (!(await deps.formAnswers.reserve(ref, byQr!)))
      throw new AppError(429, 'TOO_MANY_ANSWERS', ANSWER_MESSAGES.TOO_MANY_FROM_QR)
  }

  /**
   * A survey's form: the template, the survey and the student's directory entry in one BatchGetItem across
   * the feedback and directory tables. The survey must exist, name this template and be open, and the student
   * must be ACTIVE in one of its target groups. An unknown, disabled or other-class register number gets the
   * same answer, so the form tells nobody which register numbers exist.
   */
  async function surveyForm(form: FeedbackForm, registerNo: string) {
    const { template, survey, student } = await deps.formAnswers.readSurveyForm(
      form.feedbackTemplateId,
      form.referenceId,
      registerNo,
    )
    if (!template) throw notFound('Feedback template', form.feedbackTemplateId)
    if (!survey) throw new AppError(404, 'FORM_NOT_FOUND', ANSWER_MESSAGES.FORM_NOT_FOUND)
    if (survey.feedbackTemplateId !== template.id)
      throw new AppError(404, 'TEMPLATE_NOT_LINKED', ANSWER_MESSAGES.TEMPLATE_NOT_LINKED)
    assertOpen(template)
    if (!surveyIsOpen(survey)) throw conflict('FEEDBACK_CLOSED', ANSWER_MESSAGES.SURVEY_CLOSED)
    return { template, survey, student }
  }

  /** The student the code was given to, if they are ACTIVE in one of the survey's groups; else the one 403. */
  async function eligibleStudent(
    student: DirectoryEntry | undefined,
    survey: SurveyItem,
    answerCode: string,
  ) {
    if (!student || student.accountStatus !== 'ACTIVE' || !student.groupId) throw codeRefused()
    if (!deps.answerCodes.verify(answerCode, { surveyId: survey.id, userId: student.userId }))
      throw codeRefused()
    if (!(await targetGroupsOf(survey)).includes(student.groupId)) throw codeRefused()
    return student
  }

  return {
    /** Takes an answer; `addressOf` names the caller's address, read only for an event's form. */
    async submit(form: FeedbackForm, addressOf: () => string) {
      const respondent = respondentOf(form)
      let answer: AnswerItem
      let template: TemplateItem
      if (respondent.kind === 'guest') {
        ;({ template } = await eventForm(form))
        const ratings = ratingsFor(template, form)
        await withinLimits(form, addressOf(), respondent.formToken)
        answer = {
          id: newId(),
          feedbackTemplateId: template.id,
          referenceId: form.referenceId,
          respondentKey: respondentKey({ submissionId: respondent.submissionId }),
          ratings,
          submittedOn: Date.now(),
          type: EVENTS_FORM_TYPE,
        }
      } else {
        const read = await surveyForm(form, respondent.registerNo)
        template = read.template
        const ratings = ratingsFor(template, form)
        const student = await eligibleStudent(read.student, read.survey, respondent.answerCode)
        const studentName = form.studentName || student.name
        answer = {
          id: newId(),
          feedbackTemplateId: template.id,
          referenceId: read.survey.id,
          respondentKey: respondentKey({ studentRegNo: student.registerNo }),
          ratings,
          submittedOn: Date.now(),
          studentRegNo: student.registerNo,
          ...(studentName ? { studentName } : {}),
          type: read.survey.type,
        }
      }
      if (!(await deps.formAnswers.create(answer)))
        throw conflict(
          'ALREADY_SUBMITTED',
          answer.studentRegNo
            ? `Feedback from ${answer.studentRegNo} on this form has already been received.`
            : 'Your feedback on this form has already been received.',
        )
      await deps.aggregates.add(answer, template, answer.ratings)
      return { id: answer.id, status: 'SUBMITTED' as const }
    },
  }
}

export type AnswersService = ReturnType<typeof createAnswersService>
