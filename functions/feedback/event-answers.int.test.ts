import { createAuditLog } from '@campus/db'
import { expectRefused } from '@campus/testing'
import { describe, expect, it } from 'vitest'
import { ANSWER_MESSAGES } from './answers.service'
import { createFeedbackFixture, type FeedbackFixture } from './testing/fixture'
import { answersTo, buildTemplate, enrol, eventFormToken, openSurvey, studentAnswer } from './testing/forms'

const MINUTE = 60 * 1000
const HOUR = 60 * MINUTE

/** Waits until at least `margin` ms are left in the current clock window, so a burst of answers falls in one. */
async function awayFromWindowEnd(window: number, margin = 5000) {
  const left = window - (Date.now() % window)
  if (left < margin) await new Promise((resolve) => setTimeout(resolve, left + 50))
}

/** An HOD's template and a guest's answer to an event's form through one QR code's token. */
async function eventForms(f: FeedbackFixture) {
  const hod = await f.login('hod', { departmentIds: ['cse'] })
  const template = await buildTemplate(f, hod, 'Event feedback', ['Talk', 'Venue'])
  const answer = (eventId: string, submissionId: string, formToken = eventFormToken(f, template, eventId)) =>
    answersTo(template, eventId, [4, 5], { type: 'EVENTS', submissionId, formToken })
  return { hod, template, answer }
}

const statusesOf = (responses: readonly { status: number }[]) => ({
  taken: responses.filter(({ status }) => status === 200).length,
  limited: responses.filter(({ status }) => status === 429).length,
})

describe("an event's form takes a bounded number of answers per address and per QR code (docs/adr/0033)", () => {
  it('takes exactly the hourly limit of 50 answers sent at once from one address, 429 for the rest; other addresses still answer', async () => {
    const f = await createFeedbackFixture({ eventLimits: { perAddressPerHour: 12, perQrPerMinute: 1000 } })
    const { hod, answer } = await eventForms(f)
    await awayFromWindowEnd(HOUR)
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        f.callFrom(
          '49.37.1.2',
          'POST',
          '/boot/feedback/answer',
          answer('event-nat', `flood-${index}-browser`),
        ),
      ),
    )
    expect(statusesOf(responses)).toEqual({ taken: 12, limited: 38 })
    expect(responses.find(({ status }) => status === 429)?.body.error).toMatchObject({
      code: 'TOO_MANY_ANSWERS',
      message: ANSWER_MESSAGES.TOO_MANY_FROM_ADDRESS,
    })
    const report = await f.ok<Record<string, unknown>>('GET', '/boot/feedback/answer/report/event-nat', {
      token: hod,
    })
    expect(report).toMatchObject({ polledUser: 12, submissions: { distinct: 12, answers: 12 } })
    // Another address, and the same address on another event's form, are counted apart.
    expect(
      (await f.callFrom('49.37.1.3', 'POST', '/boot/feedback/answer', answer('event-nat', 'other-1-browser')))
        .status,
    ).toBe(200)
    expect(
      (await f.callFrom('49.37.1.2', 'POST', '/boot/feedback/answer', answer('event-two', 'same-1-browser')))
        .status,
    ).toBe(200)
    // An IPv6 client is counted by its /64: another address of the same /64 shares its count.
    const v6 = await Promise.all(
      Array.from({ length: 14 }, (_, index) =>
        f.callFrom(
          `2401:4900:1c2a:77::${(index + 1).toString(16)}`,
          'POST',
          '/boot/feedback/answer',
          answer('event-v6', `v6-${index}-browser`),
        ),
      ),
    )
    expect(statusesOf(v6)).toEqual({ taken: 12, limited: 2 })
  })

  it("takes at most the per-minute limit through one QR code from many addresses; a re-made QR code's token is counted apart", async () => {
    const f = await createFeedbackFixture({ eventLimits: { perAddressPerHour: 1000, perQrPerMinute: 8 } })
    const { template, answer } = await eventForms(f)
    await awayFromWindowEnd(MINUTE)
    const token = eventFormToken(f, template, 'event-qr')
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        f.callFrom(
          `10.1.0.${index + 1}`,
          'POST',
          '/boot/feedback/answer',
          answer('event-qr', `qr-${index}-browser`, token),
        ),
      ),
    )
    expect(statusesOf(responses)).toEqual({ taken: 8, limited: 22 })
    expect(responses.find(({ status }) => status === 429)?.body.error).toMatchObject({
      code: 'TOO_MANY_ANSWERS',
      message: ANSWER_MESSAGES.TOO_MANY_FROM_QR,
    })
    const remade = eventFormToken(f, template, 'event-qr', Date.now() + 40 * 24 * HOUR)
    expect(
      (
        await f.callFrom(
          '10.2.0.1',
          'POST',
          '/boot/feedback/answer',
          answer('event-qr', 'remade-browser', remade),
        )
      ).status,
    ).toBe(200)
  })

  it('counts no answer refused for its link or its answers against the limit', async () => {
    const f = await createFeedbackFixture({ eventLimits: { perAddressPerHour: 2, perQrPerMinute: 1000 } })
    const { template, answer } = await eventForms(f)
    await awayFromWindowEnd(HOUR)
    const tampered = { ...answer('event-checked', 'bad-1-browser'), formToken: 'not-a-token' }
    const full = answer('event-checked', 'bad-2-browser')
    const mismatched = { ...full, questions: full.questions.slice(1) }
    for (const body of [tampered, tampered, mismatched, mismatched])
      expect((await f.call('POST', '/boot/feedback/answer', { body })).status).not.toBe(429)
    expect(
      (await f.call('POST', '/boot/feedback/answer', { body: answer('event-checked', 'good-1-browser') }))
        .status,
    ).toBe(200)
    expect(
      (await f.call('POST', '/boot/feedback/answer', { body: answer('event-checked', 'good-2-browser') }))
        .status,
    ).toBe(200)
    expectRefused(
      await f.call('POST', '/boot/feedback/answer', { body: answer('event-checked', 'good-3-browser') }),
      429,
      'TOO_MANY_ANSWERS',
    )
    // A survey's form is not counted by address: the students' codes bound it.
    const hod = await f.login('hod', { departmentIds: ['cse'] })
    const survey = (await openSurvey(f, hod, template, ['g-a'])).id
    await enrol(f, [{ registerNo: '21CS001', groupId: 'g-a' }])
    expect(
      (
        await f.call('POST', '/boot/feedback/answer', {
          body: studentAnswer(f, template, survey, [3, 3], '21CS001'),
        })
      ).status,
    ).toBe(200)
  })

  it('refuses an event answer whose address cannot be read, saying so', async () => {
    const f = await createFeedbackFixture()
    const { answer } = await eventForms(f)
    const response = await f.app.request(
      '/boot/feedback/answer',
      {
        method: 'POST',
        body: JSON.stringify(answer('event-x', 'nowhere-browser')),
        headers: { 'content-type': 'application/json' },
      },
      {},
    )
    expect(response.status).toBe(400)
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('CALLER_UNKNOWN')
  })
})

const f = await createFeedbackFixture()
const { hod, template, answer } = await eventForms(f)
const admin = await f.login('admin')

describe("an event form's answers per minute, and the bursts its organiser leaves out (docs/adr/0033)", () => {
  const send = (eventId: string, submissionId: string, ratings: [number, number]) =>
    f.ok('POST', '/boot/feedback/answer', {
      body: {
        ...answer(eventId, submissionId),
        questions: template.questions.map((question, index) => ({ ...question, answer: ratings[index] })),
      },
    })
  const reportOf = (eventId: string) =>
    f.ok<Record<string, unknown>>('GET', `/boot/feedback/answer/report/${eventId}`, { token: hod })
  const patternOf = (eventId: string) =>
    f.ok<{ minutes: { minute: number; answers: number; excluded: number }[]; excluded: { id: string }[] }>(
      'GET',
      `/boot/feedback/answer/pattern/${eventId}`,
      { token: hod },
    )
  const pause = () => new Promise((resolve) => setTimeout(resolve, 5))

  /** Three genuine answers, then a burst of six 1-star answers between `from` and `to`. */
  async function answeredWithBurst(eventId: string) {
    for (const index of [1, 2, 3]) await send(eventId, `real-${index}-browser`, [5, 4])
    await pause()
    const from = Date.now()
    await Promise.all([1, 2, 3, 4, 5, 6].map((index) => send(eventId, `burst-${index}-browser`, [1, 1])))
    await pause()
    return { from, to: Date.now() }
  }

  it('shows the answers per minute; leaving a burst out takes its answers out of the report, audited, and putting it back restores it', async () => {
    const { from, to } = await answeredWithBurst('event-burst')
    const before = await reportOf('event-burst')
    expect(before).toMatchObject({ polledUser: 9, overAllAvg: 2.17 })
    const pattern = await patternOf('event-burst')
    expect(pattern.minutes.reduce((sum, { answers }) => sum + answers, 0)).toBe(9)
    expect(pattern.excluded).toEqual([])

    const excluded = await f.ok<typeof pattern>('POST', '/boot/feedback/answer/exclusion/event-burst', {
      token: hod,
      body: { feedbackTemplateId: template.id, from, to, reason: 'Scripted flood' },
    })
    expect(excluded.minutes.reduce((sum, minute) => sum + minute.excluded, 0)).toBe(6)
    expect(excluded.excluded).toEqual([
      expect.objectContaining({
        from,
        to,
        answers: 6,
        reason: 'Scripted flood',
        excludedBy: expect.any(String),
      }),
    ])
    const after = await reportOf('event-burst')
    expect(after).toMatchObject({
      polledUser: 3,
      overAllAvg: 4.5,
      submissions: { distinct: 3, answers: 3 },
      questions: [
        { question: 'Talk', firstGrade: 0, fifthGrade: 3, avg: 5 },
        { question: 'Venue', firstGrade: 0, fouthGrade: 3, avg: 4 },
      ],
      excluded: [expect.objectContaining({ from, to, answers: 6 })],
    })

    const burstId = excluded.excluded[0]!.id
    const restored = await f.ok<typeof pattern>(
      'DELETE',
      `/boot/feedback/answer/exclusion/event-burst?feedbackTemplateId=${template.id}&burstId=${burstId}`,
      { token: admin },
    )
    expect(restored.excluded).toEqual([])
    expect(await reportOf('event-burst')).toEqual(before)

    const audit = await createAuditLog(f.env.client, f.env.tables.feedback).listForRecord(
      'reportExclusion',
      `${template.id}#event-burst`,
    )
    expect(audit.map(({ action }) => action).sort()).toEqual(['EXCLUDE_BURST', 'RESTORE_BURST'])
  })

  it('refuses a burst still running, empty, overlapping one left out, a change made meanwhile, and a survey’s form', async () => {
    const { from, to } = await answeredWithBurst('event-refusals')
    const exclude = (body: Record<string, unknown>, token = hod) =>
      f.call('POST', '/boot/feedback/answer/exclusion/event-refusals', {
        token,
        body: { feedbackTemplateId: template.id, ...body },
      })
    expectRefused(await exclude({ from, to: Date.now() + MINUTE }), 400, 'BURST_NOT_OVER')
    expectRefused(await exclude({ from: from - 10 * HOUR, to: from - 9 * HOUR }), 400, 'BURST_EMPTY')
    expectRefused(await exclude({ from: to, to: from }), 400, 'VALIDATION_FAILED')
    expectRefused(await exclude({ from: from - 2 * 24 * HOUR, to }), 400, 'VALIDATION_FAILED')
    expectRefused(await exclude({ from, to, polled: 0 }), 400, 'UNKNOWN_FIELDS')
    // Ten organisers leave the same burst out at once: one is taken, the others are told.
    const racing = await Promise.all(Array.from({ length: 10 }, () => exclude({ from, to })))
    expect(racing.filter(({ status }) => status === 200)).toHaveLength(1)
    for (const refused of racing.filter(({ status }) => status !== 200))
      expect(['BURST_OVERLAPS', 'CHANGED_MEANWHILE']).toContain(refused.body.error?.code)
    expect(await reportOf('event-refusals')).toMatchObject({ polledUser: 3 })
    expectRefused(await exclude({ from: from + 1, to }), 409, 'BURST_OVERLAPS')
    expectRefused(
      await f.call(
        'DELETE',
        `/boot/feedback/answer/exclusion/event-refusals?feedbackTemplateId=${template.id}&burstId=nope`,
        { token: hod },
      ),
      404,
      'BURST_NOT_FOUND',
    )

    const survey = (await openSurvey(f, hod, template, ['g-a'])).id
    await enrol(f, [{ registerNo: '21CS001', groupId: 'g-a' }])
    await f.ok('POST', '/boot/feedback/answer', {
      body: studentAnswer(f, template, survey, [3, 3], '21CS001'),
    })
    expectRefused(
      await f.call('POST', `/boot/feedback/answer/exclusion/${survey}`, {
        token: hod,
        body: { feedbackTemplateId: template.id, from: Date.now() - HOUR, to: Date.now() },
      }),
      409,
      'NOT_AN_EVENT_FORM',
    )
    // A survey's answers per minute follow the survey's reach, as its report does.
    const otherHod = await f.login('otherHod', { departmentIds: ['ece'] })
    expect((await f.call('GET', `/boot/feedback/answer/pattern/${survey}`, { token: otherHod })).status).toBe(
      403,
    )
    expect((await f.call('GET', `/boot/feedback/answer/pattern/${survey}`, { token: hod })).status).toBe(200)
    expectRefused(
      await f.call('GET', '/boot/feedback/answer/pattern/nobody-answered', { token: hod }),
      404,
      'FORM_NOT_ANSWERED',
    )
  })

  it('is for administrators and HODs only', async () => {
    const body = { feedbackTemplateId: template.id, from: Date.now() - HOUR, to: Date.now() }
    for (const who of ['faculty', 'student'] as const) {
      const token = await f.login(who)
      expect((await f.call('GET', '/boot/feedback/answer/pattern/event-burst', { token })).status).toBe(403)
      expect(
        (await f.call('POST', '/boot/feedback/answer/exclusion/event-burst', { token, body })).status,
      ).toBe(403)
    }
    expect((await f.call('GET', '/boot/feedback/answer/pattern/event-burst')).status).toBe(401)
    expect((await f.call('POST', '/boot/feedback/answer/exclusion/event-burst', { body })).status).toBe(401)
  })
})
