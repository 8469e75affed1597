import { expectRefused, expectInvalid } from '@campus/testing'
import { TEMPLATE_NAME_MISSING_MESSAGE, TEMPLATE_QUESTIONS_MISSING_MESSAGE } from '@campus/core'
import { describe, expect, it } from 'vitest'
import { createFeedbackFixture } from './testing/fixture'

const f = await createFeedbackFixture()
const hod = await f.login('hod')
const faculty = await f.login('faculty')

type Question = { id: string; question: string; createdBy: string }

describe('the question bank', () => {
  it('adds questions in 3 DynamoDB calls (session, question, audit) and lists them in either order', async () => {
    const counts = await f.countCalls(() =>
      f.ok('POST', '/boot/feedback/questions', { token: hod, body: { question: '  Was the pace right? ' } }),
    )
    expect(counts.byCommand).toEqual({ GetItemCommand: 1, PutItemCommand: 2 })
    await new Promise((resolve) => setTimeout(resolve, 2))
    await f.ok('POST', '/boot/feedback/questions', { token: hod, body: { question: 'Were doubts cleared?' } })

    const oldestFirst = await f.ok<Question[]>('GET', '/boot/feedback/questions', { token: faculty })
    expect(oldestFirst.map(({ question }) => question)).toEqual([
      'Was the pace right?',
      'Were doubts cleared?',
    ])
    expect(oldestFirst[0]).toMatchObject({ createdBy: 'id-hod', id: expect.stringMatching(/^[0-9a-f]{24}$/) })
    const newestFirst = await f.ok<Question[]>('GET', '/boot/feedback/questions?order=des', { token: hod })
    expect(newestFirst.map(({ question }) => question)).toEqual([
      'Were doubts cleared?',
      'Was the pace right?',
    ])
  })

  it('rewords a question, and refuses an empty one or an unknown id', async () => {
    const [first] = await f.ok<Question[]>('GET', '/boot/feedback/questions', { token: hod })
    const updated = await f.ok<Question>('PUT', `/boot/feedback/questions/${first!.id}`, {
      token: hod,
      body: { question: 'Was the pace of teaching right?' },
    })
    expect(updated).toMatchObject({ id: first!.id, question: 'Was the pace of teaching right?' })

    const empty = await f.call('POST', '/boot/feedback/questions', { token: hod, body: { question: '  ' } })
    expectInvalid(empty, [{ path: 'question', message: 'Question is required' }])
    const unknown = await f.call('PUT', '/boot/feedback/questions/nope', {
      token: hod,
      body: { question: 'Q' },
    })
    expect(unknown.status).toBe(404)
  })

  it('refuses an unknown order and keeps writes from faculty', async () => {
    expect((await f.call('GET', '/boot/feedback/questions?order=up', { token: hod })).status).toBe(400)
    const byFaculty = await f.call('POST', '/boot/feedback/questions', {
      token: faculty,
      body: { question: 'Q' },
    })
    expect(byFaculty.status).toBe(403)
  })
})

type Template = { id: string; name: string; status: string; questions: { id: string; question: string }[] }

describe('feedback templates', () => {
  it('copies the picked questions with their ids, in order, and opens the form', async () => {
    const bank = await f.ok<Question[]>('GET', '/boot/feedback/questions', { token: hod })
    const picked = [bank[1]!, bank[0]!].map(({ id, question }) => ({ id, question }))
    const template = await f.ok<Template>('POST', '/boot/feedback/feedbackTemplate', {
      token: hod,
      body: { name: 'Course feedback', questions: picked },
    })
    expect(template).toMatchObject({ name: 'Course feedback', status: 'OPEN', questions: picked })

    // A later rewording in the bank leaves the template's copy alone.
    await f.ok('PUT', `/boot/feedback/questions/${bank[1]!.id}`, {
      token: hod,
      body: { question: 'Reworded' },
    })
    expect(
      await f.ok<Template>('GET', `/boot/feedback/feedbackTemplate/${template.id}`, { token: faculty }),
    ).toMatchObject({ questions: picked })
  })

  it('answers the legacy messages for a missing name or no questions', async () => {
    const noName = await f.call('POST', '/boot/feedback/createFeedbackTemplate', {
      token: hod,
      body: { name: ' ', questions: [{ question: 'Q' }] },
    })
    expectInvalid(noName, [{ path: 'name', message: TEMPLATE_NAME_MISSING_MESSAGE }])
    const noQuestions = await f.call('POST', '/boot/feedback/createFeedbackTemplate', {
      token: hod,
      body: { name: 'Empty', questions: [] },
    })
    expect(noQuestions.body.error?.details).toEqual([
      { path: 'questions', message: TEMPLATE_QUESTIONS_MISSING_MESSAGE },
    ])
    const repeated = await f.call('POST', '/boot/feedback/feedbackTemplate', {
      token: hod,
      body: {
        name: 'Twice',
        questions: [
          { id: 'q1', question: 'A' },
          { id: 'q1', question: 'A' },
        ],
      },
    })
    expectRefused(repeated, 400, 'QUESTION_REPEATED')
  })

  it('lists templates newest first with order=des, and creates through createFeedbackTemplate too', async () => {
    await f.ok('POST', '/boot/feedback/createFeedbackTemplate', {
      token: hod,
      body: { name: 'Event feedback', questions: [{ question: 'Was the talk useful?' }] },
    })
    const names = (
      await f.ok<Template[]>('GET', '/boot/feedback/feedbackTemplate?order=des', { token: faculty })
    ).map(({ name }) => name)
    expect(names).toEqual(['Event feedback', 'Course feedback'])
  })

  it('closes and reopens a form, and renames a template', async () => {
    const [template] = await f.ok<Template[]>('GET', '/boot/feedback/feedbackTemplate', { token: hod })
    const closed = await f.ok<Template>('PUT', `/boot/feedback/feedbackTemplate/${template!.id}`, {
      token: hod,
      body: { status: 'CLOSED' },
    })
    expect(closed).toMatchObject({ status: 'CLOSED', name: 'Course feedback' })
    const form = await f.call('GET', `/boot/feedback/feedbackTemplate/getQuestions?id=${template!.id}`)
    expect(form.body).toMatchObject({ id: template!.id, status: 'CLOSED' })
    const reopened = await f.ok<Template>('PUT', `/boot/feedback/feedbackTemplate/${template!.id}`, {
      token: hod,
      body: { status: 'OPEN', name: 'Course feedback 2026' },
    })
    expect(reopened).toMatchObject({ status: 'OPEN', name: 'Course feedback 2026' })
    const nothing = await f.call('PUT', `/boot/feedback/feedbackTemplate/${template!.id}`, {
      token: hod,
      body: {},
    })
    expect(nothing.status).toBe(400)
  })

  it('serves the public form without a token, and a 404 for an unknown template', async () => {
    const [template] = await f.ok<Template[]>('GET', '/boot/feedback/feedbackTemplate', { token: hod })
    const form = await f.call('GET', `/boot/feedback/feedbackTemplate/getQuestions?id=${template!.id}`)
    expect(form.status).toBe(200)
    expect(Object.keys(form.body).sort()).toEqual(['id', 'name', 'questions', 'status'])
    const missing = await f.call('GET', '/boot/feedback/feedbackTemplate/getQuestions?id=nope')
    expect(missing.status).toBe(404)
    expect((await f.call('GET', '/boot/feedback/feedbackTemplate/getQuestions')).status).toBe(400)
  })
})
