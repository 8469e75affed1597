import { putContacts } from '@campus/testing'
import { describe, expect, it } from 'vitest'
import { createFeedbackFixture } from './testing/fixture'
import { staffContact } from './testing/staff'
import { buildTemplate } from './testing/forms'

/**
 * Reports follow the people lists' reach (issue 29): a staff member's feedback report is theirs, their
 * department's HOD's and the administrator's; a survey's report is its department's. Another department's HOD
 * gets 403, whatever they ask for.
 */
const f = await createFeedbackFixture()
const admin = await f.login('admin')
const hod = await f.login('hod', { departmentIds: ['cse'] })
const otherHod = await f.login('otherHod', { departmentIds: ['ece'] })
const faculty = await f.login('faculty', { departmentIds: ['cse'] })
const otherFaculty = await f.login('otherFaculty', { departmentIds: ['ece'] })
await putContacts(f.env, [
  staffContact('id-faculty', 'cse'),
  staffContact('id-otherFaculty', 'ece'),
  staffContact('id-hod', 'cse', 'HOD'),
])

const template = await buildTemplate(f, hod, 'Course survey', ['Clear teaching?'])
const survey = await f.ok<{ id: string }>('POST', '/boot/feedback/survey', {
  token: hod,
  body: {
    name: 'CSE survey',
    type: 'SUBFEEDBACK',
    feedbackTemplateId: template.id,
    closesOn: Date.now() + 86_400_000,
  },
})
await f.ok('POST', '/boot/feedback/v2/subject/survey', {
  token: hod,
  body: {
    surveyId: survey.id,
    subjects: [
      {
        groupId: 'g1',
        groupName: 'Group 1',
        subjectId: 'os',
        subjectName: 'Operating Systems',
        subjectCode: 'OS',
        staffId: 'id-faculty',
        staffName: 'Faculty',
      },
    ],
  },
})

const statusOf = async (token: string, path: string) => (await f.call('GET', path, { token })).status

describe('GET /boot/feedback/v2/report/staff/:id', () => {
  const report = '/boot/feedback/v2/report/staff/id-faculty'

  it('is read by the staff member, their HOD and the administrator', async () => {
    expect(await statusOf(faculty, report)).toBe(200)
    expect(await statusOf(admin, report)).toBe(200)
    const byHod = await f.call('GET', report, { token: hod })
    expect(byHod.status).toBe(200)
    expect((byHod.body.rows as unknown[]).length).toBe(1)
    expect(await statusOf(hod, '/boot/feedback/v2/report/staff/id-hod')).toBe(200)
    expect(await statusOf(otherHod, '/boot/feedback/v2/report/staff/id-otherFaculty')).toBe(200)
  })

  it("refuses another department's HOD, other staff and staff without a department", async () => {
    const byOtherHod = await f.call('GET', report, { token: otherHod })
    expect(byOtherHod.status).toBe(403)
    expect(byOtherHod.body.error?.message).toBe(
      'You can read the feedback reports of the staff of the departments you head only.',
    )
    expect(await statusOf(otherFaculty, report)).toBe(403)
    expect(await statusOf(hod, '/boot/feedback/v2/report/staff/id-otherFaculty')).toBe(403)
    // Someone the directory does not know is in no department an HOD heads.
    expect(await statusOf(hod, '/boot/feedback/v2/report/staff/nobody')).toBe(403)
    expect(await statusOf(await f.login('student'), report)).toBe(403)
  })

  it("refuses another department's HOD the report's workbook too", async () => {
    const body = { kind: 'staff_feedback_report', staffId: 'id-faculty' }
    const byOtherHod = await f.call('POST', '/boot/feedback/v2/export', { token: otherHod, body })
    expect(byOtherHod.status).toBe(403)
    expect((await f.call('POST', '/boot/feedback/v2/export', { token: hod, body })).status).toBe(202)
    await f.jobs.done()
  })

  it('gives 50 concurrent reads by the other HOD nothing', async () => {
    const statuses = await Promise.all(Array.from({ length: 50 }, () => statusOf(otherHod, report)))
    expect(new Set(statuses)).toEqual(new Set([403]))
  })
})

describe('GET /boot/feedback/answer/report/:id', () => {
  it("reads a survey's report within the survey's department only", async () => {
    const path = `/boot/feedback/answer/report/${survey.id}`
    expect(await statusOf(hod, path)).toBe(200)
    expect(await statusOf(admin, path)).toBe(200)
    const byOtherHod = await f.call('GET', path, { token: otherHod })
    expect(byOtherHod.status).toBe(403)
    expect(byOtherHod.body.error?.message).toBe('This survey belongs to a department you do not manage.')
  })

  it("leaves an event form's report to every manager", async () => {
    expect(await statusOf(otherHod, '/boot/feedback/answer/report/event-1')).toBe(200)
  })
})
