import { expectRefused } from '@campus/testing'
import { UpdateCommand } from '@aws-sdk/lib-dynamodb'
import { FEEDBACK_INCOMPLETE_MESSAGE } from '@campus/core'
import { describe, expect, it } from 'vitest'
import { ANSWER_MESSAGES } from './answers.service'
import { createFeedbackFixture } from './testing/fixture'
import { answersTo, buildTemplate, enrol, eventFormToken, openSurvey, studentAnswer } from './testing/forms'

const f = await createFeedbackFixture()
const hod = await f.login('hod', { departmentIds: ['cse'] })
const template = await buildTemplate(f, hod, 'Course feedback', ['Pace', 'Clarity', 'Doubts cleared'])
/** Surveys of `template`: course forms asking groups g-a and g-b, g-a alone, and one for the burst. */
const course = (await openSurvey(f, hod, template, ['g-a', 'g-b'])).id
const second = (await openSurvey(f, hod, template, ['g-a'], 'SUBFEEDBACK')).id
const third = (await openSurvey(f, hod, template, ['g-a'], 'EXITFEEDBACK')).id
const burst = (await openSurvey(f, hod, template, ['g-burst'])).id
await enrol(f, [
  { registerNo: '21CS001', groupId: 'g-a', name: 'Asha' },
  { registerNo: '21CS002', groupId: 'g-b' },
  { registerNo: '21CS009', groupId: 'g-a' },
  { registerNo: '21CS010', groupId: 'g-a' },
  { registerNo: '21EC001', groupId: 'g-other' },
  { registerNo: '21CS099', groupId: 'g-a', accountStatus: 'DISABLE' },
  ...Array.from({ length: 40 }, (_, index) => ({ registerNo: `B${index}`, groupId: 'g-burst' })),
  { registerNo: 'TWICE', groupId: 'g-burst' },
])

const submit = (body: unknown) => f.call('POST', '/boot/feedback/answer', { body })
/** A student's answer with their own answer code. */
const asStudent = (
  referenceId: string,
  ratings: readonly number[],
  registerNo: string,
  extra: Parameters<typeof answersTo>[3] = {},
) => studentAnswer(f, template, referenceId, ratings, registerNo, extra)
const reportOf = (referenceId: string, token = hod) =>
  f.ok<Record<string, unknown>>('GET', `/boot/feedback/answer/report/${referenceId}`, { token })
const storedAnswer = async (referenceId: string, respondentKey: string) =>
  (await f.deps.entities.answer.get({ feedbackTemplateId: template.id, referenceId, respondentKey }).go())
    .data

describe('answering the public form', () => {
  it("takes a survey's form from its student with their answer code, without a token, in 3 DynamoDB calls, and reports it in the legacy shape", async () => {
    let response = { status: 0, body: {} }
    const counts = await f.countCalls(async () => {
      response = await submit(asStudent(course, [5, 4, 3], '21CS001'))
    })
    expect(response).toMatchObject({ status: 200, body: { status: 'SUBMITTED' } })
    // The template, the survey and the student's directory entry in one BatchGetItem; create; add.
    expect(counts.byCommand).toEqual({ BatchGetItemCommand: 1, PutItemCommand: 1, UpdateItemCommand: 1 })
    expect(await storedAnswer(course, 'REG#21CS001')).toMatchObject({
      studentRegNo: '21CS001',
      studentName: 'Asha',
      type: 'OTHERS',
    })

    await submit(asStudent(course, [3, 4, 1], '21CS002'))
    expect(await reportOf(course)).toEqual({
      referenceId: course,
      feedbackTemplateId: template.id,
      name: 'Course feedback',
      polledUser: 2,
      overAllAvg: 3.33,
      questions: [
        {
          question: 'Pace',
          firstGrade: 0,
          secondGrade: 0,
          thirdGrade: 1,
          fouthGrade: 0,
          fifthGrade: 1,
          avg: 4,
        },
        {
          question: 'Clarity',
          firstGrade: 0,
          secondGrade: 0,
          thirdGrade: 0,
          fouthGrade: 2,
          fifthGrade: 0,
          avg: 4,
        },
        {
          question: 'Doubts cleared',
          firstGrade: 1,
          secondGrade: 0,
          thirdGrade: 1,
          fouthGrade: 0,
          fifthGrade: 0,
          avg: 2,
        },
      ],
    })
  })

  it('refuses a repeat from the same register number, in any case or surrounding spaces, and counts it once', async () => {
    const repeat = await submit(asStudent(course, [1, 1, 1], '21CS001', { studentRegNo: ' 21cs001 ' }))
    expect(repeat.status).toBe(409)
    expect(repeat.body.error).toMatchObject({
      code: 'ALREADY_SUBMITTED',
      message: 'Feedback from 21CS001 on this form has already been received.',
    })
    expect(await reportOf(course)).toMatchObject({ polledUser: 2 })
  })

  it('counts the same student once per survey: another survey is another form', async () => {
    expect((await submit(asStudent(second, [2, 2, 2], '21CS001'))).status).toBe(200)
    expect(await reportOf(second)).toMatchObject({ polledUser: 1, overAllAvg: 2 })
  })

  it.each([
    ['an unrated question', [5, 0, 4], FEEDBACK_INCOMPLETE_MESSAGE],
    ['a rating above 5', [5, 6, 4], 'A rating is at most 5'],
    ['a fractional rating', [5, 2.5, 4], 'A rating is a whole number of stars'],
  ])('refuses %s with a 400 and writes nothing', async (_case, ratings, message) => {
    const response = await submit(asStudent(third, ratings, '21CS009'))
    expect(response.status).toBe(400)
    expect(response.body.error?.details?.map((detail) => detail.message)).toContain(message)
    expect(await reportOf(third)).toMatchObject({ polledUser: 0, questions: [] })
  })

  it('refuses answers that are not the template’s questions, in its order', async () => {
    const body = asStudent(third, [5, 4, 3], '21CS009')
    const fewer = await submit({ ...body, questions: body.questions.slice(1) })
    expectRefused(fewer, 400, 'ANSWERS_DO_NOT_MATCH')
    const swapped = await submit({
      ...body,
      questions: [body.questions[1], body.questions[0], body.questions[2]],
    })
    expect(swapped.body.error?.code).toBe('ANSWERS_DO_NOT_MATCH')
    const byText = body.questions.map(({ question, answer }) => ({ question, answer }))
    expect((await submit({ ...body, questions: byText })).status).toBe(200)
  })

  it('refuses an unknown template (404) and a closed form (409)', async () => {
    const unknown = await submit({ ...asStudent(course, [4, 4, 4], '21CS010'), feedbackTemplateId: 'nope' })
    expect(unknown.status).toBe(404)
    await f.ok('PUT', `/boot/feedback/feedbackTemplate/${template.id}`, {
      token: hod,
      body: { status: 'CLOSED' },
    })
    const closed = await submit(asStudent(course, [4, 4, 4], '21CS010'))
    expectRefused(closed, 409, 'FEEDBACK_CLOSED')
    await f.ok('PUT', `/boot/feedback/feedbackTemplate/${template.id}`, {
      token: hod,
      body: { status: 'OPEN' },
    })
  })

  it('loses none and counts none twice under concurrent submissions', async () => {
    const distinct = Array.from({ length: 40 }, (_, index) =>
      submit(asStudent(burst, [1 + (index % 5), 5, 3], `B${index}`)),
    )
    const sameStudent = Array.from({ length: 10 }, () => submit(asStudent(burst, [5, 5, 5], 'TWICE')))
    const statuses = (await Promise.all([...distinct, ...sameStudent])).map(({ status }) => status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(41)
    expect(statuses.filter((status) => status === 409)).toHaveLength(9)
    const report = await reportOf(burst)
    expect(report).toMatchObject({ polledUser: 41 })
    expect(report.questions).toMatchObject([
      { firstGrade: 8, secondGrade: 8, thirdGrade: 8, fouthGrade: 8, fifthGrade: 9 },
      { fifthGrade: 41 },
      { thirdGrade: 40, fifthGrade: 1 },
    ])
  })
})

describe('who may answer a course or survey form (docs/adr/0011, 0033)', () => {
  const refusal = {
    code: 'ANSWER_CODE_INVALID',
    message: ANSWER_MESSAGES.ANSWER_CODE_INVALID,
    details: [{ path: 'answerCode', message: 'Not the code of this register number for this form' }],
  }

  it.each([
    ['a made-up register number, with a code made for it', '99ZZ999', '99ZZ999'],
    ['a real student of a group the survey does not ask, with their own code', '21EC001', '21EC001'],
    ['a disabled student of its group, with their own code', '21CS099', '21CS099'],
    ["a student of its group with another student's code", '21CS010', '21CS009'],
  ])(
    'refuses %s with the same 403, writes nothing, and does not say which it was',
    async (_case, regNo, codeOf) => {
      const body = studentAnswer(f, template, course, [5, 5, 5], codeOf, { studentRegNo: regNo })
      const response = await submit(body)
      expect(response.status).toBe(403)
      expect(response.body.error).toMatchObject(refusal)
      expect(await storedAnswer(course, `REG#${regNo}`)).toBeNull()
      expect(await reportOf(course)).toMatchObject({ polledUser: 2 })
    },
  )

  it('refuses a tampered or malformed code the same way, in any spelling of the right one takes it', async () => {
    const right = asStudent(second, [2, 3, 4], '21CS010')
    const code = right.answerCode!
    const last = code.at(-1) === '0' ? '1' : '0'
    for (const answerCode of [`${code.slice(0, -1)}${last}`, 'K7PD9', '!!!', 'ABCDE-FGHJK-MNPQR']) {
      const refused = await submit({ ...right, answerCode })
      expect(refused.status, answerCode).toBe(answerCode === '!!!' ? 400 : 403)
      if (answerCode !== '!!!') expect(refused.body.error).toMatchObject(refusal)
    }
    expect(await storedAnswer(second, 'REG#21CS010')).toBeNull()
    // Lower case, without the dash, O for 0 and l for 1: the same code as typed by hand.
    const handTyped = code.replace('-', ' ').toLowerCase().replace(/0/g, 'o').replace(/1/g, 'l')
    expect((await submit({ ...right, answerCode: handTyped })).status).toBe(200)
    expectRefused(await submit(right), 409, 'ALREADY_SUBMITTED')
  })

  it("refuses every target student's register number alone with a 400 naming the missing code, and stores none", async () => {
    const alone = (await openSurvey(f, hod, template, ['g-thirty'])).id
    const thirty = Array.from({ length: 30 }, (_, seat) => `21TH${String(seat + 1).padStart(3, '0')}`)
    await enrol(
      f,
      thirty.map((registerNo) => ({ registerNo, groupId: 'g-thirty' })),
    )
    const responses = await Promise.all(
      [...thirty, '99ZZ998', '21EC001'].map((studentRegNo) =>
        submit(answersTo(template, alone, [1, 1, 1], { studentRegNo, type: 'OTHERS' })),
      ),
    )
    // The same answer for the survey's students, an unknown number and another group's: no number is told apart.
    for (const response of responses) {
      expect(response.status).toBe(400)
      expect(response.body.error).toMatchObject({
        code: 'ANSWER_CODE_REQUIRED',
        message: ANSWER_MESSAGES.ANSWER_CODE_REQUIRED,
        details: [
          { path: 'answerCode', message: 'The answer code the portal gave you for this survey is required' },
        ],
      })
    }
    expect(await reportOf(alone)).toMatchObject({ polledUser: 0 })
    const stored = await f.deps.entities.answer.query
      .byForm({ feedbackTemplateId: template.id, referenceId: alone })
      .go()
    expect(stored.data).toHaveLength(0)
    // Each student's own code then takes their answer.
    expect((await submit(asStudent(alone, [5, 5, 5], '21TH001'))).status).toBe(200)
  })

  it('takes the form type from the survey: sent as EVENTS without a form token it is refused, and stays one per student', async () => {
    const asEvent = answersTo(template, course, [1, 1, 1], { type: 'EVENTS', submissionId: 'stuffer-0001' })
    const refused = await submit(asEvent)
    expect(refused.status).toBe(400)
    expect(refused.body.error).toMatchObject({
      code: 'FORM_LINK_OUT_OF_DATE',
      message: ANSWER_MESSAGES.EVENT_LINK_OUT_OF_DATE,
    })
    // With a register number too, as EVENTS or without any type: still the one answer of 21CS001.
    expect((await submit({ ...asEvent, studentRegNo: '21CS001' })).body.error?.code).toBe(
      'FORM_LINK_OUT_OF_DATE',
    )
    const { type: _type, ...untyped } = { ...asEvent, ...asStudent(course, [1, 1, 1], '21CS001') }
    expect((await submit(untyped)).body.error?.code).toBe('ALREADY_SUBMITTED')
    // A form token signed for an event is no key to a survey's form either.
    const forged = eventFormToken(f, template, 'some-event')
    expect((await submit({ ...asEvent, formToken: forged })).body.error?.code).toBe('FORM_LINK_INVALID')
    expect(await reportOf(course)).toMatchObject({ polledUser: 2 })

    // The type the link says is not stored: the survey's is.
    const misnamed = asStudent(course, [4, 4, 4], '21CS009', { type: 'SUBFEEDBACK' })
    expect((await submit(misnamed)).status).toBe(200)
    expect(await storedAnswer(course, 'REG#21CS009')).toMatchObject({ type: 'OTHERS' })
  })

  it('refuses answers for an unknown reference, and a template that is not the survey’s', async () => {
    const unknown = await submit(asStudent('no-such-survey', [4, 4, 4], '21CS010'))
    expect(unknown.status).toBe(404)
    expect(unknown.body.error).toMatchObject({
      code: 'FORM_NOT_FOUND',
      message: ANSWER_MESSAGES.FORM_NOT_FOUND,
    })
    const other = await buildTemplate(f, hod, 'Other template', ['Pace', 'Clarity', 'Doubts cleared'])
    const unlinked = await submit(studentAnswer(f, other, course, [4, 4, 4], '21CS010'))
    expect(unlinked.status).toBe(404)
    expect(unlinked.body.error).toMatchObject({
      code: 'TEMPLATE_NOT_LINKED',
      message: ANSWER_MESSAGES.TEMPLATE_NOT_LINKED,
    })
    expect(await reportOf('no-such-survey')).toMatchObject({ polledUser: 0 })
    expect(await reportOf(course)).toMatchObject({ polledUser: 3 })
  })

  it('refuses a closed survey', async () => {
    const closing = (await openSurvey(f, hod, template, ['g-a'])).id
    await f.ok('PUT', `/boot/feedback/survey/${closing}`, { token: hod, body: { status: 'CLOSED' } })
    const closed = await submit(asStudent(closing, [4, 4, 4], '21CS010'))
    expect(closed.status).toBe(409)
    expect(closed.body.error).toMatchObject({
      code: 'FEEDBACK_CLOSED',
      message: ANSWER_MESSAGES.SURVEY_CLOSED,
    })
  })

  it('keeps the groups of a survey’s targets on the survey; a survey from before reads its targets instead', async () => {
    const older = await openSurvey(f, hod, template, ['g-b', 'g-a', 'g-b'])
    const { data } = await f.deps.entities.survey.get({ id: older.id }).go()
    expect(data?.targetGroupIds).toEqual(['g-a', 'g-b'])
    expect(older).not.toHaveProperty('targetGroupIds')
    await f.env.client.send(
      new UpdateCommand({
        TableName: f.env.tables.feedback,
        Key: { pk: `SURVEY#${older.id}`, sk: 'SURVEY' },
        UpdateExpression: 'REMOVE targetGroupIds',
      }),
    )
    let response = { status: 0, body: {} }
    const counts = await f.countCalls(async () => {
      response = await submit(asStudent(older.id, [3, 3, 3], '21CS002'))
    })
    expect(response.status).toBe(200)
    expect(counts.byCommand).toEqual({
      BatchGetItemCommand: 1,
      QueryCommand: 1,
      PutItemCommand: 1,
      UpdateItemCommand: 1,
    })
    const other = await submit(asStudent(older.id, [3, 3, 3], '21EC001'))
    expect(other.body.error?.code).toBe('ANSWER_CODE_INVALID')
  })

  it('needs a register number on a course form, saying so, with or without the code', async () => {
    for (const extra of [{}, { answerCode: 'K7PD9-QXM2A' }]) {
      const anonymous = await submit(answersTo(template, course, [4, 4, 4], { type: 'OTHERS', ...extra }))
      expect(anonymous.status).toBe(400)
      expect(anonymous.body.error).toMatchObject({
        code: 'REGISTER_NUMBER_REQUIRED',
        message: 'Enter your register number.',
        details: [{ path: 'studentRegNo', message: 'Register number is required' }],
      })
    }
  })
})

describe("an event's form, open to guests with the event's signed link", () => {
  const event = 'event-1'
  const guest = (submissionId: string, extra: Record<string, unknown> = {}) => ({
    ...answersTo(template, event, [4, 5, 3], { type: 'EVENTS', submissionId }),
    ...extra,
  })

  it('refuses an answer without the form token, with a tampered or expired one, or one of another event', async () => {
    const missing = await submit(guest('browser-0001'))
    expect(missing.status).toBe(400)
    expect(missing.body.error).toMatchObject({
      code: 'FORM_LINK_OUT_OF_DATE',
      message: "This feedback link is out of date: it has no form token. Scan the event's current QR code.",
    })
    const token = eventFormToken(f, template, event)
    const [expiry, mac] = token.split('.') as [string, string]
    const later = (parseInt(expiry, 36) + 365 * 24 * 60 * 60).toString(36)
    for (const formToken of [
      `${later}.${mac}`,
      `${expiry}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`,
      eventFormToken(f, template, event, Date.now() - 1000),
      eventFormToken(f, template, 'event-2'),
      'not-a-token',
    ]) {
      const refused = await submit(guest('browser-0001', { formToken }))
      expect(refused.status, formToken).toBe(403)
      expect(refused.body.error).toMatchObject({
        code: 'FORM_LINK_INVALID',
        message: "This feedback link has expired or is not valid. Scan the event's current QR code.",
      })
    }
    expect(await reportOf(event)).toMatchObject({ polledUser: 0 })
  })

  it('takes a valid token’s answer once per browser submission id, in 5 DynamoDB calls, whatever type the body says', async () => {
    const formToken = eventFormToken(f, template, event)
    let first = { status: 0, body: {} }
    const counts = await f.countCalls(async () => {
      first = await submit(guest('browser-0001', { formToken }))
    })
    expect(first).toMatchObject({ status: 200, body: { status: 'SUBMITTED' } })
    // The template; the address's and the QR code's counts; the answer; its aggregate.
    expect(counts.byCommand).toEqual({ GetItemCommand: 1, UpdateItemCommand: 3, PutItemCommand: 1 })
    const again = await submit(guest('browser-0001', { formToken }))
    expectRefused(again, 409, 'ALREADY_SUBMITTED')
    // The token makes it the event's form: no register number asked, keyed by the browser, stored as EVENTS.
    const untyped = await submit(guest('browser-0002', { formToken, type: 'SUBFEEDBACK' }))
    expect(untyped.status).toBe(200)
    expect(await storedAnswer(event, 'SUBMISSION#browser-0002')).toMatchObject({ type: 'EVENTS' })
    expect(
      (await submit(guest('browser-0003', { formToken, submissionId: undefined }))).body.error?.code,
    ).toBe('SUBMISSION_ID_REQUIRED')
  })

  it('reports how many browser submissions the answers came from; a course form’s report has no such figure', async () => {
    expect(await reportOf(event)).toMatchObject({
      polledUser: 2,
      submissions: { distinct: 2, answers: 2 },
    })
    expect(await reportOf(course)).not.toHaveProperty('submissions')
  })

  it("refuses the legacy Angular form's body (the template posted back with ratings), naming what it lacks", async () => {
    const legacy = {
      id: template.id,
      name: template.name,
      status: 'OPEN',
      questions: template.questions.map((question) => ({ ...question, answer: 4 })),
      feedbackTemplateId: template.id,
      referenceId: event,
    }
    const refused = await submit(legacy)
    expect(refused.status).toBe(400)
    expect(refused.body.error).toMatchObject({
      code: 'FORM_LINK_OUT_OF_DATE',
      message:
        "This feedback link is out of date. Scan the event's current QR code, or on a course feedback form enter your register number and answer code.",
      details: [
        { path: 'formToken', message: "Required for event feedback: the event's QR link carries it" },
        { path: 'studentRegNo', message: 'Required on a course or survey feedback form' },
        {
          path: 'answerCode',
          message: 'Required on a course or survey feedback form, with the register number',
        },
      ],
    })
    const stuffed = await submit({ ...legacy, respondentKey: 'REG#X', questions: legacy.questions })
    expect(stuffed.status).toBe(400)
    expect(stuffed.body.error).toMatchObject({
      code: 'UNKNOWN_FIELDS',
      details: [{ path: 'respondentKey', message: '"respondentKey" is not a field this request takes' }],
    })
    expect(await reportOf(event)).toMatchObject({ polledUser: 2 })
  })
})

describe('the report of a reference', () => {
  it('is one Query after the session read, and empty for a reference nobody answered', async () => {
    const admin = await f.login('admin')
    const counts = await f.countCalls(() => reportOf(course, admin))
    expect(counts.byCommand).toEqual({ GetItemCommand: 1, QueryCommand: 1 })
    // An HOD's report reads the survey too, in parallel, for its department (report-reach.int.test.ts).
    expect((await f.countCalls(() => reportOf(course))).byCommand).toEqual({
      GetItemCommand: 1,
      QueryCommand: 1,
      BatchGetItemCommand: 1,
    })
    expect(await reportOf('nobody')).toEqual({
      referenceId: 'nobody',
      polledUser: 0,
      overAllAvg: 0,
      questions: [],
    })
  })

  it('is for administrators and HODs', async () => {
    const faculty = await f.login('faculty')
    expect((await f.call('GET', `/boot/feedback/answer/report/${course}`, { token: faculty })).status).toBe(
      403,
    )
    expect(await reportOf(course, await f.login('admin'))).toMatchObject({ polledUser: 3 })
  })
})
