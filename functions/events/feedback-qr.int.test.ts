import { expectRefused, expectInvalid } from '@campus/testing'
import { createFormTokens } from '@campus/http'
import { describe, expect, it } from 'vitest'
import { FEEDBACK_LINK_DAYS } from './events.service'
import { anEvent, createEventsFixture } from './testing/fixture'

const f = await createEventsFixture()
const faculty = await f.login('faculty')
const eventId = (await f.ok<{ id: string }>('POST', '/api/events', { token: faculty, body: anEvent() })).id

const linkQr = (token: string, body: unknown) =>
  f.call('PUT', '/api/events/createFeedbackQr', { token, body })

describe('the public event read (no token)', () => {
  it('shows only what the feedback form needs, in one GetItem', async () => {
    let response = await f.call('GET', `/api/events/external/getEvent?id=${eventId}`)
    const counts = await f.countCalls(async () => {
      response = await f.call('GET', `/api/events/external/getEvent?id=${eventId}`)
    })
    expect(response.status).toBe(200)
    expect(response.body).toStrictEqual({
      id: eventId,
      name: anEvent().name,
      from: anEvent().from,
      depType: 'CSE',
      speakers: anEvent().speakers,
    })
    expect(counts.byCommand).toEqual({ GetItemCommand: 1 })
  })

  it('answers a missing event with the 404 envelope and a missing id with a 400', async () => {
    const missing = await f.call('GET', '/api/events/external/getEvent?id=nope')
    expect(missing.status).toBe(404)
    expect(missing.body.error).toMatchObject({ code: 'EVENT_NOT_FOUND', message: 'Event nope not found' })
    const noId = await f.call('GET', '/api/events/external/getEvent')
    expectInvalid(noId, [{ path: 'id', message: 'Id is required' }])
  })
})

describe('the feedback QR code of an event', () => {
  it('stores the template and answers with the public form path, in 3 DynamoDB calls after the session read', async () => {
    let response = await linkQr(faculty, {})
    const counts = await f.countCalls(async () => {
      response = await linkQr(faculty, { eventId, feedbackTemplateId: 'tpl-0001' })
    })
    expect(response.status).toBe(200)
    expect(response.body).toEqual({
      eventId,
      feedbackTemplateId: 'tpl-0001',
      feedbackPath: expect.stringMatching(
        new RegExp(`^/feedback-form/tpl-0001/${eventId}/EVENTS\\?form=[0-9a-z]+\\.[\\w-]{22}$`),
      ) as string,
      expiresOn: expect.any(Number) as number,
    })
    expect(counts.byCommand).toEqual({ GetItemCommand: 2, PutItemCommand: 2 })
    const shown = await f.call('GET', `/api/events/external/getEvent?id=${eventId}`)
    expect(shown.body).toMatchObject({ feedbackTemplateId: 'tpl-0001' })
    expect(await f.ok('GET', `/api/events/${eventId}`, { token: faculty })).toMatchObject({
      feedbackTemplateId: 'tpl-0001',
      name: anEvent().name,
    })
  })

  it("signs the link's form token for this template and event until 30 days after the event, or after now", async () => {
    const day = 24 * 60 * 60 * 1000
    const from = Date.now() + 10 * day
    const upcoming = (
      await f.ok<{ id: string }>('POST', '/api/events', { token: faculty, body: anEvent({ from }) })
    ).id
    const link = (id: string) =>
      f.ok<{ feedbackPath: string; expiresOn: number }>('PUT', '/api/events/createFeedbackQr', {
        token: faculty,
        body: { eventId: id, feedbackTemplateId: 'tpl-0001' },
      })
    const { feedbackPath, expiresOn } = await link(upcoming)
    expect(expiresOn).toBe(Math.floor((from + FEEDBACK_LINK_DAYS * day) / 1000) * 1000)
    const formToken = new URL(feedbackPath, 'http://portal').searchParams.get('form') ?? ''
    const tokens = createFormTokens(f.env.tokenSecret)
    const signedFor = { feedbackTemplateId: 'tpl-0001', referenceId: upcoming }
    expect(tokens.verify(formToken, signedFor)).toEqual({ valid: true, expiresAt: expiresOn })
    expect(tokens.verify(formToken, { ...signedFor, feedbackTemplateId: 'tpl-0002' })).toMatchObject({
      valid: false,
    })
    expect(tokens.verify(formToken, { ...signedFor, referenceId: eventId })).toMatchObject({ valid: false })
    expect(tokens.verify(formToken, signedFor, expiresOn)).toEqual({ valid: false, reason: 'EXPIRED' })

    // A code made after the event (the fixture's is in March 2026) works for 30 days from now.
    const before = Date.now()
    const past = await link(eventId)
    expect(past.expiresOn).toBeGreaterThanOrEqual(
      Math.floor((before + FEEDBACK_LINK_DAYS * day) / 1000) * 1000,
    )
    expect(past.expiresOn).toBeLessThanOrEqual(Date.now() + FEEDBACK_LINK_DAYS * day)
  })

  it('writes nothing when the event already opens that template', async () => {
    const counts = await f.countCalls(() => linkQr(faculty, { eventId, feedbackTemplateId: 'tpl-0001' }))
    expect(counts.byCommand).toEqual({ GetItemCommand: 2 })
  })

  it('is for the creator, their HOD, an administrator and event editors', async () => {
    const body = { eventId, feedbackTemplateId: 'tpl-0002' }
    expect((await linkQr(await f.login('hod'), body)).status).toBe(200)
    expect((await linkQr(await f.login('admin'), body)).status).toBe(200)
    expect((await linkQr(await f.login('custom', { rollType: ['EVENTEDITOR'] }), body)).status).toBe(200)
    for (const token of [await f.login('otherFaculty'), await f.login('otherHod'), await f.login('custom')]) {
      const refused = await linkQr(token, body)
      expectRefused(refused, 403, 'FORBIDDEN')
    }
    expect((await linkQr(await f.login('student'), body)).status).toBe(403)
  })

  it.each([
    [{ feedbackTemplateId: 'tpl' }, [{ path: 'eventId', message: 'Id is required' }]],
    [
      { eventId: 'e1', feedbackTemplateId: '../x' },
      [{ path: 'feedbackTemplateId', message: 'A template id is letters, digits, - or _' }],
    ],
  ])('checks the ids’ shape: %j', async (body, details) => {
    const response = await linkQr(faculty, body)
    expect(response.status).toBe(400)
    expect(response.body.error).toMatchObject({ code: 'VALIDATION_FAILED', details })
  })

  it('answers a missing event with 404', async () => {
    const response = await linkQr(faculty, { eventId: 'nope', feedbackTemplateId: 'tpl' })
    expectRefused(response, 404, 'EVENT_NOT_FOUND')
  })
})
