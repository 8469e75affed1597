import { describe, expect, it } from 'vitest'
import { createFeedbackFixture } from './testing/fixture'
import { buildTemplate, eventFormAnswer } from './testing/forms'

/**
 * The legacy client's feedback reads (legacy-client.md 2.7), each sent as the client builds it (`order=des`,
 * the token in the query, none on the public form) and checked for the fields the client then reads, with the
 * types it reads them as. The public form's answer departs on purpose (docs/adr/0011, 0033): pinned here.
 */
const f = await createFeedbackFixture()
const hod = await f.login('hod')
const template = await buildTemplate(f, hod, 'Workshop feedback', ['Pace', 'Clarity'])
const EVENT = 'event-legacy'
await f.ok('POST', '/boot/feedback/answer', eventFormAnswer(f, template, EVENT, [5, 4], 'browser-0001'))

type Row = Record<string, unknown> & { id: string }
const questionShape = expect.objectContaining({ question: expect.any(String) })

describe('the legacy feedback reads (2.7)', () => {
  it('GET /boot/feedback/questions?order=des: id and question', async () => {
    expect(await f.ok<Row[]>('GET', '/boot/feedback/questions?order=des', { token: hod })).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: expect.any(String), question: 'Pace' })]),
    )
  })

  it('GET /boot/feedback/feedbackTemplate?order=des: id, name and the questions', async () => {
    const templates = await f.ok<Row[]>('GET', '/boot/feedback/feedbackTemplate?order=des', { token: hod })
    expect(templates.find(({ id }) => id === template.id)).toMatchObject({
      name: 'Workshop feedback',
      questions: [questionShape, questionShape],
    })
  })

  it('GET /boot/feedback/feedbackTemplate/getQuestions?id=<id> without a token: the form, as the client reads it', async () => {
    expect(await f.ok('GET', `/boot/feedback/feedbackTemplate/getQuestions?id=${template.id}`)).toMatchObject(
      {
        questions: [{ question: 'Pace' }, { question: 'Clarity' }],
      },
    )
  })

  it('departs on purpose: the form posted back as the client does is refused with what it lacks (ADR 0011, 0033)', async () => {
    const form = await f.ok<Row & { questions: Row[] }>(
      'GET',
      `/boot/feedback/feedbackTemplate/getQuestions?id=${template.id}`,
    )
    const refused = await f.call('POST', '/boot/feedback/answer', {
      body: {
        ...form,
        questions: form.questions.map((question) => ({ ...question, answer: 4 })),
        feedbackTemplateId: template.id,
        referenceId: EVENT,
      },
    })
    expect(refused.status).toBe(400)
    expect(refused.body.error).toMatchObject({
      code: 'FORM_LINK_OUT_OF_DATE',
      message:
        "This feedback link is out of date. Scan the event's current QR code, or on a course feedback form enter your register number and answer code.",
    })
  })

  it('GET /boot/feedback/answer/report/<referenceId>: polledUser, overAllAvg and the grades (fouthGrade spelt so)', async () => {
    const grades = {
      question: expect.any(String),
      firstGrade: expect.any(Number),
      secondGrade: expect.any(Number),
      thirdGrade: expect.any(Number),
      fouthGrade: expect.any(Number),
      fifthGrade: expect.any(Number),
      avg: expect.any(Number),
    }
    expect(await f.ok('GET', `/boot/feedback/answer/report/${EVENT}`, { token: hod })).toMatchObject({
      polledUser: 1,
      overAllAvg: 4.5,
      questions: [
        { ...grades, question: 'Pace', fifthGrade: 1 },
        { ...grades, question: 'Clarity', fouthGrade: 1 },
      ],
    })
  })
})
