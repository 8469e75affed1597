import { expectRefused, expectInvalid, putContacts } from '@campus/testing'
import { GetObjectCommand } from '@aws-sdk/client-s3'
import { JOB_STALLED_AFTER_MS } from '@campus/db'
import type {
  ClassReport,
  FeedbackExport,
  PolledCandidate,
  StaffReport,
  StudentSurvey,
  SubjectWiseReport,
  SurveyDetail,
  SurveyWiseReport,
} from '@campus/core'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFeedbackFixture } from './testing/fixture'
import { staffContact } from './testing/staff'
import { buildTemplate } from './testing/forms'

const DAY = 24 * 60 * 60 * 1000

const subject = (groupId: string, subjectId: string, staffId: string) => ({
  groupId,
  groupName: `Group ${groupId}`,
  subjectId,
  subjectName: `Subject ${subjectId}`,
  subjectCode: subjectId.toUpperCase(),
  staffId,
  staffName: `Staff ${staffId}`,
})

/** A student of `groupId`, signed in. */
const student = (n: number, groupId: string) =>
  f.login('student', {
    userId: `student-${groupId}-${n}`,
    name: `Student ${n}`,
    groupId,
    registerNo: `REG${n}`,
  })

const ratingsBody = (survey: SurveyDetail, targetId: string, ratings: readonly number[]) => ({
  surveyId: survey.id,
  targetId,
  questions: survey.questions.map(({ id }, index) => ({ id, answer: ratings[index] })),
})

async function createSurvey(token: string, body: Record<string, unknown>) {
  return f.ok<SurveyDetail>('POST', '/boot/feedback/survey', {
    token,
    body: { feedbackTemplateId: template.id, closesOn: Date.now() + 7 * DAY, ...body },
  })
}

const f = await createFeedbackFixture()

// An export job that threw instead of recording its outcome is a bug.
afterAll(() => expect(f.jobs.errors).toEqual([]))
const hod = await f.login('hod', { departmentIds: ['cse'] })
// faculty-x teaches in CSE: its HOD reads their staff report.
await putContacts(f.env, [staffContact('faculty-x', 'cse')])
const otherHod = await f.login('otherHod', { departmentIds: ['ece'] })
const admin = await f.login('admin')
const template = await buildTemplate(f, hod, 'Course survey', ['Clear teaching?', 'Doubts cleared?'])

describe('surveys', () => {
  it("creates a survey with the template's questions in the HOD's department, and refuses bad input", async () => {
    const survey = await createSurvey(hod, { name: ' Odd semester ', type: 'SUBFEEDBACK' })
    expect(survey).toMatchObject({
      name: 'Odd semester',
      type: 'SUBFEEDBACK',
      departmentId: 'cse',
      status: 'OPEN',
      targetCount: 0,
      targets: [],
      questions: template.questions,
    })
    const missing = await f.call('POST', '/boot/feedback/survey', { token: hod, body: { type: 'OTHERS' } })
    expectInvalid(missing, expect.arrayContaining([{ path: 'name', message: 'Survey name is required' }]))
    const past = await f.call('POST', '/boot/feedback/survey', {
      token: hod,
      body: { name: 'Late', type: 'OTHERS', feedbackTemplateId: template.id, closesOn: Date.now() - 1000 },
    })
    expect(past.body.error?.code).toBe('CLOSES_IN_THE_PAST')
    const noTemplate = await createSurveyCall(hod, { name: 'X', type: 'OTHERS', feedbackTemplateId: 'nope' })
    expect(noTemplate.status).toBe(404)
    const notTheirs = await createSurveyCall(hod, { name: 'X', type: 'OTHERS', departmentId: 'ece' })
    expect(notTheirs.status).toBe(403)
    const badType = await createSurveyCall(hod, { name: 'X', type: 'MIDTERM' })
    expect(badType.status).toBe(400)
  })

  it('lists only the surveys an HOD manages, and keeps other HODs out of them', async () => {
    const ece = await createSurvey(otherHod, { name: 'ECE exit', type: 'EXITFEEDBACK' })
    const mine = await f.ok<SurveyDetail[]>('GET', '/boot/feedback/survey?order=des', { token: hod })
    expect(mine.map(({ name }) => name)).toEqual(['Odd semester'])
    const all = await f.ok<SurveyDetail[]>('GET', '/boot/feedback/survey', { token: admin })
    expect(all.map(({ name }) => name)).toEqual(['Odd semester', 'ECE exit'])
    expect((await f.call('GET', `/boot/feedback/survey/${ece.id}`, { token: hod })).status).toBe(403)
    const rename = await f.call('PUT', `/boot/feedback/survey/${ece.id}`, {
      token: hod,
      body: { name: 'Mine' },
    })
    expect(rename.status).toBe(403)
  })

  it('adds subjects once each, refuses them on a group survey, and groups only on group surveys', async () => {
    const survey = await createSurvey(hod, { name: 'Subjects', type: 'SUBFEEDBACK' })
    const body = { surveyId: survey.id, subjects: [subject('g1', 'dbms', 'st1'), subject('g1', 'os', 'st2')] }
    const counts = await f.countCalls(() =>
      f.ok('POST', '/boot/feedback/v2/subject/survey', { token: hod, body }),
    )
    expect(counts.byCommand.ScanCommand).toBeUndefined()
    const again = await f.ok<SurveyDetail>('POST', '/boot/feedback/v2/subject/survey', { token: hod, body })
    expect(again.targetCount).toBe(2)
    expect(again.targets.map((target) => [target.subjectName, target.polled])).toEqual(
      expect.arrayContaining([
        ['Subject dbms', 0],
        ['Subject os', 0],
      ]),
    )
    const listed = await f.ok<unknown[]>('GET', `/boot/feedback/v2/subject/survey?surveyId=${survey.id}`, {
      token: hod,
    })
    expect(listed).toHaveLength(2)
    const groups = await f.call('POST', '/boot/feedback/v2/group/survey', {
      token: hod,
      body: { surveyId: survey.id, groups: [{ groupId: 'g1', groupName: 'G1' }] },
    })
    expect(groups.body.error?.code).toBe('WRONG_SURVEY_FLOW')
    const none = await f.call('POST', '/boot/feedback/v2/subject/survey', {
      token: hod,
      body: { surveyId: survey.id, subjects: [] },
    })
    expect(none.body.error?.details).toEqual([{ path: 'subjects', message: 'Select at least one subject' }])
  })
})

/** A subject survey by the HOD asking about `subjects`. */
async function subjectSurvey(name: string, subjects: ReturnType<typeof subject>[]) {
  const created = await createSurvey(hod, { name, type: 'SUBFEEDBACK' })
  return f.ok<SurveyDetail>('POST', '/boot/feedback/v2/subject/survey', {
    token: hod,
    body: { surveyId: created.id, subjects },
  })
}

/** The id of the survey's target for one subject taught to one group. */
const targetOf = (survey: SurveyDetail, subjectId: string, groupId: string) =>
  survey.targets.find((each) => each.subjectId === subjectId && each.groupId === groupId)!.id

async function createSurveyCall(token: string, body: Record<string, unknown>) {
  return f.call('POST', '/boot/feedback/survey', {
    token,
    body: { feedbackTemplateId: template.id, closesOn: Date.now() + DAY, ...body },
  })
}

describe('students answering surveys', () => {
  let survey: SurveyDetail
  let dbms: string
  let os: string
  beforeAll(async () => {
    survey = await subjectSurvey('Mid semester', [
      subject('g1', 'dbms', 'staff-a'),
      subject('g1', 'os', 'staff-b'),
      subject('g2', 'dbms', 'staff-a'),
    ])
    dbms = targetOf(survey, 'dbms', 'g1')
    os = targetOf(survey, 'os', 'g1')
  })

  it("lists a student's pending surveys, takes an answer in 3 DynamoDB writes-and-reads, and refuses a repeat", async () => {
    const token = await student(1, 'g1')
    const pending = await f.ok<StudentSurvey[]>('GET', '/boot/feedback/v2/student/surveys', { token })
    expect(pending.filter((each) => each.surveyId === survey.id)).toHaveLength(2)
    expect(pending.every((each) => each.open && !each.answered)).toBe(true)

    const eligible = await f.ok(
      'GET',
      `/boot/feedback/v2/eligibility?surveyId=${survey.id}&targetId=${dbms}`,
      {
        token,
      },
    )
    expect(eligible).toEqual({ eligible: true })

    const counts = await f.countCalls(() =>
      f.ok('POST', '/boot/feedback/v2/subject/answer', { token, body: ratingsBody(survey, dbms, [5, 4]) }),
    )
    // The session read, one BatchGet of survey and target, the conditional create and the count.
    expect(counts.byCommand).toEqual({
      GetItemCommand: 1,
      BatchGetItemCommand: 1,
      PutItemCommand: 1,
      UpdateItemCommand: 1,
    })

    const repeat = await f.call('POST', '/boot/feedback/v2/subject/answer', {
      token,
      body: ratingsBody(survey, dbms, [1, 1]),
    })
    expectRefused(repeat, 409, 'ALREADY_SUBMITTED')
    const after = await f.ok<StudentSurvey[]>('GET', '/boot/feedback/v2/student/surveys', { token })
    expect(after.find((each) => each.targetId === dbms)?.answered).toBe(true)
    const ineligible = await f.ok(
      'GET',
      `/boot/feedback/v2/eligibility?surveyId=${survey.id}&targetId=${dbms}`,
      {
        token,
      },
    )
    expect(ineligible).toMatchObject({ eligible: false, reason: 'ALREADY_ANSWERED' })
  })

  it('refuses another group, a missing or out-of-range rating, the wrong flow, and anyone but students', async () => {
    const outsider = await student(9, 'g3')
    const other = await f.call('POST', '/boot/feedback/v2/subject/answer', {
      token: outsider,
      body: ratingsBody(survey, dbms, [3, 3]),
    })
    expect([other.status, other.body.error?.code]).toEqual([403, 'NOT_IN_GROUP'])
    const token = await student(2, 'g1')
    const zero = await f.call('POST', '/boot/feedback/v2/subject/answer', {
      token,
      body: ratingsBody(survey, os, [0, 3]),
    })
    expect(zero.status).toBe(400)
    expect(zero.body.error?.message).toMatch(/please Answer All Questions/)
    const six = await f.call('POST', '/boot/feedback/v2/subject/answer', {
      token,
      body: ratingsBody(survey, os, [6, 3]),
    })
    expect(six.status).toBe(400)
    const short = await f.call('POST', '/boot/feedback/v2/subject/answer', {
      token,
      body: { ...ratingsBody(survey, os, [3, 3]), questions: [{ id: survey.questions[0]!.id, answer: 3 }] },
    })
    expect(short.body.error?.code).toBe('ANSWERS_DO_NOT_MATCH')
    const wrongFlow = await f.call('POST', '/boot/feedback/v2/group/answer', {
      token,
      body: ratingsBody(survey, os, [3, 3]),
    })
    expect(wrongFlow.body.error?.code).toBe('WRONG_SURVEY_FLOW')
    const byHod = await f.call('POST', '/boot/feedback/v2/subject/answer', {
      token: hod,
      body: ratingsBody(survey, os, [3, 3]),
    })
    expect(byHod.status).toBe(403)
    const unknown = await f.call('POST', '/boot/feedback/v2/subject/answer', {
      token,
      body: ratingsBody(survey, 'nope', [3, 3]),
    })
    expect(unknown.status).toBe(404)
  })

  it('refuses answers once the survey is closed, and says so before a student starts', async () => {
    const closing = await createSurvey(hod, { name: 'Closing', type: 'OTHERS' })
    const withGroup = await f.ok<SurveyDetail>('POST', '/boot/feedback/v2/group/survey', {
      token: hod,
      body: { surveyId: closing.id, groups: [{ groupId: 'g1', groupName: 'G1' }] },
    })
    const targetId = withGroup.targets[0]!.id
    await f.ok('PUT', `/boot/feedback/survey/${closing.id}`, { token: hod, body: { status: 'CLOSED' } })
    const token = await student(3, 'g1')
    const closed = await f.call('POST', '/boot/feedback/v2/group/answer', {
      token,
      body: ratingsBody(withGroup, targetId, [4, 4]),
    })
    expect([closed.status, closed.body.error?.code]).toEqual([409, 'SURVEY_CLOSED'])
    const eligibility = await f.ok(
      'GET',
      `/boot/feedback/v2/eligibility?surveyId=${closing.id}&targetId=${targetId}`,
      {
        token,
      },
    )
    expect(eligibility).toMatchObject({ eligible: false, reason: 'CLOSED' })
    const pattern = await f.ok<{ name: string }>(
      'GET',
      `/boot/feedback/v2/questionPattern?surveyId=${closing.id}`,
      {
        token,
      },
    )
    expect(pattern).toMatchObject({ name: 'Closing', type: 'OTHERS', questions: template.questions })
    // The public OTHERS form reads only the name, without a token.
    expect(await f.ok('GET', `/boot/feedback/v2/external/surveyName?id=${closing.id}`)).toEqual({
      id: closing.id,
      name: 'Closing',
    })
    expect((await f.call('GET', '/boot/feedback/v2/external/surveyName?id=nope')).status).toBe(404)
  })
})

describe('survey reports', () => {
  let survey: SurveyDetail
  beforeAll(async () => {
    survey = await subjectSurvey('Report survey', [
      subject('r1', 'maths', 'faculty-x'),
      subject('r2', 'maths', 'faculty-x'),
      subject('r1', 'physics', 'faculty-y'),
    ])
    // r1: 5 students rate maths (faculty-x) and 3 rate physics (faculty-y); r2: 2 rate maths.
    for (let n = 1; n <= 5; n++) {
      const token = await student(100 + n, 'r1')
      await f.ok('POST', '/boot/feedback/v2/subject/answer', {
        token,
        body: ratingsBody(survey, targetOf(survey, 'maths', 'r1'), [n, 5]),
      })
      if (n <= 3)
        await f.ok('POST', '/boot/feedback/v2/subject/answer', {
          token,
          body: ratingsBody(survey, targetOf(survey, 'physics', 'r1'), [2, 2]),
        })
    }
    for (let n = 1; n <= 2; n++)
      await f.ok('POST', '/boot/feedback/v2/subject/answer', {
        token: await student(200 + n, 'r2'),
        body: ratingsBody(survey, targetOf(survey, 'maths', 'r2'), [4, 4]),
      })
  })

  it('reports subject-wise, survey-wise and per class from the counters, in one Query each', async () => {
    const counts = await f.countCalls(() =>
      f.ok<SubjectWiseReport>('GET', `/boot/feedback/v2/report/subjectWise/${survey.id}`, { token: hod }),
    )
    expect(counts.byCommand).toEqual({ GetItemCommand: 1, QueryCommand: 1 })
    const subjectWise = await f.ok<SubjectWiseReport>(
      'GET',
      `/boot/feedback/v2/report/subjectWise/${survey.id}`,
      {
        token: hod,
      },
    )
    const mathsR1 = subjectWise.rows.find((row) => row.subjectId === 'maths' && row.groupId === 'r1')!
    expect(mathsR1).toMatchObject({
      polledUser: 5,
      staffName: 'Staff faculty-x',
      surveyName: 'Report survey',
    })
    // Question 1 got 1..5 once each (avg 3), question 2 five 5s (avg 5): overall (15 + 25) / 10 = 4.
    expect(mathsR1.questions[0]).toMatchObject({ firstGrade: 1, fifthGrade: 1, avg: 3 })
    expect(mathsR1.questions[1]).toMatchObject({ fifthGrade: 5, avg: 5 })
    expect(mathsR1.overAllAvg).toBe(4)

    const whole = await f.ok<SurveyWiseReport>('GET', `/boot/feedback/v2/report/surveyWise/${survey.id}`, {
      token: hod,
    })
    expect(whole).toMatchObject({ targets: 3, polledUser: 10 })
    expect(whole.questions[0]).toMatchObject({ secondGrade: 4, fouthGrade: 3 })

    const classes = await f.ok<ClassReport>('GET', `/boot/feedback/v2/report/class/${survey.id}`, {
      token: hod,
    })
    expect(classes.classes.map(({ groupId, polledUser }) => [groupId, polledUser])).toEqual([
      ['r1', 8],
      ['r2', 2],
    ])

    const polled = await f.ok<PolledCandidate[]>(
      'GET',
      `/boot/feedback/v2/report/polled/${survey.id}?targetId=${mathsR1.targetId}`,
      {
        token: hod,
      },
    )
    expect(polled.map(({ regNo }) => regNo)).toEqual(['REG101', 'REG102', 'REG103', 'REG104', 'REG105'])
    expect(
      await f.ok<unknown[]>('GET', `/boot/feedback/v2/report/polled/${survey.id}`, { token: hod }),
    ).toHaveLength(10)
    expect(
      (await f.call('GET', `/boot/feedback/v2/report/subjectWise/${survey.id}`, { token: otherHod })).status,
    ).toBe(403)
  })

  it('shows faculty their own results only after the survey closes and only from 5 responses', async () => {
    const facultyX = await f.login('faculty', { userId: 'faculty-x' })
    const open = await f.ok<StaffReport>('GET', '/boot/feedback/v2/report/staff/faculty-x', {
      token: facultyX,
    })
    expect(open.minResponses).toBe(5)
    expect(open.rows.map((row) => row.withheld)).toEqual(['SURVEY_OPEN', 'SURVEY_OPEN'])
    expect(open.rows.every((row) => row.polledUser === 0 && row.questions.length === 0)).toBe(true)

    await f.ok('PUT', `/boot/feedback/survey/${survey.id}`, { token: hod, body: { status: 'CLOSED' } })
    const closed = await f.ok<StaffReport>('GET', '/boot/feedback/v2/report/staff/faculty-x', {
      token: facultyX,
    })
    const byGroup = Object.fromEntries(closed.rows.map((row) => [row.groupId, row]))
    expect(byGroup.r1).toMatchObject({ polledUser: 5, overAllAvg: 4 })
    expect(byGroup.r1!.withheld).toBeUndefined()
    expect(byGroup.r2).toMatchObject({ withheld: 'TOO_FEW_RESPONSES', polledUser: 0 })

    const someoneElse = await f.call('GET', '/boot/feedback/v2/report/staff/faculty-y', { token: facultyX })
    expect(someoneElse.status).toBe(403)
    // The HOD sees every row with its figures, few responses or not.
    const byHod = await f.ok<StaffReport>('GET', '/boot/feedback/v2/report/staff/faculty-x', { token: hod })
    expect(byHod.rows.map((row) => row.polledUser).sort()).toEqual([2, 5])
    // Another department's HOD reads none of it (the people lists' reach: report-reach.int.test.ts).
    const byOtherHod = await f.call('GET', '/boot/feedback/v2/report/staff/faculty-x', { token: otherHod })
    expect(byOtherHod.status).toBe(403)
  })

  it('exports SubjectWise.xlsx in the background, and only its requester can download it', async () => {
    const requested = await f.call('POST', '/boot/feedback/v2/export', {
      token: hod,
      body: { kind: 'SubjectWise', surveyId: survey.id },
    })
    expect(requested.status).toBe(202)
    const request = requested.body as unknown as FeedbackExport
    expect(request).toMatchObject({ status: 'PROCESSING', progress: 0, fileName: 'SubjectWise.xlsx' })
    await f.jobs.done()
    const ready = await f.ok<FeedbackExport>('GET', `/boot/feedback/v2/export/${request.id}`, { token: hod })
    expect(ready).toMatchObject({ status: 'READY', progress: 100 })
    expect(ready.downloadUrl).toMatch(/X-Amz-Signature=/)

    const object = await f.env.s3.send(
      new GetObjectCommand({
        Bucket: f.env.buckets.exports,
        Key: `exports/feedback/${request.id}/SubjectWise.xlsx`,
      }),
    )
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(
      Buffer.from(await object.Body!.transformToByteArray()) as unknown as ExcelJS.Buffer,
    )
    const sheet = workbook.getWorksheet('Subject-wise')!
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Group',
      'Subject code',
      'Subject',
      'Staff',
      'Responses',
      'Average (out of 5)',
      'Average %',
    ])
    const lines = [2, 3, 4].map((row) => (sheet.getRow(row).values as unknown[]).slice(1))
    expect(lines).toEqual(
      expect.arrayContaining([['Group r1', 'MATHS', 'Subject maths', 'Staff faculty-x', 5, 4, 80]]),
    )

    expect((await f.call('GET', `/boot/feedback/v2/export/${request.id}`, { token: admin })).status).toBe(404)
    // A request its job never finished is reported as failed after a while, so the page offers a retry.
    await f.deps.entities.exportRequest
      .put({
        ...request,
        requester: { userId: 'id-hod', userType: 'HOD', departmentIds: ['cse'] },
        id: 'stalled',
        createdOn: Date.now() - JOB_STALLED_AFTER_MS - 1000,
      })
      .go()
    expect(await f.ok('GET', '/boot/feedback/v2/export/stalled', { token: hod })).toMatchObject({
      status: 'FAILED',
      error: 'The export did not finish. Try again.',
    })
    const missing = await f.call('POST', '/boot/feedback/v2/export', {
      token: hod,
      body: { kind: 'SubjectWise' },
    })
    expect(missing.body.error?.details).toEqual([{ path: 'surveyId', message: 'Choose a survey' }])
  })

  it('lets faculty export only their own staff report, with the same rule applied', async () => {
    const facultyX = await f.login('faculty', { userId: 'faculty-x' })
    const theirs = await f.call('POST', '/boot/feedback/v2/export', {
      token: facultyX,
      body: { kind: 'staff_feedback_report', staffId: 'faculty-y' },
    })
    expect(theirs.status).toBe(403)
    const surveyExport = await f.call('POST', '/boot/feedback/v2/export', {
      token: facultyX,
      body: { kind: 'SubjectWise', surveyId: survey.id },
    })
    expect(surveyExport.status).toBe(403)
    const own = await f.call('POST', '/boot/feedback/v2/export', {
      token: facultyX,
      body: { kind: 'staff_feedback_report', staffId: 'faculty-x' },
    })
    await f.jobs.done()
    const ready = await f.ok<FeedbackExport>(
      'GET',
      `/boot/feedback/v2/export/${(own.body as unknown as FeedbackExport).id}`,
      {
        token: facultyX,
      },
    )
    expect(ready).toMatchObject({
      status: 'READY',
      fileName: 'staff_feedback_report.xlsx',
      rows: expect.any(Number),
    })
  })
})
