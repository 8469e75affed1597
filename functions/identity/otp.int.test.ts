import { expectRefused } from '@campus/testing'
import { beforeAll, describe, expect, it } from 'vitest'
import { GENERIC_SENT, OTP_MAX_ATTEMPTS } from './otp.service'
import { createIdentityFixture, PASSWORD, type IdentityFixture } from './testing/fixture'
import { newUserRecord } from './users.repository'

let f: IdentityFixture
beforeAll(async () => {
  f = await createIdentityFixture()
})

const lastCode = () => {
  const entry = f.env.sms.entries.at(-1)
  return /\b(\d{6})\b/.exec(entry?.text ?? '')?.[1] ?? ''
}

describe('password reset by OTP', () => {
  it('sends a 6-digit code to the phone on record, once a minute at most', async () => {
    const response = await f.call('POST', '/api/user/sendOtp', { body: { email: 'REG001' } })
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ message: GENERIC_SENT })
    expect(f.env.sms.entries.at(-1)).toMatchObject({ phone: '9876543210', purpose: 'OTP' })
    expect(lastCode()).toMatch(/^\d{6}$/)
    const [sent] = await f.deps.users.history('id-student')
    expect(sent).toMatchObject({ action: 'OTP_SENT', after: { phone: '******3210' } })
    expect(JSON.stringify(sent)).not.toContain(lastCode())

    // Within the minute: the same answer, and nothing sent (a 429 would tell the account exists).
    const smsBefore = f.env.sms.entries.length
    const again = await f.call('POST', '/api/user/sendOtp', { body: { email: 'REG001' } })
    expect(again.status).toBe(200)
    expect(again.body).toEqual({ message: GENERIC_SENT })
    expect(f.env.sms.entries.length).toBe(smsBefore)
  })

  it('answers the same for an unknown account and sends nothing', async () => {
    const sent = f.env.sms.entries.length
    const response = await f.call('POST', '/api/user/sendOtp', { body: { email: 'ghost@test.local' } })
    expect(response.status).toBe(200)
    expect(response.body.message).toMatch(/If the account exists/)
    expect(f.env.sms.entries.length).toBe(sent)
  })

  it('refuses a wrong code, then resets with the right one exactly once and ends old sessions', async () => {
    const before = await f.login('student')
    const code = lastCode()
    const wrong = code === '000000' ? '111111' : '000000'
    const bad = await f.call('POST', '/api/user/resetPassword', {
      body: { email: 'REG001', otp: wrong, newPassword: 'Reset2026x' },
    })
    expectRefused(bad, 400, 'OTP_INVALID')

    const good = await f.call('POST', '/api/user/resetPassword', {
      body: { email: 'REG001', otp: code, newPassword: 'Reset2026x' },
    })
    expect(good.status).toBe(200)
    expect((await f.call('GET', '/api/user/singleUser', { token: before })).status).toBe(401)
    await f.login('REG001', 'Reset2026x')

    const replay = await f.call('POST', '/api/user/resetPassword', {
      body: { email: 'REG001', otp: code, newPassword: 'Other2026x' },
    })
    expect(replay.status).toBe(400)
  })

  it('gives up on a code after five wrong tries', async () => {
    const otp = f.entities.otp
    await otp
      .put({ userId: 'id-applicant', codeHash: 'x', expiresAt: Date.now() + 60_000, attempts: 5, ttl: 0 })
      .go()
    const response = await f.call('POST', '/api/user/resetPassword', {
      body: { email: 'applicant@test.local', otp: '123456', newPassword: 'Reset2026x' },
    })
    expect(response.status).toBe(400)
    await f.login('applicant', PASSWORD)
  })
})

/** A new user with a phone of their own, so a test's SMS can be told from the others'. */
async function personWithPhone(key: string, phone: string, extra: { accountStatus?: string } = {}) {
  const user = newUserRecord({
    id: `id-${key}`,
    name: key,
    email: `${key}@test.local`,
    usertype: 'FACULTY',
    departmentid: ['dept-a'],
    phone,
    ...extra,
  })
  await f.users.create(user)
  return user
}

const smsTo = (phone: string) => f.env.sms.entries.filter((entry) => entry.phone === phone)
const codeSentTo = (phone: string) => /\b(\d{6})\b/.exec(smsTo(phone).at(-1)?.text ?? '')?.[1] ?? ''

const fifty = <T>(run: (index: number) => Promise<T>) =>
  Promise.all(Array.from({ length: 50 }, (_, index) => run(index)))

/** How many answers had each status and error code. */
const tally = (results: readonly { status: number; body: { error?: { code: string } } }[]) => {
  const counts: Record<string, number> = {}
  for (const { status, body } of results) {
    const key = `${status} ${body.error?.code ?? 'OK'}`
    counts[key] = (counts[key] ?? 0) + 1
  }
  return counts
}

const resetWith = (email: string, otp: string, newPassword = 'Reset2026x') =>
  f.call('POST', '/api/user/resetPassword', { body: { email, otp, newPassword } })

describe('reset codes under 50 concurrent requests', () => {
  it('send one SMS for 50 requests at once', async () => {
    await personWithPhone('burst', '9000000101')
    const results = await fifty(() =>
      f.call('POST', '/api/user/sendOtp', { body: { email: 'burst@test.local' } }),
    )
    expect(tally(results)).toEqual({ '200 OK': 50 })
    expect(new Set(results.map(({ body }) => JSON.stringify(body)))).toEqual(
      new Set([JSON.stringify({ message: GENERIC_SENT })]),
    )
    expect(smsTo('9000000101')).toHaveLength(1)
  })

  it('count at most 5 of 50 wrong guesses at once, never answering 500; the code is then used up', async () => {
    await personWithPhone('guesser', '9000000102')
    await f.call('POST', '/api/user/sendOtp', { body: { email: 'guesser@test.local' } })
    const code = codeSentTo('9000000102')
    const wrong = code === '000000' ? '111111' : '000000'
    const results = await fifty(() => resetWith('guesser@test.local', wrong))
    expect(tally(results)).toEqual({ '400 OTP_INVALID': 50 })
    const { data } = await f.entities.otp.get({ userId: 'id-guesser' }).go()
    expect(data?.attempts).toBe(OTP_MAX_ATTEMPTS)
    expect((await resetWith('guesser@test.local', code)).status).toBe(400)
  })

  it('change the password exactly once for 50 right guesses at once', async () => {
    await personWithPhone('racer', '9000000103')
    await f.call('POST', '/api/user/sendOtp', { body: { email: 'racer@test.local' } })
    const code = codeSentTo('9000000103')
    const results = await fifty((index) => resetWith('racer@test.local', code, `Raced-pass-${index}`))
    expect(tally(results)).toEqual({ '200 OK': 1, '400 OTP_INVALID': 49 })
    const winner = results.findIndex(({ status }) => status === 200)
    await f.login('racer@test.local', `Raced-pass-${winner}`)
    const resets = (await f.deps.users.history('id-racer')).filter(
      ({ action }) => action === 'RESET_PASSWORD_WITH_OTP',
    )
    expect(resets).toHaveLength(1)
  })
})

describe('reset codes tell no one which accounts exist', () => {
  it('answer sendOtp the same for unknown, phoneless, disabled and known names, and text only the known', async () => {
    await personWithPhone('disabledPhone', '9000000104', { accountStatus: 'DISABLE' })
    await personWithPhone('knownPhone', '9000000105')
    const smsBefore = f.env.sms.entries.length
    const answers = []
    for (const email of [
      'ghost-person@test.local',
      'other@test.local',
      'disabledPhone@test.local',
      'knownPhone@test.local',
    ]) {
      const { status, body } = await f.call('POST', '/api/user/sendOtp', { body: { email } })
      answers.push({ status, body })
    }
    expect(answers).toEqual(
      Array.from({ length: 4 }, () => ({ status: 200, body: { message: GENERIC_SENT } })),
    )
    expect(f.env.sms.entries.slice(smsBefore).map(({ phone }) => phone)).toEqual(['9000000105'])
  })

  it('answer resetPassword the same for an unknown name as for a wrong code', async () => {
    await f.call('POST', '/api/user/sendOtp', { body: { email: 'nobody-here@test.local' } })
    const unknown = await resetWith('nobody-here@test.local', '123456')
    const code = codeSentTo('9000000105')
    const known = await resetWith('knownPhone@test.local', code === '123456' ? '654321' : '123456')
    const neverSent = await resetWith('never-asked@test.local', '123456')
    for (const response of [unknown, neverSent]) {
      expect(response.status).toBe(known.status)
      expect({ ...response.body.error, requestId: undefined }).toEqual({
        ...known.body.error,
        requestId: undefined,
      })
    }
  })
})
