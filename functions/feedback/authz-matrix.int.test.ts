import { operationsOf } from '@campus/http'
import { describeDomainAccessMatrix, putContacts, type ScopeSample } from '@campus/testing'
import { describe, expect, it } from 'vitest'
import { createFeedbackFixture } from './testing/fixture'
import { staffContact } from './testing/staff'
import { buildTemplate } from './testing/forms'

const subjectTarget = (subjectId: string) => ({
  groupId: 'g1',
  groupName: 'Group 1',
  subjectId,
  subjectName: `Subject ${subjectId}`,
  subjectCode: subjectId.toUpperCase(),
  staffId: 'id-faculty',
  staffName: 'Faculty',
})

const f = await createFeedbackFixture()
/** The HODs of CSE and ECE, and a subject survey and a group survey of CSE with one target each. */
const hod = await f.login('hod', { departmentIds: ['cse'] })
const otherHod = await f.login('otherHod', { departmentIds: ['ece'] })
await putContacts(f.env, [staffContact('id-faculty', 'cse')])
const templateId = (await buildTemplate(f, hod, 'Course survey', ['Clear teaching?'])).id
const survey = async (type: string) =>
  (
    await f.ok<{ id: string }>('POST', '/boot/feedback/survey', {
      token: hod,
      body: { name: type, type, feedbackTemplateId: templateId, closesOn: Date.now() + 86_400_000 },
    })
  ).id
const subjectSurvey = await survey('SUBFEEDBACK')
const groupSurvey = await survey('EXITFEEDBACK')
await f.ok('POST', '/boot/feedback/v2/subject/survey', {
  token: hod,
  body: { surveyId: subjectSurvey, subjects: [subjectTarget('os')] },
})
const requested = await f.call('POST', '/boot/feedback/v2/export', {
  token: hod,
  body: { kind: 'SubjectWise', surveyId: subjectSurvey },
})
const exportId = String(requested.body.id)
await f.jobs.done()

/** CSE's HOD on CSE's surveys, and ECE's HOD on the same; a faculty member on their own staff report. */
function scopeSamples(): Record<string, ScopeSample> {
  const byHods = (path: string, body?: unknown) => () => ({
    own: { token: hod, path, body },
    other: { token: otherHod, path, body },
  })
  const surveyBody = { name: 'New', type: 'OTHERS', feedbackTemplateId: templateId, departmentId: 'cse' }
  return {
    'POST /boot/feedback/survey': () => ({
      own: {
        token: hod,
        path: '/boot/feedback/survey',
        body: { ...surveyBody, closesOn: Date.now() + 86_400_000 },
      },
      other: {
        token: otherHod,
        path: '/boot/feedback/survey',
        body: { ...surveyBody, closesOn: Date.now() + 86_400_000 },
      },
    }),
    'GET /boot/feedback/survey/:id': byHods(`/boot/feedback/survey/${subjectSurvey}`),
    // The slips of a survey's answer codes are its managers' (docs/adr/0033).
    'GET /boot/feedback/v2/survey/:id/answerCodes': byHods(
      `/boot/feedback/v2/survey/${subjectSurvey}/answerCodes`,
    ),
    'PUT /boot/feedback/survey/:id': byHods(`/boot/feedback/survey/${subjectSurvey}`, { name: 'Renamed' }),
    'POST /boot/feedback/v2/subject/survey': byHods('/boot/feedback/v2/subject/survey', {
      surveyId: subjectSurvey,
      subjects: [subjectTarget('dbms')],
    }),
    'GET /boot/feedback/v2/subject/survey': byHods(
      `/boot/feedback/v2/subject/survey?surveyId=${subjectSurvey}`,
    ),
    'POST /boot/feedback/v2/group/survey': byHods('/boot/feedback/v2/group/survey', {
      surveyId: groupSurvey,
      groups: [{ groupId: 'g1', groupName: 'Group 1' }],
    }),
    'GET /boot/feedback/v2/group/survey': byHods(`/boot/feedback/v2/group/survey?surveyId=${groupSurvey}`),
    'GET /boot/feedback/v2/report/subjectWise/:id': byHods(
      `/boot/feedback/v2/report/subjectWise/${subjectSurvey}`,
    ),
    'GET /boot/feedback/v2/report/surveyWise/:id': byHods(
      `/boot/feedback/v2/report/surveyWise/${subjectSurvey}`,
    ),
    'GET /boot/feedback/v2/report/class/:id': byHods(`/boot/feedback/v2/report/class/${subjectSurvey}`),
    'GET /boot/feedback/v2/report/polled/:id': byHods(`/boot/feedback/v2/report/polled/${subjectSurvey}`),
    'POST /boot/feedback/v2/export': byHods('/boot/feedback/v2/export', {
      kind: 'SubjectWise',
      surveyId: subjectSurvey,
    }),
    // Someone else's export is not found, rather than forbidden: its existence is nobody else's business.
    'GET /boot/feedback/v2/export/:id': () => ({
      own: { token: hod, path: `/boot/feedback/v2/export/${exportId}` },
      other: {
        token: otherHod,
        path: `/boot/feedback/v2/export/${exportId}`,
        refused: (response) => response.status === 404,
      },
    }),
    // A staff report is the people lists' reach: the HOD of the staff member's department, not another's
    // (faculty read their own: report-reach.int.test.ts).
    'GET /boot/feedback/v2/report/staff/:id': byHods('/boot/feedback/v2/report/staff/id-faculty'),
  }
}

await describeDomainAccessMatrix('feedback', f, scopeSamples)

describe('feedback access rules', () => {
  it("leaves exactly the form's reads and the answer public (spec sections 4 and 6)", () => {
    const publicRoutes = operationsOf(f.app)
      .filter(({ meta }) => meta.access === 'public')
      .map(({ method, path }) => `${method} ${path}`)
    expect(publicRoutes.sort()).toEqual([
      'GET /boot/feedback/feedbackTemplate/getQuestions',
      'GET /boot/feedback/v2/external/surveyName',
      'POST /boot/feedback/answer',
    ])
  })
})
