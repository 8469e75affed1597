import type { SurveyDetail, SurveyType } from '@campus/core'
import { createDirectory, normalizeRegisterNo } from '@campus/db'
import { createAnswerCodes, createFormTokens } from '@campus/http'
import type { FeedbackFixture } from './fixture'

export interface TemplateOfTest {
  id: string
  name: string
  questions: { id: string; question: string }[]
}

/** Puts `texts` in the bank and builds a template of them, as an HOD would. */
export async function buildTemplate(
  f: FeedbackFixture,
  token: string,
  name: string,
  texts: readonly string[],
) {
  const questions = []
  for (const question of texts)
    questions.push(
      await f.ok<{ id: string; question: string }>('POST', '/boot/feedback/questions', {
        token,
        body: { question },
      }),
    )
  return f.ok<TemplateOfTest>('POST', '/boot/feedback/feedbackTemplate', {
    token,
    body: { name, questions: questions.map(({ id, question }) => ({ id, question })) },
  })
}

/** The body the public form sends: the template's questions with these ratings. */
export const answersTo = (
  template: TemplateOfTest,
  referenceId: string,
  ratings: readonly number[],
  respondent: {
    studentRegNo?: string
    studentName?: string
    submissionId?: string
    type?: string
    formToken?: string
    answerCode?: string
  } = {},
) => ({
  questions: template.questions.map((question, index) => ({ ...question, answer: ratings[index] })),
  feedbackTemplateId: template.id,
  referenceId,
  ...respondent,
})

const DAY = 24 * 60 * 60 * 1000

/** A student as the directory holds them; `accountStatus` is ACTIVE unless given. */
export interface StudentOfTest {
  registerNo: string
  groupId: string
  name?: string
  accountStatus?: 'ACTIVE' | 'DISABLE'
}

/** The user id `enrol` gives a student. */
export const userIdOf = (registerNo: string) => `user-${normalizeRegisterNo(registerNo)}`

/** Puts students in the student directory, as identity does when it writes STUDENT users. */
export async function enrol(f: FeedbackFixture, students: readonly StudentOfTest[]) {
  await createDirectory(f.env.client, f.env.tables.directory).applyMany(
    students.map((student) => ({
      put: [
        {
          userId: userIdOf(student.registerNo),
          registerNo: normalizeRegisterNo(student.registerNo),
          ...(student.name ? { name: student.name } : {}),
          departmentIds: ['cse'],
          accYearId: 'ay-1',
          groupId: student.groupId,
          accountStatus: student.accountStatus ?? 'ACTIVE',
        },
      ],
      remove: [],
    })),
  )
}

/**
 * Opens a survey of `template` that asks `groups` for a week, as an HOD (or the administrator) would: an
 * OTHERS or EXITFEEDBACK survey asks the groups, a SUBFEEDBACK survey one subject of each.
 */
export async function openSurvey(
  f: FeedbackFixture,
  token: string,
  template: TemplateOfTest,
  groups: readonly string[],
  type: SurveyType = 'OTHERS',
) {
  const survey = await f.ok<SurveyDetail>('POST', '/boot/feedback/survey', {
    token,
    body: {
      name: `Survey of ${groups.join(', ')}`,
      type,
      feedbackTemplateId: template.id,
      closesOn: Date.now() + 7 * DAY,
    },
  })
  if (groups.length === 0) return survey
  if (type === 'SUBFEEDBACK')
    return f.ok<SurveyDetail>('POST', '/boot/feedback/v2/subject/survey', {
      token,
      body: {
        surveyId: survey.id,
        subjects: groups.map((groupId) => ({
          groupId,
          groupName: `Group ${groupId}`,
          subjectId: `subject-${groupId}`,
          subjectName: 'Subject',
          staffId: 'staff-1',
          staffName: 'Staff',
        })),
      },
    })
  return f.ok<SurveyDetail>('POST', '/boot/feedback/v2/group/survey', {
    token,
    body: {
      surveyId: survey.id,
      groups: groups.map((groupId) => ({ groupId, groupName: `Group ${groupId}` })),
    },
  })
}

/** A student's personal answer code for a survey, as the portal gives it (docs/adr/0033). */
export const answerCodeOf = (f: FeedbackFixture, surveyId: string, registerNo: string) =>
  createAnswerCodes(f.env.tokenSecret).sign({ surveyId, userId: userIdOf(registerNo) })

/** A student's answer to a survey's public form, with their register number and their own answer code. */
export const studentAnswer = (
  f: FeedbackFixture,
  template: TemplateOfTest,
  surveyId: string,
  ratings: readonly number[],
  registerNo: string,
  extra: Parameters<typeof answersTo>[3] = {},
) =>
  answersTo(template, surveyId, ratings, {
    studentRegNo: registerNo,
    answerCode: answerCodeOf(f, surveyId, registerNo),
    ...extra,
  })

/** The form token of an event's QR link for `template`, signed as the events domain signs it. */
export const eventFormToken = (
  f: FeedbackFixture,
  template: { id: string },
  eventId: string,
  expiresAt = Date.now() + 30 * DAY,
) =>
  createFormTokens(f.env.tokenSecret).sign(
    { feedbackTemplateId: template.id, referenceId: eventId },
    expiresAt,
  )

/** A guest's answer to an event's form, as a browser sends it from the event's signed link. */
export const eventFormAnswer = (
  f: FeedbackFixture,
  template: TemplateOfTest,
  eventId: string,
  ratings: readonly number[],
  submissionId: string,
) => ({
  body: answersTo(template, eventId, ratings, {
    type: 'EVENTS',
    submissionId,
    formToken: eventFormToken(f, template, eventId),
  }),
})
