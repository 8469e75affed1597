import { FEEDBACK_INCOMPLETE_MESSAGE } from '@campus/core'
import { beforeAll, describe, expect, it } from 'vitest'
import { createFeedbackFixture, type FeedbackFixture } from './testing/fixture'
import { answersTo, buildTemplate, type TemplateOfTest } from './testing/forms'

let f: FeedbackFixture
let hod: string
let template: TemplateOfTest
beforeAll(async () => {
  f = await createFeedbackFixture()
  hod = await f.login('hod')
  template = await buildTemplate(f, hod, 'Course feedback', ['Pace', 'Clarity', 'Doubts cleared'])
})

const submit = (body: unknown) => f.call('POST', '/boot/feedback/answer', { body })
const reportOf = (referenceId: string, token = hod) =>
  f.ok<Record<string, unknown>>('GET', `/boot/feedback/answer/report/${referenceId}`, { token })

describe('answering the public form', () => {
  it('takes a complete form without a token in 3 DynamoDB calls, and reports it in the legacy shape', async () => {
    let response = { status: 0, body: {} }
    const counts = await f.countCalls(async () => {
      response = await submit(
        answersTo(template, 'ref-1', [5, 4, 3], { studentRegNo: '21CS001', studentName: 'Asha' }),
      )
    })
    expect(response).toMatchObject({ status: 200, body: { status: 'SUBMITTED' } })
    expect(counts.byCommand).toEqual({ GetItemCommand: 1, PutItemCommand: 1, UpdateItemCommand: 1 })

    await submit(answersTo(template, 'ref-1', [3, 4, 1], { studentRegNo: '21CS002' }))
    expect(await reportOf('ref-1')).toEqual({
      referenceId: 'ref-1',
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

  it('refuses a repeat from the same register number, in any case or spacing, and counts it once', async () => {
    const repeat = await submit(answersTo(template, 'ref-1', [1, 1, 1], { studentRegNo: ' 21cs 001' }))
    expect(repeat.status).toBe(409)
    expect(repeat.body.error).toMatchObject({
      code: 'ALREADY_SUBMITTED',
      message: 'Feedback from 21cs 001 on this form has already been received.',
    })
    expect(await reportOf('ref-1')).toMatchObject({ polledUser: 2 })
  })

  it('counts the same student once per reference: another reference is another form', async () => {
    expect((await submit(answersTo(template, 'ref-2', [2, 2, 2], { studentRegNo: '21CS001' }))).status).toBe(
      200,
    )
    expect(await reportOf('ref-2')).toMatchObject({ polledUser: 1, overAllAvg: 2 })
  })

  it.each([
    ['an unrated question', [5, 0, 4], FEEDBACK_INCOMPLETE_MESSAGE],
    ['a rating above 5', [5, 6, 4], 'A rating is at most 5'],
    ['a fractional rating', [5, 2.5, 4], 'A rating is a whole number of stars'],
  ])('refuses %s with a 400 and writes nothing', async (_case, ratings, message) => {
    const response = await submit(answersTo(template, 'ref-3', ratings, { studentRegNo: '21CS009' }))
    expect(response.status).toBe(400)
    expect(response.body.error?.details?.map((detail) => detail.message)).toContain(message)
    expect(await reportOf('ref-3')).toMatchObject({ polledUser: 0, questions: [] })
  })

  it('refuses answers that are not the template’s questions, in its order', async () => {
    const body = answersTo(template, 'ref-3', [5, 4, 3], { studentRegNo: '21CS009' })
    const fewer = await submit({ ...body, questions: body.questions.slice(1) })
    expect(fewer.status).toBe(400)
    expect(fewer.body.error?.code).toBe('ANSWERS_DO_NOT_MATCH')
    const swapped = await submit({
      ...body,
      questions: [body.questions[1], body.questions[0], body.questions[2]],
    })
    expect(swapped.body.error?.code).toBe('ANSWERS_DO_NOT_MATCH')
    const byText = body.questions.map(({ question, answer }) => ({ question, answer }))
    expect((await submit({ ...body, questions: byText })).status).toBe(200)
  })

  it('needs a register number except on EVENTS forms, which need the browser’s submission id', async () => {
    const anonymous = await submit(answersTo(template, 'ref-4', [4, 4, 4]))
    expect(anonymous.status).toBe(400)
    expect(anonymous.body.error?.code).toBe('REGISTER_NUMBER_REQUIRED')
    const noSubmission = await submit(answersTo(template, 'event-1', [4, 4, 4], { type: 'EVENTS' }))
    expect(noSubmission.body.error?.code).toBe('SUBMISSION_ID_REQUIRED')

    const event = answersTo(template, 'event-1', [4, 4, 4], { type: 'EVENTS', submissionId: 'browser-0001' })
    expect((await submit(event)).status).toBe(200)
    expect((await submit(event)).body.error?.code).toBe('ALREADY_SUBMITTED')
    const other = { ...event, submissionId: 'browser-0002' }
    expect((await submit(other)).status).toBe(200)
    expect(await reportOf('event-1')).toMatchObject({ polledUser: 2 })
  })

  it('refuses an unknown template (404) and a closed form (409)', async () => {
    const unknown = await submit({
      ...answersTo(template, 'ref-5', [4, 4, 4], { studentRegNo: 'X1' }),
      feedbackTemplateId: 'nope',
    })
    expect(unknown.status).toBe(404)
    await f.ok('PUT', `/boot/feedback/feedbackTemplate/${template.id}`, {
      token: hod,
      body: { status: 'CLOSED' },
    })
    const closed = await submit(answersTo(template, 'ref-5', [4, 4, 4], { studentRegNo: 'X1' }))
    expect(closed.status).toBe(409)
    expect(closed.body.error?.code).toBe('FEEDBACK_CLOSED')
    await f.ok('PUT', `/boot/feedback/feedbackTemplate/${template.id}`, {
      token: hod,
      body: { status: 'OPEN' },
    })
  })

  it('loses none and counts none twice under concurrent submissions', async () => {
    const distinct = Array.from({ length: 40 }, (_, index) =>
      submit(answersTo(template, 'ref-burst', [1 + (index % 5), 5, 3], { studentRegNo: `B${index}` })),
    )
    const sameStudent = Array.from({ length: 10 }, () =>
      submit(answersTo(template, 'ref-burst', [5, 5, 5], { studentRegNo: 'TWICE' })),
    )
    const statuses = (await Promise.all([...distinct, ...sameStudent])).map(({ status }) => status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(41)
    expect(statuses.filter((status) => status === 409)).toHaveLength(9)
    const report = await reportOf('ref-burst')
    expect(report).toMatchObject({ polledUser: 41 })
    expect(report.questions).toMatchObject([
      { firstGrade: 8, secondGrade: 8, thirdGrade: 8, fouthGrade: 8, fifthGrade: 9 },
      { fifthGrade: 41 },
      { thirdGrade: 40, fifthGrade: 1 },
    ])
  })
})

describe('the report of a reference', () => {
  it('is one Query after the session read, and empty for a reference nobody answered', async () => {
    const counts = await f.countCalls(() => reportOf('ref-1'))
    expect(counts.byCommand).toEqual({ GetItemCommand: 1, QueryCommand: 1 })
    expect(await reportOf('nobody')).toEqual({
      referenceId: 'nobody',
      polledUser: 0,
      overAllAvg: 0,
      questions: [],
    })
  })

  it('is for administrators and HODs', async () => {
    const faculty = await f.login('faculty')
    expect((await f.call('GET', '/boot/feedback/answer/report/ref-1', { token: faculty })).status).toBe(403)
    expect(await reportOf('ref-1', await f.login('admin'))).toMatchObject({ polledUser: 2 })
  })
})
