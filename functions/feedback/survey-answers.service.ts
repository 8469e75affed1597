import {
  AppError,
  badRequest,
  conflict,
  notFound,
  personalFormPath,
  surveyFlow,
  surveyIsOpen,
  type Principal,
  type StudentSurvey,
  type SurveyAnswer,
  type SurveyEligibility,
} from '@campus/core'
import { newId } from '@campus/db'
import type { AnswerCodes } from '@campus/http'
import type { SurveyAnswerItem, SurveyItem } from './entities'
import type { SurveyAnswersRepository } from './survey-answers.repository'
import { targetListing } from './survey-targets'
import type { SurveyTargetsRepository } from './survey-targets.repository'

const MESSAGES = {
  CLOSED: 'This survey is closed and no longer takes answers.',
  NOT_IN_GROUP: 'This survey is for another class.',
  ALREADY_ANSWERED: 'You have already answered this survey.',
} as const

/**
 * Students answering surveys inside the portal. The student is the signed-in caller, so an answer is keyed by
 * their user id: a conditional create is the one-answer-per-student check, and one atomic ADD counts it on the
 * target. Submitting is 3 DynamoDB calls (read survey and target together, create, count).
 */
export function createSurveyAnswersService(deps: {
  answers: SurveyAnswersRepository
  targets: SurveyTargetsRepository
  /** The personal codes with which the public form takes a student's answer (docs/adr/0033). */
  answerCodes: AnswerCodes
}) {
  /** The survey, the target and (when asked) the student's answer: one BatchGetItem. */
  async function read(surveyId: string, targetId: string, userId?: string) {
    const { survey, target, answered } = await deps.answers.read(surveyId, targetId, userId)
    if (!survey) throw notFound('Survey', surveyId)
    if (!target) throw notFound('Survey target', targetId)
    return { survey, target, answered }
  }

  /** A student's code for an open survey, and the path of their personal link to its public form. */
  function personalLinkOf(survey: SurveyItem, registerNo: string, userId: string) {
    const answerCode = deps.answerCodes.sign({ surveyId: survey.id, userId })
    const link = { feedbackTemplateId: survey.feedbackTemplateId, surveyId: survey.id, type: survey.type }
    return {
      feedbackTemplateId: survey.feedbackTemplateId,
      answerCode,
      answerPath: personalFormPath({ ...link, registerNo, answerCode }),
    }
  }

  return {
    async eligibility(actor: Principal, surveyId: string, targetId: string): Promise<SurveyEligibility> {
      const { survey, target, answered } = await read(surveyId, targetId, actor.userId)
      const reason = answered
        ? 'ALREADY_ANSWERED'
        : !surveyIsOpen(survey)
          ? 'CLOSED'
          : actor.groupId !== target.groupId
            ? 'NOT_IN_GROUP'
            : undefined
      return reason ? { eligible: false, reason, message: MESSAGES[reason] } : { eligible: true }
    },

    async submit(actor: Principal, flow: 'subject' | 'group', input: SurveyAnswer) {
      const { survey, target } = await read(input.surveyId, input.targetId)
      if (surveyFlow(survey.type) !== flow)
        throw badRequest(
          'WRONG_SURVEY_FLOW',
          `This survey takes ${surveyFlow(survey.type)} answers (/v2/${surveyFlow(survey.type)}/answer).`,
        )
      if (!surveyIsOpen(survey)) throw conflict('SURVEY_CLOSED', MESSAGES.CLOSED)
      if (actor.groupId !== target.groupId) throw new AppError(403, 'NOT_IN_GROUP', MESSAGES.NOT_IN_GROUP)
      const matches =
        input.questions.length === survey.questions.length &&
        survey.questions.every((question, index) => input.questions[index]?.id === question.id)
      if (!matches)
        throw badRequest(
          'ANSWERS_DO_NOT_MATCH',
          "The answers do not match this survey's questions. Reload the survey and answer it again.",
          [{ path: 'questions', message: `The survey has ${survey.questions.length} questions` }],
        )
      const ratings = input.questions.map(({ answer }) => answer)
      const answer: SurveyAnswerItem = {
        id: newId(),
        surveyId: survey.id,
        targetId: target.targetId,
        userId: actor.userId,
        name: actor.name,
        ...(actor.registerNo ? { regNo: actor.registerNo } : {}),
        ratings,
        submittedOn: Date.now(),
      }
      if (!(await deps.answers.create(answer))) throw conflict('ALREADY_SUBMITTED', MESSAGES.ALREADY_ANSWERED)
      await deps.targets.count(survey.id, target.targetId, ratings)
      return { id: answer.id, status: 'SUBMITTED' as const }
    },

    /**
     * The surveys put to the student's group, newest first, each marked open and answered: a Query of the
     * group's targets, then one BatchGetItem for their surveys and the student's answers. An open survey
     * carries its template and the student's answer code, for their personal link to its public form.
     */
    async forStudent(actor: Principal): Promise<StudentSurvey[]> {
      if (!actor.groupId) return []
      const targets = await deps.targets.listed(targetListing.group(actor.groupId))
      if (targets.length === 0) return []
      const { surveys, answered } = await deps.answers.surveysOf(targets, actor.userId)
      return targets.flatMap((target) => {
        const survey = surveys.get(target.surveyId)
        if (!survey) return []
        const open = surveyIsOpen(survey)
        const personalLink =
          open && actor.registerNo ? personalLinkOf(survey, actor.registerNo, actor.userId) : {}
        return [
          {
            surveyId: survey.id,
            targetId: target.targetId,
            name: survey.name,
            type: survey.type,
            closesOn: survey.closesOn,
            open,
            answered: answered(target),
            groupName: target.groupName,
            ...(target.subjectName ? { subjectName: target.subjectName } : {}),
            ...(target.subjectCode ? { subjectCode: target.subjectCode } : {}),
            ...(target.staffName ? { staffName: target.staffName } : {}),
            ...personalLink,
          },
        ]
      })
    },
  }
}

export type SurveyAnswersService = ReturnType<typeof createSurveyAnswersService>
