import type { AnswerCodeSlips, StudentSurvey } from '@campus/core'
import { expectRefused, putContacts } from '@campus/testing'
import { describe, expect, it } from 'vitest'
import { createFeedbackFixture } from './testing/fixture'
import { answersTo, buildTemplate, enrol, openSurvey, userIdOf } from './testing/forms'

const f = await createFeedbackFixture()
const hod = await f.login('hod', { departmentIds: ['cse'], headedDepartmentIds: ['cse'] })
const template = await buildTemplate(f, hod, 'Exit feedback', ['Labs', 'Library'])
const survey = await openSurvey(f, hod, template, ['g-codes'], 'EXITFEEDBACK')
const STUDENTS = [
  { registerNo: '22CS001', name: 'Asha', groupId: 'g-codes' },
  { registerNo: '22CS002', name: 'Bala', groupId: 'g-codes' },
  { registerNo: '22CS003', name: 'Chitra', groupId: 'g-codes', accountStatus: 'DISABLE' as const },
]
await enrol(f, STUDENTS)
await putContacts(
  f.env,
  STUDENTS.map(({ registerNo, name, groupId, accountStatus }) => ({
    userId: userIdOf(registerNo),
    usertype: 'STUDENT',
    name,
    registerNo,
    groupId,
    phone: '9876543210',
    parentPhone: '9876500000',
    departmentIds: ['cse'],
    accountStatus: accountStatus ?? 'ACTIVE',
  })),
)

const submit = (body: unknown) => f.call('POST', '/boot/feedback/answer', { body })
const studentSession = (registerNo: string) =>
  f.login('student', { userId: userIdOf(registerNo), groupId: 'g-codes', registerNo })

describe("a student's personal answer code (docs/adr/0033)", () => {
  it("is on the student's surveys screen for each open survey, and the public form takes it once", async () => {
    const listed = await f.ok<StudentSurvey[]>('GET', '/boot/feedback/v2/student/surveys', {
      token: await studentSession('22CS001'),
    })
    const mine = listed.find((each) => each.surveyId === survey.id)
    expect(mine).toMatchObject({ open: true, feedbackTemplateId: template.id })
    expect(mine?.answerCode).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/)
    const answer = answersTo(template, survey.id, [4, 5], {
      studentRegNo: '22CS001',
      answerCode: mine!.answerCode!,
      type: 'EXITFEEDBACK',
    })
    expect((await submit(answer)).status).toBe(200)
    expectRefused(await submit(answer), 409, 'ALREADY_SUBMITTED')
    // The code is the student's for this survey only: with a classmate's register number it is refused.
    expectRefused(await submit({ ...answer, studentRegNo: '22CS002' }), 403, 'ANSWER_CODE_INVALID')
  })

  it('is not shown for a closed survey, nor to a student whose session has no register number', async () => {
    const closed = await openSurvey(f, hod, template, ['g-codes'])
    await f.ok('PUT', `/boot/feedback/survey/${closed.id}`, { token: hod, body: { status: 'CLOSED' } })
    const listed = await f.ok<StudentSurvey[]>('GET', '/boot/feedback/v2/student/surveys', {
      token: await studentSession('22CS002'),
    })
    const closedRow = listed.find((each) => each.surveyId === closed.id)
    expect(closedRow).toMatchObject({ open: false })
    expect(closedRow).not.toHaveProperty('answerCode')
    const unnumbered = await f.login('student', { userId: 'user-unnumbered', groupId: 'g-codes' })
    const theirs = await f.ok<StudentSurvey[]>('GET', '/boot/feedback/v2/student/surveys', {
      token: unnumbered,
    })
    expect(theirs.find((each) => each.surveyId === survey.id)).not.toHaveProperty('answerCode')
  })

  it("prints as slips for the survey's managers: ACTIVE students only, name and register number, no phones", async () => {
    const slips = await f.ok<AnswerCodeSlips>('GET', `/boot/feedback/v2/survey/${survey.id}/answerCodes`, {
      token: hod,
    })
    expect(slips).toMatchObject({
      surveyId: survey.id,
      type: 'EXITFEEDBACK',
      feedbackTemplateId: template.id,
    })
    expect(slips.slips.map(({ registerNo, name, groupName }) => [registerNo, name, groupName])).toEqual([
      ['22CS001', 'Asha', 'Group g-codes'],
      ['22CS002', 'Bala', 'Group g-codes'],
    ])
    expect(JSON.stringify(slips)).not.toContain('98765')
    // A slip's code is the one the student sees, and the form takes it.
    const bala = slips.slips.find(({ registerNo }) => registerNo === '22CS002')!
    const listed = await f.ok<StudentSurvey[]>('GET', '/boot/feedback/v2/student/surveys', {
      token: await studentSession('22CS002'),
    })
    expect(listed.find((each) => each.surveyId === survey.id)?.answerCode).toBe(bala.answerCode)
    const answer = answersTo(template, survey.id, [3, 3], {
      studentRegNo: '22CS002',
      answerCode: bala.answerCode,
    })
    expect((await submit(answer)).status).toBe(200)
  })

  it("keeps the slips from other departments' HODs, faculty, students and anonymous callers", async () => {
    const path = `/boot/feedback/v2/survey/${survey.id}/answerCodes`
    const otherHod = await f.login('otherHod', { departmentIds: ['ece'], headedDepartmentIds: ['ece'] })
    expect((await f.call('GET', path, { token: otherHod })).status).toBe(403)
    for (const who of ['faculty', 'student', 'custom'] as const)
      expect((await f.call('GET', path, { token: await f.login(who) })).status, who).toBe(403)
    expect((await f.call('GET', path)).status).toBe(401)
    expect(
      (await f.call('GET', '/boot/feedback/v2/survey/no-such-survey/answerCodes', { token: hod })).status,
    ).toBe(404)
  })
})
