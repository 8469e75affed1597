import { beforeAll, describe, expect, it } from 'vitest'
import { createIdentityFixture, PASSWORD, type IdentityFixture } from './testing/fixture'

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
    expect(response.body).toMatchObject({ phone: '******3210' })
    expect(f.env.sms.entries.at(-1)).toMatchObject({ phone: '9876543210', purpose: 'OTP' })
    expect(lastCode()).toMatch(/^\d{6}$/)
    const [sent] = await f.deps.users.history('id-student')
    expect(sent).toMatchObject({ action: 'OTP_SENT', after: { phone: '******3210' } })
    expect(JSON.stringify(sent)).not.toContain(lastCode())

    const again = await f.call('POST', '/api/user/sendOtp', { body: { email: 'REG001' } })
    expect(again.status).toBe(429)
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
    expect(bad.status).toBe(400)
    expect(bad.body.error?.code).toBe('OTP_INVALID')

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
