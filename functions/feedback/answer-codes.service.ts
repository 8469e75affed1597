import type { AnswerCodeSlips, Principal } from '@campus/core'
import type { AnswerCodes } from '@campus/http'
import type { FormAnswersRepository } from './form-answers.repository'
import type { SurveysService } from './surveys.service'

/**
 * The slips of personal answer codes a survey's manager prints or sends (docs/adr/0033): one per ACTIVE
 * student of its groups, with name, register number and code, nothing else of the student.
 */
export function createAnswerCodesService(deps: {
  surveys: SurveysService
  formAnswers: FormAnswersRepository
  answerCodes: AnswerCodes
}) {
  return {
    /** The survey (if the caller manages it), its groups' students from the directory, a code each. */
    async slips(actor: Principal, surveyId: string): Promise<AnswerCodeSlips> {
      const survey = await deps.surveys.get(actor, surveyId)
      const groupNames = new Map(survey.targets.map((target) => [target.groupId, target.groupName]))
      const students = await deps.formAnswers.studentsOf([...groupNames.keys()])
      return {
        surveyId: survey.id,
        name: survey.name,
        type: survey.type,
        feedbackTemplateId: survey.feedbackTemplateId,
        slips: students
          .map((student) => ({
            registerNo: student.registerNo,
            name: student.name,
            groupId: student.groupId,
            groupName: groupNames.get(student.groupId) ?? '',
            answerCode: deps.answerCodes.sign({ surveyId: survey.id, userId: student.userId }),
          }))
          .sort((a, b) => a.groupName.localeCompare(b.groupName) || a.registerNo.localeCompare(b.registerNo)),
      }
    },
  }
}

export type AnswerCodesService = ReturnType<typeof createAnswerCodesService>
